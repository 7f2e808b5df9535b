import { type Cart, cartApi } from '@parca/contract';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  apiCall,
  demoDealer,
  emptyServerCart,
  findVariantRow,
  openModelPage,
  phoneScreen,
  restingScreenshot,
  setTheme,
  signIn,
  signOut,
  tokenOf,
} from './support.ts';

/** Issue 18: the cart is the dealer's on the server, so it follows them from the office desktop to the phone. */

const model = 'iPhone 13 Pro';
const camera = 'APL-IP13PRO-OKM-ORJ';
const screen = 'APL-IP13PRO-EKR-OLD';

/** A browser of its own: the project's desktop, or a phone-sized one with touch. */
async function device(browser: Browser, kind: 'desktop' | 'phone') {
  const { baseURL, locale, timezoneId, viewport } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    locale,
    timezoneId,
    ...(kind === 'phone' ? { viewport: phoneScreen, isMobile: true, hasTouch: true } : { viewport }),
  });
  return context.newPage();
}

async function addToCart(page: Page, stockCode: string, quantity: number) {
  const row = await findVariantRow(page, stockCode);
  await row.getByLabel('Adet').fill(String(quantity));
  await row.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(row).toContainText('Sepette');
}

/** The dealer's cart as the server holds it: [stock code, quantity] per line, in its order. */
async function serverLines(page: Page): Promise<[string | null, number][]> {
  const cart: Cart = await apiCall(page.request, await tokenOf(page), cartApi.getCart);
  return cart.lines.map((l) => [l.stockCode, l.quantity]);
}

const badge = (page: Page) => page.getByTestId('cart-badge');
const cartLine = (page: Page, stockCode: string) => page.getByTestId(`cart-line-${stockCode}`);

/** The page's tab gets the focus back, as when the dealer returns to it (headless windows never lose it). */
const refocus = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

test.afterEach(async ({ request }) => {
  // the demo dealer is every spec's: leave their server cart empty
  await emptyServerCart(request, demoDealer);
});

test('the desktop’s cart shows on the phone, and the phone’s change on the desktop when it is looked at again', async ({
  browser,
}) => {
  const desktop = await device(browser, 'desktop');
  await signIn(desktop, demoDealer);
  await openModelPage(desktop, model);
  await addToCart(desktop, camera, 3);
  await addToCart(desktop, screen, 2);
  await expect(badge(desktop)).toHaveText('5');
  // sent once the changes pause, the whole list
  await expect
    .poll(() => serverLines(desktop))
    .toEqual([
      [camera, 3],
      [screen, 2],
    ]);
  await desktop.goto('/sepetim');
  await expect(cartLine(desktop, camera)).toBeVisible();
  await expect(cartLine(desktop, screen)).toBeVisible();

  // the same dealer on their phone: the same lines, in the same order
  const phone = await device(browser, 'phone');
  await signIn(phone, demoDealer, { keepServerCart: true });
  await expect(badge(phone)).toHaveText('5');
  await phone.goto('/sepetim');
  await expect(phone.getByTestId(/^cart-line-/)).toHaveCount(2);
  await expect(phone.getByTestId(/^cart-line-/).nth(0)).toHaveAttribute('data-testid', `cart-line-${camera}`);
  await expect(phone.getByTestId(/^cart-line-/).nth(1)).toHaveAttribute('data-testid', `cart-line-${screen}`);
  await expect(phone.getByText('Siparişi Tamamla')).toBeVisible();
  await restingScreenshot(phone, 'cart-sync-phone');
  await setTheme(phone, true);
  await expect(cartLine(phone, screen)).toBeVisible();
  await restingScreenshot(phone, 'cart-sync-phone-dark');
  await setTheme(phone, false);

  // the phone takes the screen out
  await cartLine(phone, screen)
    .getByRole('button', { name: /sepetten kaldır$/ })
    .click();
  await expect(badge(phone)).toHaveText('3');
  await expect.poll(() => serverLines(phone)).toEqual([[camera, 3]]);

  // the desktop shows it when the dealer comes back to it
  await expect(cartLine(desktop, screen)).toBeVisible();
  await refocus(desktop);
  await expect(cartLine(desktop, screen)).toHaveCount(0);
  await expect(cartLine(desktop, camera)).toBeVisible();
  await expect(badge(desktop)).toHaveText('3');
  await restingScreenshot(desktop, 'cart-sync-desktop');
  await setTheme(desktop, true);
  await expect(cartLine(desktop, camera)).toBeVisible();
  await restingScreenshot(desktop, 'cart-sync-desktop-dark');
  await setTheme(desktop, false);

  // signing out leaves nothing of the cart on the browser: it is on the server
  await desktop.goto('/');
  await signOut(desktop);
  const left = await desktop.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('cart')));
  expect(left).toEqual([]);
  await desktop.context().close();
  await phone.context().close();
});

test('lines added while the server cannot be reached are merged after the next sign-in, and the dealer is told', async ({
  browser,
}) => {
  // the cart the server holds, filled on one device
  const office = await device(browser, 'desktop');
  await signIn(office, demoDealer);
  await openModelPage(office, model);
  await addToCart(office, camera, 2);
  await expect.poll(() => serverLines(office)).toEqual([[camera, 2]]);
  await office.context().close();

  // another device signs in while the cart's address is out of reach: what is added there stays on it
  const page = await device(browser, 'desktop');
  await page.route('**/api/cart', (route) => route.abort('internetdisconnected'));
  await signIn(page, demoDealer, { keepServerCart: true });
  await openModelPage(page, model);
  await addToCart(page, screen, 1);
  await addToCart(page, camera, 1);
  await expect(badge(page)).toHaveText('2');
  await signOut(page);
  await page.unroute('**/api/cart');

  // the next sign-in: the server's cart with this device's lines merged in (the larger quantity of the camera)
  await signIn(page, demoDealer, { keepServerCart: true });
  const told = page.getByText('Sepetiniz birleştirildi: bu cihazda eklediğiniz 1 kalem, hesabınızdaki sepete eklendi.');
  await expect(told).toBeVisible();
  await expect(badge(page)).toHaveText('3');
  await expect
    .poll(() => serverLines(page))
    .toEqual([
      [camera, 2],
      [screen, 1],
    ]);
  await restingScreenshot(page, 'cart-sync-merged');
  await page.goto('/sepetim');
  await expect(cartLine(page, camera)).toBeVisible();
  await expect(cartLine(page, screen)).toBeVisible();
  await page.context().close();
});
