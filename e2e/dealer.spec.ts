import { expect, type Page, test } from '@playwright/test';
import { demoAccounts } from '../apps/server/src/seed/demo-users.ts';
import { demoDealer, findVariantRow, screenshot, setTheme, signIn, signOut } from './support.ts';

/** The second demo dealer (bayi2), who must never see the first one's cart. */
const otherDealer = demoAccounts[2];

const pickerSearch = (page: Page) => page.getByRole('combobox', { name: 'Model ara' });
const modelSearch = (page: Page) => page.getByPlaceholder('Bu modelde ara (ürün, varyant, stok kodu)');

/** From the home page to iPhone 13 Pro: its name typed into the model search, then its link. */
async function openIphone13Pro(page: Page) {
  await page.getByPlaceholder('Model ara (ör. iPhone 13)').fill('iphone 13 pro');
  await page.getByRole('link', { name: 'iPhone 13 Pro', exact: true }).click();
  await expect(page).toHaveURL(/\/model-products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'iPhone 13 Pro' })).toBeVisible();
}

test('the home search: Enter opens the first match, arrows move the highlighted one', async ({ page }) => {
  await signIn(page, demoDealer);
  const search = pickerSearch(page);

  // Enter right after typing, before the results are on screen, still opens the first match
  await search.fill('iphone 13 pro max');
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'iPhone 13 Pro Max' })).toBeVisible();

  await page.goto('/');
  await search.fill('iphone 13 pro');
  const options = page.getByRole('option');
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await search.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
  await expect(search).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '-');
  await expect(options.nth(1)).toBeInViewport();
  await expect(options.nth(1)).toContainText('iPhone 13 Pro Max');
  await screenshot(page, 'dealer-picker-highlight');
  await setTheme(page, true);
  // a reload restores the search from the URL; the highlight starts again at the first match of the settled list
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await search.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await screenshot(page, 'dealer-picker-highlight-dark');
  await setTheme(page, false);
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');

  await search.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await search.press('ArrowDown'); // past the last: back to the first
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await search.press('ArrowUp');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'iPhone 13 Pro Max' })).toBeVisible();
});

