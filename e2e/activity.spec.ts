import fs from 'node:fs';
import { ordersApi, productsApi, Role, stocksApi, usersApi } from '@parca/contract';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  activeOptionOf,
  apiCall,
  confirmOrderAsAsked,
  createDealer,
  demoAdmin,
  settled,
  shootThreeWays,
  signIn,
  tokenFor,
} from './support.ts';

/**
 * The activity log (docs/domain.md#activity-log): an admin changes a stock's price, a product's name, a dealer's
 * credit limit and confirms an order, and each record's "Geçmiş" says who, when and before → after; the all-activity
 * page filters by kind of record and by who in the address and downloads the CSV.
 */

const run = Date.now().toString(36).toUpperCase();
const code = `E2E-ACT-${run}`;

/** Today in Istanbul as the log shows it: `27.11.2026`. */
const today = () =>
  new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'short' })
    .format(new Date())
    .padStart(10, '0');

/**
 * A record's "Geçmiş" panel opened by a click event, not a pointer: once (CI, phone width after the theme's reload) the
 * pointer waited out the test for the header to be "stable". Each test opens it by pointer first.
 */
async function openPanel(scope: Page | Locator) {
  const panel = scope.getByRole('button', { name: 'Geçmiş' });
  if ((await panel.getAttribute('aria-expanded')) !== 'true') await panel.dispatchEvent('click');
}

const stockRow = (page: Page) => page.getByRole('row').filter({ has: page.getByText(code, { exact: true }) });

test('a stock price change shows in its Geçmiş tab and on the activity page, which filters and exports it', async ({
  page,
}) => {
  const token = await tokenFor(page.request, demoAdmin);
  await apiCall(page.request, token, stocksApi.createStock, { body: { stockCode: code, quantity: 4, priceUsd: 5 } });
  await signIn(page, demoAdmin);

  await page.goto('/admin/stocks');
  await page.getByPlaceholder('Stok kodu ya da ürün adı ara').fill(code.toLowerCase());
  await stockRow(page).getByRole('button', { name: 'Düzenle' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Fiyat (USD)').fill('7,25');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Stok güncellendi')).toBeVisible();
  await expect(stockRow(page)).toContainText('$7,25');

  await stockRow(page).getByRole('button', { name: 'Hareketler' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'Stok hareketleri' });
  await settled(drawer);
  await drawer.getByRole('tab', { name: 'Geçmiş' }).click();
  const update = drawer.getByRole('row').filter({ hasText: 'Güncelleme' });
  await expect(update).toContainText(demoAdmin.name);
  await expect(update).toContainText('Fiyat $5,00 → $7,25');
  await expect(update).toContainText(today());
  await expect(drawer.getByRole('row').filter({ hasText: 'Oluşturma' })).toContainText('Miktar 4');
  await shootThreeWays(page, 'activity-stock-tab', () => expect(update).toBeVisible(), { live: true });
  await page.keyboard.press('Escape');

  // the page for all: the kind picked by keyboard is kept in the address
  await page.goto('/admin/islem-gecmisi');
  await expect(page.getByRole('heading', { level: 1, name: 'İşlem Geçmişi' })).toBeVisible();
  const kind = page.getByRole('combobox', { name: 'Kayıt türü' });
  await kind.click();
  await kind.fill('Stok');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/entity=stock/);
  await expect(page.locator('.act-filters-entity')).toContainText('Stok');
  const entry = page.getByRole('row').filter({ hasText: code }).filter({ hasText: 'Güncelleme' });
  await expect(entry).toContainText('$5,00 → $7,25');
  await expect(page.getByRole('row').filter({ hasText: 'Sipariş #' })).toHaveCount(0);
  await shootThreeWays(page, 'activity-page', () => expect(entry).toBeVisible());

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV indir' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('islem-gecmisi.csv');
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Tarih;Kullanıcı;Kayıt Türü;Kayıt No;İşlem;Özet;Değişiklikler (önce → sonra)');
  const row = lines.find((l) => l.includes(code) && l.includes('Güncelleme'));
  expect(row).toContain(`;${demoAdmin.name};Stok;`);
  expect(row).toContain('Fiyat: $5,00 → $7,25');
  expect(
    lines
      .slice(1)
      .filter(Boolean)
      .every((l) => l.includes(';Stok;')),
  ).toBe(true);
});

