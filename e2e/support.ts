import fs from 'node:fs';
import path from 'node:path';
import {
  authApi,
  cartApi,
  fillPath,
  type NamedRoute,
  Role,
  type RouteInput,
  type RouteOutput,
  usersApi,
} from '@parca/contract';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { demoAccounts } from '../apps/server/src/seed/demo-users.ts';

export const [demoAdmin, demoDealer] = demoAccounts;

const shotsDir = path.join(import.meta.dirname, 'screenshots');

/** Saves a full-page screenshot under e2e/screenshots/ (git-ignored) to be looked at. */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

/** The accounts whose server cart each browser context already started empty (see signIn). */
const cartsEmptied = new WeakMap<BrowserContext, Set<string>>();

/** Empties the account's cart on the server through the API (a session of its own, ended after). */
export async function emptyServerCart(request: APIRequestContext, account: { email: string; password: string }) {
  const url = (route: NamedRoute) => `/api${route.path}`;
  const login = await request.fetch(url(authApi.login), {
    method: authApi.login.method,
    data: { email: account.email, password: account.password },
  });
  if (!login.ok()) return; // the sign-in itself will say why
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const emptied = await request.fetch(url(cartApi.putCart), {
    method: cartApi.putCart.method,
    headers,
    data: { lines: [] },
  });
  expect(emptied.ok(), `emptying the cart: ${await emptied.text()}`).toBe(true);
  const ended = await request.fetch(url(authApi.logout), { method: authApi.logout.method, headers });
  expect(ended.ok(), `signing out: ${await ended.text()}`).toBe(true);
}

/**
 * Signs in through the sign-in page. The cart lives on the server and the demo accounts are shared by every spec, so
 * an account's first sign-in in a new browser context starts with an empty cart, as it did in a new browser when the
 * cart lived only there (signing in again in that context finds the cart as left); `keepServerCart` signs in to the
 * cart as the server holds it (another device of the same dealer).
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  { keepServerCart = false }: { keepServerCart?: boolean } = {},
) {
  const emptied = cartsEmptied.get(page.context()) ?? new Set<string>();
  cartsEmptied.set(page.context(), emptied);
  if (!keepServerCart && !emptied.has(account.email)) await emptyServerCart(page.request, account);
  emptied.add(account.email);
  await page.goto('/login');
  await page.getByLabel('E-posta').fill(account.email);
  await page.getByLabel('Şifre', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/$/);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Çıkış Yap' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
}

export async function setTheme(page: Page, dark: boolean) {
  await page.evaluate((value) => localStorage.setItem('darkTheme', value), String(dark));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Waits until an element that slides in (drawer) has come to rest inside the viewport. */