test('the model page: a search shows every match in every group, Enter adds, the tab shows the model', async ({
  page,
}) => {
  await signIn(page, demoDealer);
  await openIphone13Pro(page);
  await expect(page).toHaveTitle('iPhone 13 Pro · Parça B2B');

  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(3);
  const all = [
    'iPhone 13 Pro Ekran (LCD/OLED) Komple', // Yedek Parça
    'iPhone 13 Pro Temperli Cam Ekran Koruyucu', // Aksesuar
    'Ekran Ayırıcı Vantuz Seti', // Hırdavat
  ];
  for (const query of ['ekran', 'EKRAN']) {
    await modelSearch(page).fill(query);
    for (const name of all) await expect(page.getByText(name, { exact: true })).toBeVisible();
    await expect(tabs).toHaveCount(0);
    for (const group of ['Yedek Parça', 'Aksesuar', 'Hırdavat']) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${group}`) })).toBeVisible();
    }
    await expect(page.getByText('Aramanızla eşleşen 3 ürün, tüm gruplarda')).toBeVisible();
  }
  await modelSearch(page).fill('sarj');
  await expect(page.getByText('iPhone 13 Pro Şarj Soketi Bordu', { exact: true })).toBeVisible();
  await expect(page.getByText('20W USB-C Hızlı Şarj Adaptörü', { exact: true })).toBeVisible();

  await modelSearch(page).fill('ekran');
  await screenshot(page, 'dealer-model-search-ekran');

  // Enter in a quantity field adds that variant; the message names product, variant and quantity
  const oled = page.getByTestId('variant-APL-IP13PRO-EKR-OLD');
  await oled.getByLabel('Adet').fill('2');
  await oled.getByLabel('Adet').press('Enter');
  await expect(page.getByText('iPhone 13 Pro Ekran (LCD/OLED) Komple (OLED) — 2 adet sepete eklendi')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await expect(oled).toContainText('Sepette 2 adet');

  // an emptied search goes back to the tabs: the first group only
  await modelSearch(page).fill('');
  await expect(tabs).toHaveCount(3);
  await expect(page.getByRole('tab', { name: /Yedek Parça/, selected: true })).toBeVisible();
  await expect(page.getByText('Ekran Ayırıcı Vantuz Seti', { exact: true })).toBeHidden();

  // leaving the model gives the tab its page title back
  await page.getByRole('link', { name: 'Apple' }).click();
  await expect(page).toHaveTitle('Anasayfa · Parça B2B');
});

test('the cart belongs to the dealer who filled it', async ({ page }) => {
  await signIn(page, demoDealer);
  await openIphone13Pro(page);
  const camera = await findVariantRow(page, 'APL-IP13PRO-OKM-ORJ');
  await camera.getByLabel('Adet').fill('7');
  await camera.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(page.getByText('iPhone 13 Pro Ön Kamera (Orijinal) — 7 adet sepete eklendi')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('7');
  await page.goto('/');
  await signOut(page);

  // the other dealer on the same browser: an empty cart, nothing of the first one's anywhere
  await signIn(page, otherDealer);
  await expect(page.getByTestId('user-name')).toHaveText(otherDealer.name);
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
  await page.getByRole('link', { name: 'Sepetim (0 ürün)' }).click();
  await expect(page).toHaveURL(/\/sepetim$/);
  await expect(page.getByText('Ön Kamera')).toHaveCount(0);
  await screenshot(page, 'dealer-cart-after-switch');
  await page.goto('/');
  await setTheme(page, true);
  await page.goto('/sepetim');
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
  await expect(page.getByText('Ön Kamera')).toHaveCount(0);
  await screenshot(page, 'dealer-cart-after-switch-dark');
  await page.goto('/');
  await setTheme(page, false);
  await openIphone13Pro(page);
  await expect(await findVariantRow(page, 'APL-IP13PRO-OKM-ORJ')).not.toContainText('Sepette');
  await page.goto('/');
  await signOut(page);

  // the first dealer again: their cart is back
  await signIn(page, demoDealer);
  await expect(page.getByTestId('cart-badge')).toHaveText('7');
  await openIphone13Pro(page);
  await expect(await findVariantRow(page, 'APL-IP13PRO-OKM-ORJ')).toContainText('Sepette 7 adet');
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the model search and the home search on a phone, in dark mode', async ({ page }) => {
    await signIn(page, demoDealer);
    await setTheme(page, true);
    await pickerSearch(page).fill('iphone 13 pro');
    await expect(page.getByRole('option')).toHaveCount(2);
    await pickerSearch(page).press('ArrowDown');
    await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await screenshot(page, 'dealer-picker-highlight-mobile-dark');
    await pickerSearch(page).press('ArrowUp');
    await pickerSearch(page).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'iPhone 13 Pro' })).toBeVisible();
    await modelSearch(page).fill('ekran');
    // on a phone the third group's match is below the screen: the dealer jumps to it by its group
    await page
      .getByRole('navigation', { name: 'Gruplara göre sonuçlar' })
      .getByRole('button', { name: /^Hırdavat/ })
      .click();
    await expect(page.getByText('Ekran Ayırıcı Vantuz Seti', { exact: true })).toBeInViewport();
    await screenshot(page, 'dealer-model-search-ekran-mobile-dark');
    await setTheme(page, false);
    await modelSearch(page).fill('ekran');
    // on a phone the third group's match is below the screen: the dealer jumps to it by its group
    await page
      .getByRole('navigation', { name: 'Gruplara göre sonuçlar' })
      .getByRole('button', { name: /^Hırdavat/ })
      .click();
    await expect(page.getByText('Ekran Ayırıcı Vantuz Seti', { exact: true })).toBeInViewport();
    await screenshot(page, 'dealer-model-search-ekran-mobile');
    await page.goto('/sepetim');
    await screenshot(page, 'dealer-cart-mobile');
  });
});
