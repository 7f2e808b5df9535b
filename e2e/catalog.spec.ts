import { normaliseStockCode } from '@parca/contract';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { demoAdmin, demoDealer, findVariantRow, pickOption, screenshot, setTheme, signIn } from './support.ts';

test.describe.configure({ mode: 'serial' });

/** Names unique to this run, so the spec can run against a database that already has data. */
const run = Date.now().toString(36).toUpperCase();
const names = {
  brand: `Nokia ${run}`,
  series: 'G Serisi',
  model: `Nokia G42 ${run}`,
  category: `Ön Panel ${run}`,
  variant: `Servis Paketi ${run}`,
  product: `Nokia G42 Ön Panel Ekran ${run}`,
  stockCode: `nk g42 ${run.toLowerCase()}`,
};
/** What the server stores: Turkish upper case (i → İ), no spaces. */
const stockCode = normaliseStockCode(names.stockCode);

async function openDialog(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** An option of a dialog's antd Select, by keyboard (support.ts' pickOption). */
const pick = (page: Page, label: string, option: string, scope = page.getByRole('dialog')) =>
  pickOption(page, label, option, scope);

async function save(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('an admin builds brand → series → model → category → variant → product with stock and image', async ({ page }) => {
  // Seven screens and an image conversion in one walk: ~25 s on an idle machine, past 60 s on a loaded one.
  test.setTimeout(120_000);
  await signIn(page, demoAdmin);

  await page.goto('/admin/brands');
  let dialog = await openDialog(page, 'Yeni Marka');
  await dialog.getByLabel('Ad', { exact: true }).fill(names.brand);
  await save(page);
  await page.getByPlaceholder('Marka ara').fill(names.brand);
  await expect(page.getByRole('cell', { name: names.brand })).toBeVisible();
  // The same name again, in other letter case, is refused with the server's Turkish message.
  dialog = await openDialog(page, 'Yeni Marka');
  await dialog.getByLabel('Ad', { exact: true }).fill(names.brand.toLocaleUpperCase('tr-TR'));
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('adında bir marka zaten var').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await screenshot(page, 'admin-brands');

  await page.goto('/admin/series');
  await openDialog(page, 'Yeni Seri');
  await pick(page, 'Marka', names.brand);
  await page.getByRole('dialog').getByLabel('Ad', { exact: true }).fill(names.series);
  await save(page);

  await page.goto('/admin/models');
  await openDialog(page, 'Yeni Model');
  await pick(page, 'Seri', names.series);
  await page.getByRole('dialog').getByLabel('Ad', { exact: true }).fill(names.model);
  await save(page);
  await page.getByPlaceholder('Model ara').fill(names.model);
  await expect(page.getByRole('link', { name: names.model })).toBeVisible();

  await page.goto('/admin/categories');
  await openDialog(page, 'Yeni Kategori');
  await page.getByRole('dialog').getByLabel('Ad', { exact: true }).fill(names.category);
  await pick(page, 'Grup', 'Yedek Parça');
  await save(page);

  await page.goto('/admin/variants');
  await openDialog(page, 'Yeni Varyant');
  await page.getByRole('dialog').getByLabel('Ad', { exact: true }).fill(names.variant);
  await save(page);

  await page.goto('/admin/products');
  await openDialog(page, 'Yeni Ürün');
  await page.getByRole('dialog').getByLabel('Ad', { exact: true }).fill(names.product);
  await page.getByRole('dialog').getByLabel('Açıklama').fill('Çerçeveli, ön kamera delikli servis ekranı.');
  await pick(page, 'Kategori', names.category);
  await pick(page, 'Modeller', names.model);
  // Close the multi-select's list without Escape, which would also close the dialog.
  await page.getByRole('dialog').getByText('Yeni Ürün', { exact: true }).click();
  await save(page);
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);

  await openDialog(page, 'Varyant Ekle');
  await pick(page, 'Varyant', names.variant);
  await page.getByRole('dialog').getByLabel('Stok Kodu').fill(names.stockCode);
  await page.getByRole('dialog').getByLabel('Miktar').fill('12');
  await page.getByRole('dialog').getByLabel('Fiyat (USD)').fill('24,90');
  await save(page);
  const row = page.getByTestId(`pv-${stockCode}`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('$24,90');

  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#10b981' } })
    .png()
    .toBuffer();
  await row.locator('input[type=file]').setInputFiles({ name: 'ekran.png', mimeType: 'image/png', buffer: png });
  await expect(row.locator('img[src*="/api/images/"]')).toBeVisible();
  await screenshot(page, 'admin-product-detail');
  await setTheme(page, true);
  await screenshot(page, 'admin-product-detail-dark');
  await setTheme(page, false);
});

test('a dealer finds the model by search, sees the product and adds 2 to the cart', async ({ page }) => {
  await signIn(page, demoDealer);
  await page.getByPlaceholder('Model ara (ör. iPhone 13)').fill(names.model.toLocaleLowerCase('tr-TR'));
  await page
    .getByRole('link', { name: new RegExp(names.model) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/model-products\/\d+$/);
  await expect(page.getByText(names.product)).toBeVisible();

  const row = await findVariantRow(page, stockCode);
  await expect(row).toContainText('Stokta');
  await expect(row).toContainText('$24,90');
  await expect(row.locator('img')).toBeVisible();
  await row.getByLabel('Adet').fill('2');
  await row.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  // each user's cart is stored under cart:<user id>
  const cart = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('cart:'));
    return JSON.parse((key && localStorage.getItem(key)) || '[]');
  });
  expect(cart).toEqual([expect.objectContaining({ stockCode, quantity: 2 })]);
  await screenshot(page, 'dealer-model-products');
  await setTheme(page, true);
  await screenshot(page, 'dealer-model-products-dark');
  await setTheme(page, false);
  await page.evaluate(() => localStorage.removeItem('cart'));
});