test("a dealer's credit limit set by an admin shows in the Geçmiş panel of the user's page", async ({ page }) => {
  const dealer = await createDealer(page.request, { name: `Aktivite Bayi ${run}`, companyName: 'Aktivite Ltd' });
  await apiCall(page.request, dealer.adminToken, usersApi.updateUser, {
    params: { id: dealer.id },
    body: { creditLimitUsd: 2500 },
  });
  await signIn(page, demoAdmin);
  await page.goto(`/admin/users/${dealer.id}`);
  await page.getByRole('button', { name: 'Geçmiş' }).click();
  const limit = page.getByRole('row').filter({ hasText: 'Güncelleme' });
  await expect(limit).toContainText('Risk limiti $2.500,00');
  await expect(limit).toContainText(demoAdmin.name);
  await expect(page.getByRole('row').filter({ hasText: 'Oluşturma' })).toContainText(`Ad ${dealer.name}`);
  await shootThreeWays(page, 'activity-user-panel', async () => {
    await openPanel(page);
    await expect(limit).toBeVisible();
  });
});

/**
 * A product of this run (`tag` tells the tests' apart) with one variant of 50 on a stock of its own, on the first demo
 * product's category and model.
 */
async function productOfRun(request: APIRequestContext, token: string, tag: string) {
  const [sample] = (await apiCall(request, token, productsApi.getProducts, { query: { pageSize: 1 } })).items;
  const detail = await apiCall(request, token, productsApi.getProduct, { params: { id: sample.id } });
  const name = `E2E Aktivite Ürünü ${run} ${tag}`;
  const product = await apiCall(request, token, productsApi.createProduct, {
    body: { name, categoryId: sample.category.id, modelIds: [sample.models[0].id] },
  });
  const { productVariantId } = await apiCall(request, token, productsApi.addProductVariant, {
    body: {
      productId: product.id,
      variantId: detail.variants[0].variantId,
      stock: { stockCode: `E2E-ACT${tag}-${run}`, quantity: 50, priceUsd: 4 },
    },
  });
  return { id: product.id, name, productVariantId };
}

