import { expect, type Page, test } from '@playwright/test';
import {
  demoAdmin,
  demoDealer,
  openModelPage,
  phoneScreen,
  screenshot,
  setTheme,
  settled,
  signIn,
  signOut,
} from './support.ts';

test('admin sets the dollar rate and the footer shows it at once', async ({ page }) => {
  await signIn(page, demoAdmin);
  await expect(page.getByTestId('footer-rate')).toHaveText('42,32 ₺');
  await screenshot(page, 'home-admin-light');

  const menu = page.getByTestId('side-menu');
  await expect(menu.getByText('Admin İşlemleri')).toBeVisible();
  await menu.getByRole('link', { name: 'Dolar Kuru' }).click();
  await expect(page).toHaveURL(/\/admin\/dolar-kuru$/);
  await expect(page.getByRole('heading', { name: 'Dolar Kuru', level: 1 })).toBeVisible();

  const input = page.getByLabel('Yeni kur (₺)');
  await input.fill('0');
  await page.getByRole('button', { name: 'Kuru güncelle' }).click();
  await expect(page.getByText("Dolar kuru 0'dan büyük olmalıdır")).toBeVisible();

  await input.fill('43,5');
  await page.getByRole('button', { name: 'Kuru güncelle' }).click();
  await expect(page.getByText('Dolar kuru güncellendi')).toBeVisible();
  await expect(page.getByTestId('footer-rate')).toHaveText('43,50 ₺');
  await expect(page.getByRole('row', { name: /43,5000/ }).first()).toContainText(demoAdmin.name);
  await screenshot(page, 'rates-light');

  // A reload of an admin route is served by the SPA fallback and keeps the session.
  await page.reload();
  await expect(page.getByTestId('footer-rate')).toHaveText('43,50 ₺');
});

test('dark mode survives a reload and applies before the app starts', async ({ page }) => {
  await signIn(page, demoAdmin);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/app-dark/);
  expect(await page.evaluate(() => localStorage.getItem('darkTheme'))).toBe('true');
  await page.goto('/admin/dolar-kuru');
  await expect(page.locator('html')).toHaveClass(/app-dark/);
  await expect(page.getByRole('heading', { name: 'Dolar Kuru', level: 1 })).toBeVisible();
  await screenshot(page, 'rates-dark');
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).not.toHaveClass(/app-dark/);
  expect(await page.evaluate(() => localStorage.getItem('darkTheme'))).toBe('false');
});

test('a dealer has no admin menu and is refused admin pages', async ({ page }) => {
  await signIn(page, demoDealer);
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByRole('link', { name: 'Anasayfa' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Bakiye & Ödemeler' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Tüm Siparişlerim' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
  await expect(menu.getByText('Admin İşlemleri')).toHaveCount(0);

  await page.goto('/admin/dolar-kuru');
  await expect(page).toHaveURL(/\/auth\/access$/);
  await expect(page.getByText('Erişim reddedildi')).toBeVisible();

  await page.goto('/');
  await signOut(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
});

test('the cart badge follows the stored cart and the cart-updated event', async ({ page }) => {
  await signIn(page, demoDealer);
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
  await page.evaluate(() => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { productVariantId: 1, quantity: 2 },
        { productVariantId: 2, quantity: 3 },
      ]),
    );
    window.dispatchEvent(new Event('cart-updated'));
  });
  await expect(page.getByTestId('cart-badge')).toHaveText('5');
  await page.evaluate(() => localStorage.removeItem('cart'));
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/boyle-bir-sayfa-yok');
  await expect(page.getByText('Sayfa bulunamadı')).toBeVisible();
  await page.goto('/pages/notfound');
  await expect(page.getByText('Sayfa bulunamadı')).toBeVisible();
  const api = await page.request.get('/api/boyle-bir-adres-yok');
  expect(api.status()).toBe(404);
});