test('the admin finds the new stock and product in the server-paged lists', async ({ page }) => {
  await signIn(page, demoAdmin);
  await page.goto('/admin/stocks');
  await page.getByPlaceholder('Stok kodu ya da ürün adı ara').fill(stockCode.toLocaleLowerCase('tr-TR'));
  await expect(page.getByRole('cell', { name: stockCode })).toBeVisible();
  await expect(page.getByText('Toplam 1 kayıt').first()).toBeVisible();
  await page.getByRole('button', { name: 'Hareketler' }).click();
  await expect(page.getByText('İlk giriş')).toBeVisible();
  await screenshot(page, 'admin-stocks-movements');
  await page.keyboard.press('Escape');

  await page.goto('/admin/products');
  await page.getByPlaceholder('Ürün adı ya da stok kodu ara').fill(names.product);
  await expect(page.getByRole('link', { name: names.product })).toBeVisible();
  await screenshot(page, 'admin-products');
});

test('the model search folds Turkish letters and empties when the dealer goes home', async ({ page }) => {
  await signIn(page, demoDealer);
  const search = page.getByPlaceholder('Model ara (ör. iPhone 13)');
  await search.fill('İPHONE 13 pro');
  await expect(page.getByRole('link', { name: /iPhone 13 Pro/ }).first()).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=/);
  await page.getByRole('link', { name: 'Anasayfa' }).click();
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(search).toHaveValue('');
});

test('the admin sorts the product list on the server, and the sort stays in the address', async ({ page }) => {
  await signIn(page, demoAdmin);
  await page.goto('/admin/products');
  const firstName = () => page.getByRole('row').nth(1).getByRole('link').first().textContent();
  const ascending = await firstName();
  await page.getByRole('columnheader', { name: /Ürün/ }).first().click();
  await expect(page).toHaveURL(/[?&]sort=-name/);
  await expect.poll(firstName).not.toBe(ascending);
  await page.reload();
  await expect(page.getByRole('columnheader', { name: /Ürün/ }).first()).toHaveAttribute('aria-sort', 'descending');
});

test('a select whose list failed to load says so and loads again on "Tekrar dene"', async ({ page }) => {
  await signIn(page, demoAdmin);
  // The brand list answers 503 until the route is lifted: a server restarting behind a proxy.
  await page.route('**/api/brands', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Sunucu geçici olarak yanıt vermiyor.', code: 'UNAVAILABLE' }),
    }),
  );
  await page.goto('/admin/series');
  const dialog = await openDialog(page, 'Yeni Seri');
  await dialog.getByLabel('Marka', { exact: true }).click();
  const failure = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByRole('alert');
  await expect(failure).toContainText('Sunucu geçici olarak yanıt vermiyor.');
  await screenshot(page, 'admin-lookup-failed');
  await page.unroute('**/api/brands');
  await failure.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(
    page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: 'Apple' }),
  ).toBeVisible();
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('admin lists stay usable on a phone', async ({ page }) => {
    await signIn(page, demoAdmin);
    for (const [url, name] of [
      ['/admin/stocks', 'admin-stocks-mobile'],
      ['/admin/products', 'admin-products-mobile'],
      ['/admin/models', 'admin-models-mobile'],
    ]) {
      await page.goto(url);
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await screenshot(page, name);
    }
    await setTheme(page, true);
    await screenshot(page, 'admin-models-mobile-dark');
    await setTheme(page, false);
  });

  test('the dealer picks brand, series and model and orders from a phone', async ({ page }) => {
    await signIn(page, demoDealer);
    await page.getByText('Apple', { exact: true }).first().click();
    await page.getByText('iPhone 13 Serisi').first().click();
    await screenshot(page, 'dealer-home-mobile');
    await page
      .getByRole('link', { name: /iPhone 13 Pro$|iPhone 13 Pro\b/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/model-products\/\d+$/);
    // the first product of the first tab, on the screen (rows further down are drawn as the dealer scrolls)
    await expect(page.getByText('iPhone 13 Pro Ahize', { exact: true })).toBeInViewport();
    await screenshot(page, 'dealer-model-products-mobile');
    await setTheme(page, true);
    await screenshot(page, 'dealer-model-products-mobile-dark');
    await setTheme(page, false);
  });
});