test("a product renamed by an admin shows who, when and the name before → after in the product's Geçmiş", async ({
  page,
}) => {
  const token = await tokenFor(page.request, demoAdmin);
  const product = await productOfRun(page.request, token, 'P');
  const renamed = `${product.name} Yeni`;
  await signIn(page, demoAdmin);
  await page.goto(`/admin/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByLabel('Ad', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Ürün kaydedildi')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  await page.getByRole('button', { name: 'Geçmiş' }).click();
  const history = page.locator('.act-panel');
  const rename = history.getByRole('row').filter({ hasText: 'Güncelleme' });
  await expect(rename).toHaveCount(1);
  await expect(rename).toContainText(`Ad ${product.name} → ${renamed}`);
  await expect(rename).toContainText(demoAdmin.name);
  await expect(rename).toContainText(today());
  await expect(history.getByRole('row').filter({ hasText: 'Oluşturma' })).toContainText(`Ad ${product.name}`);
  // the open panel follows the next save, without leaving the page
  await page.getByLabel('Ad', { exact: true }).fill(`${renamed} 2`);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(rename).toHaveCount(2);
  await expect(rename.first()).toContainText(`Ad ${renamed} → ${renamed} 2`);
  // the pictures without the toast over the page
  await page.reload();
  await shootThreeWays(page, 'activity-product-panel', async () => {
    await openPanel(page);
    await expect(rename.first()).toBeVisible();
  });
});

test("an order confirmed by an admin shows the status Beklemede → Onaylandı in the order's Geçmiş", async ({
  page,
}) => {
  const token = await tokenFor(page.request, demoAdmin);
  const product = await productOfRun(page.request, token, 'O');
  const dealer = await createDealer(page.request, { name: `Sipariş Bayi ${run}`, companyName: 'Sipariş Ltd' });
  const order = await apiCall(page.request, await tokenFor(page.request, dealer), ordersApi.createOrder, {
    body: { lines: [{ productVariantId: product.productVariantId, quantity: 2 }] },
  });
  await signIn(page, demoAdmin);
  await page.goto(`/admin/orders?search=${order.orderNo}`);
  // a search naming one order exactly opens it
  const detail = page.getByRole('region', { name: `${order.orderNo} ayrıntıları` });
  await confirmOrderAsAsked(page, order.orderNo);

  await detail.getByRole('button', { name: 'Geçmiş' }).click();
  const confirmed = detail.locator('.act-panel').getByRole('row').filter({ hasText: 'Beklemede → Onaylandı' });
  await expect(confirmed).toHaveCount(1);
  await expect(confirmed).toContainText('Onay');
  await expect(confirmed).toContainText('Durum Beklemede → Onaylandı');
  await expect(confirmed).toContainText(demoAdmin.name);
  await expect(confirmed).toContainText(today());
  // the pictures without the toast over the order (the search in the address opens it again)
  await page.reload();
  await shootThreeWays(page, 'activity-order-panel', async () => {
    await openPanel(detail);
    await expect(confirmed).toBeVisible();
  });
});

test('the activity page picks who by name among the admins, in the address, kept when coming back', async ({
  page,
}) => {
  // an admin of this run who changes a stock, then leaves (a Kullanıcı now, inactive): still one of the log's "who"
  const adminToken = await tokenFor(page.request, demoAdmin);
  const name = `Aktivite Yönetici ${run}`;
  const account = { email: `e2e-act-admin-${run.toLowerCase()}@example.com`, password: 'e2e-yonetici-sifre-1' };
  const created = await apiCall(page.request, adminToken, usersApi.createUser, {
    body: { email: account.email, name, role: Role.Admin },
  });
  await apiCall(page.request, null, usersApi.createPassword, {
    body: { token: created.newPasswordToken, password: account.password },
  });
  const theirCode = `E2E-ACTU-${run}`;
  await apiCall(page.request, await tokenFor(page.request, account), stocksApi.createStock, {
    body: { stockCode: theirCode, quantity: 1, priceUsd: 2 },
  });
  await apiCall(page.request, adminToken, usersApi.updateUser, {
    params: { id: created.id },
    body: { role: Role.Kullanici, active: false },
  });

  await signIn(page, demoAdmin);
  await page.goto('/admin/islem-gecmisi');
  const who = page.getByRole('combobox', { name: 'Kullanıcı' });
  const field = page.locator('.act-filters-user');
  // by keyboard: the search goes to the server, Enter takes the highlighted option once it is the one looked for
  await who.click();
  await who.fill(`aktivite yonetici ${run.toLowerCase()}`);
  await expect(await activeOptionOf(page, who)).toHaveText(name);
  await who.press('Enter');
  await expect(page).toHaveURL(new RegExp(`userId=${created.id}(&|$)`));
  await expect(field).toContainText(name);
  const rows = page.locator('.ant-table-tbody').getByRole('row');
  await expect(rows.filter({ hasText: theirCode })).toContainText(name);
  await expect(rows).toHaveCount(1);
  await shootThreeWays(page, 'activity-page-user', () => expect(rows.filter({ hasText: theirCode })).toBeVisible());

  // away and back: the address keeps the filter and the field names them again
  await page.goto('/admin/stocks');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`userId=${created.id}(&|$)`));
  await expect(field).toContainText(name);
  await expect(rows.filter({ hasText: theirCode })).toBeVisible();
  await expect(rows).toHaveCount(1);

  await page.getByRole('button', { name: 'Süzgeçleri temizle' }).click();
  await expect(page).not.toHaveURL(/userId=/);
  await expect(rows.filter({ hasText: demoAdmin.name }).first()).toBeVisible();
});