test('an expired token sends the user to the login page', async ({ page }) => {
  await signIn(page, demoDealer);
  await page.evaluate(() => {
    const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const claims = {
      sub: '1',
      exp: Math.floor(Date.now() / 1000) - 60,
      'http://schemas.microsoft.com/ws/2008/06/identity/claims/role': 'Admin',
    };
    localStorage.setItem('token', `${b64({ alg: 'HS256' })}.${b64(claims)}.x`);
  });
  // the app leaves for the sign-in page by a document load, which may cut the first page's load short, even before
  // it has committed (the browser then reports this navigation aborted)
  await page.goto('/admin/dolar-kuru', { waitUntil: 'commit' }).catch((error: Error) => {
    if (!error.message.includes('net::ERR_ABORTED')) throw error;
  });
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is an overlay opened by the toggle', async ({ page }) => {
    await signIn(page, demoAdmin);
    await expect(page.getByTestId('side-menu')).toBeHidden();
    await screenshot(page, 'home-mobile');
    await page.getByTestId('menu-toggle').click();
    const drawer = page.getByTestId('mobile-menu');
    await expect(drawer).toBeVisible();
    await settled(drawer);
    await screenshot(page, 'menu-mobile');
    await expect(drawer.getByText('Admin İşlemleri')).toBeVisible();
    await drawer.getByRole('link', { name: 'Dolar Kuru' }).click();
    await expect(page).toHaveURL(/\/admin\/dolar-kuru$/);
    await expect(drawer).toBeHidden();
    await screenshot(page, 'rates-mobile');
    await setTheme(page, true);
    await screenshot(page, 'rates-mobile-dark');
    await setTheme(page, false);
  });
});

test('the API documentation renders under the security headers, for a signed-in admin', async ({ page }) => {
  // The page fetches its document with the panel's stored sign-in: admins only.
  await signIn(page, demoAdmin);
  await page.goto('/api/docs');
  await expect(page.getByText('Parça B2B API').first()).toBeVisible();
  await expect(page.getByText('/api/auth/login').first()).toBeVisible();
  await screenshot(page, 'api-docs');
});

/** How many elements antd has drawn: classes of its components start with `ant-` (its icons' with `anticon`). */
const antdElements = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('[class]')].filter((el) => [...el.classList].some((c) => c.startsWith('ant-')))
        .length,
  );

test('home and the model page are drawn without antd, which downloads for the next page once they have loaded', async ({
  page,
}) => {
  await signIn(page, demoDealer);
  const antdFiles: { url: string; purpose: string }[] = [];
  page.on('request', (r) => {
    if (/\/assets\/antd-[\w-]+\.(js|css)$/.test(r.url())) {
      antdFiles.push({ url: r.url(), purpose: r.headers()['sec-purpose'] ?? 'load' });
    }
  });
  await page.reload();
  await expect(page.getByPlaceholder('Model ara (ör. iPhone 13)')).toBeVisible();
  expect(await antdElements(page)).toBe(0);
  // fetched when the browser idles after the load, not run: the next page (Sepetim, an admin's) does not wait for it
  await expect.poll(() => antdFiles.length).toBeGreaterThanOrEqual(2);
  expect(antdFiles.map((f) => f.purpose)).toEqual(antdFiles.map(() => 'prefetch'));

  await openModelPage(page, 'iPhone 13');
  await page.getByRole('tab').nth(1).click();
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu').click();
  expect(await antdElements(page)).toBe(0);

  // a page drawn with antd gets its theme: the empty cart's button is the app's emerald (emerald-700), not antd's blue
  await page.getByTestId('cart-badge').click();
  const back = page.locator('.ant-empty .ant-btn-primary');
  await expect(back).toBeVisible();
  await expect(back).toHaveCSS('background-color', 'rgb(4, 120, 87)');
});

test("an admin's home runs what the admin's lists share once it has drawn, and the first list waits for none of it", async ({
  page,
}) => {
  await signIn(page, demoAdmin);
  const scripts: string[] = [];
  page.on('request', (r) => {
    const file = new URL(r.url()).pathname;
    if (file.endsWith('.js') && !r.headers()['sec-purpose']) scripts.push(file);
  });
  await page.reload();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  // antd left the app's entry for the dealer's sake (docs/benchmarks.md § The admin's screens)
  const shared = /^\/assets\/(antd|zod|ServerTable|FormModal|table)-[\w-]+\.js$/;
  await expect.poll(() => new Set(scripts.filter((f) => shared.test(f)).map((f) => f.split('-')[0])).size).toBe(5);

  scripts.length = 0;
  await page
    .getByTestId('side-menu')
    .getByRole('link', { name: /^Siparişler/ })
    .click();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  expect(scripts.filter((f) => shared.test(f))).toEqual([]);
});