export async function settled(locator: Locator) {
  await expect(async () => expect((await locator.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0)).toPass();
}

/**
 * The highlighted option (the one Enter picks) of the open antd Select whose input is `input`: in its own list, found
 * by the input's `aria-controls`, since a Select picked just before may still be sliding shut with an active option of
 * its own (CI saw two match).
 */
export async function activeOptionOf(page: Page, input: Locator): Promise<Locator> {
  await expect(input).toHaveAttribute('aria-controls', /_list$/);
  const listId = await input.getAttribute('aria-controls');
  return page
    .locator('.ant-select-dropdown', { has: page.locator(`[id="${listId}"]`) })
    .locator('.ant-select-item-option-active');
}

/**
 * Chooses an option of the antd Select labelled `label` in `scope` by keyboard: its text typed (which filters a
 * searchable Select; a plain one ignores it), arrows down to the option, Enter; then checks the field shows it. A
 * mouse click on the option was lost now and then while the list was still sliding open (CI saw the field stay empty,
 * and a save went out without it); the keyboard does not depend on where the list is drawn.
 */
export async function pickOption(page: Page, label: string, option: string, scope: Locator = page.locator('body')) {
  const input = scope.getByLabel(label, { exact: true }).last();
  await input.click();
  await input.pressSequentially(option);
  const active = await activeOptionOf(page, input);
  await expect(active).toBeVisible();
  for (let step = 0; step < 50 && !((await active.textContent()) ?? '').includes(option); step++) {
    await input.press('ArrowDown');
  }
  await expect(active).toContainText(option);
  await input.press('Enter');
  const field = input.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  await expect(field).toContainText(option);
}

/**
 * Calls a route of the contract as the holder of `token` (null: nobody signed in); an error answer fails the test with
 * its text.
 */
export async function apiCall<R extends NamedRoute>(
  request: APIRequestContext,
  token: string | null,
  route: R,
  input: RouteInput<R> | { params?: Record<string, unknown>; query?: Record<string, string | number> } = {},
): Promise<RouteOutput<R>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: object; body?: unknown };
  const response = await request.fetch(`/api${fillPath(route.path, params)}`, {
    method: route.method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    params: query as Record<string, string>,
    data: body,
  });
  expect(response.ok(), `${route.operation}: ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as RouteOutput<R>;
}

/** Signs in over the API and answers the token (the browser's session is not touched). */
export async function tokenFor(request: APIRequestContext, account: { email: string; password: string }) {
  return (await apiCall(request, null, authApi.login, { body: account })).token;
}

/**
 * A dealer of the spec's own, created by the demo admin through the API and given a password, so that what the spec
 * orders, pays or changes never meets the demo dealers other specs count on.
 */
export async function createDealer(
  request: APIRequestContext,
  fields: { name: string; companyName: string; discountPercent?: number },
) {
  const account = {
    email: `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`,
    password: 'e2e-bayi-sifre-1',
  };
  const adminToken = await tokenFor(request, demoAdmin);
  const created = await apiCall(request, adminToken, usersApi.createUser, {
    body: { email: account.email, role: Role.Kullanici, ...fields },
  });
  await apiCall(request, null, usersApi.createPassword, {
    body: { token: created.newPasswordToken, password: account.password },
  });
  return { ...account, id: created.id, name: fields.name, adminToken };
}

/** The signed-in user's token, as the app keeps it. */
export const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

/** Another person's browser: a new context with the project's address, language, time zone and screen. */
export function freshContext(browser: Browser) {
  const { baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor } = test.info().project.use;
  return browser.newContext({ baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor });
}

/** A screenshot of the page at rest: from the top, no button under the mouse, every finite animation over. */
export async function restingScreenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(0, 0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await screenshot(page, name);
}

export const phoneScreen = { width: 390, height: 844 };

/**
 * A variant's row on the model page, found as a dealer finds a part by its code: typed into the model's search (the
 * page draws only the rows on screen, so a row further down is not there until scrolled to).
 */
export async function findVariantRow(page: Page, stockCode: string): Promise<Locator> {
  await page.getByPlaceholder('Bu modelde ara (ürün, varyant, stok kodu)').fill(stockCode);
  const row = page.getByTestId(`variant-${stockCode}`);
  await expect(row).toBeVisible();
  return row;
}

/** A model's page, reached as a dealer reaches it: its name typed into the model search at the top of the home page. */
export async function openModelPage(page: Page, model: string) {
  await page.getByPlaceholder('Model ara (ör. iPhone 13)').fill(model);
  await page.getByRole('listbox', { name: 'Model ara' }).getByRole('link', { name: model, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: model })).toBeVisible();
  await expect(page.getByTestId(/^variant-/).first()).toBeVisible();
}

/**
 * `name`, `name-dark` and `name-mobile` (390×844, light): the page as it stands in the light and dark themes and on a
 * phone; `ready` waits for its content each time. The theme changes by a reload, or with `live` by the top bar's
 * switch (a dialog open on the page stays open).
 */
export async function shootThreeWays(
  page: Page,
  name: string,
  ready: () => Promise<void>,
  { live = false }: { live?: boolean } = {},
) {
  const theme = async (dark: boolean) => {
    if (!live) return setTheme(page, dark);
    const toggle = page.getByTestId('theme-toggle');
    // the switch sits under a dialog's mask: a click event reaches it where a pointer could not
    if ((await toggle.getAttribute('aria-pressed')) !== String(dark)) await toggle.dispatchEvent('click');
    await expect(toggle).toHaveAttribute('aria-pressed', String(dark));
  };
  const desktop = page.viewportSize();
  const shoot = async (suffix: string) => {
    await ready();
    await restingScreenshot(page, `${name}${suffix}`);
  };
  await shoot('');
  await theme(true);
  await shoot('-dark');
  await theme(false);
  await page.setViewportSize(phoneScreen);
  await shoot('-mobile');
  if (desktop) await page.setViewportSize(desktop);
}

/**
 * "Onayla" on an order opened in the admin's list, every line as asked: the dialog's form is read (its quantities
 * filled in) before its button is pressed, as a person reads it, then the last question is answered.
 */
export async function confirmOrderAsAsked(page: Page, orderNo: string) {
  const detail = page.getByRole('region', { name: `${orderNo} ayrıntıları` });
  await detail.getByRole('button', { name: 'Onayla', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Siparişi onayla: ${orderNo}` });
  await expect(dialog.getByRole('spinbutton').first()).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Onayla', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Sipariş onaylansın mı?' });
  await expect(ask).toContainText('Bütün satırlar istenen adetle onaylanacak.');
  await ask.getByRole('button', { name: 'Onayla', exact: true }).click();
  await expect(page.getByText(`${orderNo} onaylandı`)).toBeVisible();
}