test("a cold model page asks for one stylesheet beside the sign-in page's and its code in a few chunks", async ({
  page,
}) => {
  await signIn(page, demoDealer);
  await openModelPage(page, 'iPhone 13');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const stylesheets: string[] = [];
  const scripts: string[] = [];
  page.on('request', (r) => {
    const file = new URL(r.url()).pathname;
    if (r.headers()['sec-purpose']) return; // antd's prefetch for the next page, once this one has loaded
    if (file.endsWith('.css')) stylesheets.push(file);
    if (file.endsWith('.js')) scripts.push(file);
  });
  await page.reload();
  await expect(page.locator('.app-model-list-item').first()).toBeVisible();
  // a phone keeps 6 connections per server: each file more is a round trip (docs/benchmarks.md § One stylesheet, fewer chunks)
  expect(stylesheets).toEqual([
    expect.stringMatching(/^\/assets\/signin-shared-[\w-]+\.css$/),
    expect.stringMatching(/^\/assets\/app-[\w-]+\.css$/),
  ]);
  expect(scripts.length).toBeLessThanOrEqual(7);
  await cdp.detach();
});

test('the model page is set in a few type styles, on a phone and on a desktop', async ({ page }) => {
  await signIn(page, demoDealer);
  await openModelPage(page, 'iPhone 13');
  for (const size of [
    { width: 412, height: 823 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await page.reload();
    await expect(page.locator('.app-model-list-item').first()).toBeVisible();
    // every (weight, size, family) of the text laid out: a browser sets each up once, on the first screen's layout
    const styles = await page.evaluate(() => {
      const seen = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || !node.textContent?.trim() || !element.getClientRects().length) continue;
        const style = getComputedStyle(element);
        const family = style.fontFamily.includes('monospace') ? 'mono' : 'sans';
        seen.add(`${style.fontWeight} ${style.fontSize} ${family}`);
      }
      return [...seen].sort();
    });
    // the type scale of docs/architecture.md § Theme and layout: 12, 14, 16 and 24 px at 400 and 600
    for (const style of styles) expect(style, styles.join(', ')).toMatch(/^(400|600) (12|14|16|24)px (sans|mono)$/);
    expect(styles.length, styles.join(', ')).toBeLessThanOrEqual(8);
  }
});

test('a toast stays while the pointer rests on it, and leaves once the pointer moves away', async ({ page }) => {
  await page.clock.install();
  await signIn(page, demoAdmin);
  await page.goto('/admin/brands');
  await page.getByRole('button', { name: 'Düzenle' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  const toast = page.locator('.kit-toast').filter({ hasText: 'Marka güncellendi' });
  await toast.hover();
  await page.clock.fastForward('00:10');
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.fastForward('00:04');
  await expect(toast).toHaveCount(0);
});

test('the user menu opens from the keyboard with the focus in its panel, and Escape gives it back', async ({
  page,
}) => {
  await signIn(page, demoDealer);
  const button = page.getByTestId('user-menu');
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Hesabım' });
  await expect(panel).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});

/** Records the page's layout shifts from its next load on, as Chrome's CLS adds them (not those right after an input). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the shifts so far, once the browser has drawn two more frames (entries are reported after a frame). */
async function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0);
  });
}

test("what a page draws once its data arrives moves nothing already on screen: a dealer's home and balance, an admin's home", async ({
  page,
}) => {
  // before: the footer under home's first, short screen was pushed off it (0.053 on a phone), an admin's figures
  // pushed the picker down (0.55), the balance's figures the movements card (0.039)
  await watchLayoutShifts(page);
  const figures = page.getByRole('region', { name: 'Günün rakamları' });
  const loads = [
    {
      account: demoDealer,
      path: '/',
      drawn: async () => {
        await expect(figures).toBeVisible();
        await expect(page.getByText(/^Son güncelleme:/)).toBeVisible();
      },
    },
    {
      account: demoDealer,
      path: '/my-payments',
      drawn: async () => {
        await expect(page.getByText(/^TL karşılıkları bugünkü kurla/)).toBeVisible();
        await expect(page.getByText('Devir (açılış bakiyesi)')).toBeVisible();
      },
    },
    { account: demoAdmin, path: '/', drawn: () => expect(figures).toBeVisible() },
  ];
  for (const { account, path, drawn } of loads) {
    await signIn(page, account);
    for (const size of [phoneScreen, { width: 1280, height: 720 }]) {
      await page.setViewportSize(size);
      await page.goto(path);
      await drawn();
      expect(await layoutShiftSoFar(page), `${account.email} ${path} at ${size.width} px`).toBeLessThan(0.01);
    }
  }
});
