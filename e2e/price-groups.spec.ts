import fs from 'node:fs';
import {
  catalogApi,
  discountedPrice,
  formatUsdCents,
  type ModelProductView,
  ordersApi,
  type PriceGroup,
  priceGroupsApi,
  ratesApi,
  toCents,
  toRateUnits,
} from '@parca/contract';
import { expect, test } from '@playwright/test';
import {
  apiCall,
  createDealer,
  demoAdmin,
  findVariantRow,
  pickOption,
  shootThreeWays,
  signIn,
  signOut,
  tokenOf,
} from './support.ts';

/**
 * Issue 22, price groups: the admin makes a group with a category rule and puts a dealer in it; the dealer sees and
 * orders at the net price; the order keeps it after the rule changes.
 */

const model = 'iPhone 13 Pro';
const groupName = `Ekran bayileri ${Date.now().toString(36)}`;
const state = {} as {
  dealer: Awaited<ReturnType<typeof createDealer>>;
  modelId: number;
  product: ModelProductView;
  stockCode: string;
  listCents: number;
  rateUnits: number;
  orderId: number;
};

test.beforeAll(async ({ request }) => {
  state.dealer = await createDealer(request, { name: 'Grup Bayisi', companyName: 'Grup GSM' });
  const token = state.dealer.adminToken;
  const [found] = await apiCall(request, token, catalogApi.getModels, { query: { search: model } });
  state.modelId = found.id;
  const view = await apiCall(request, token, catalogApi.getModelView, { params: { id: state.modelId } });
  // a product whose variant has stock, in a category the rule will name
  const product = view.products.find((p) => p.variants.some((v) => v.available > 3));
  expect(product, 'the demo has a product in stock on iPhone 13 Pro').toBeDefined();
  state.product = product as ModelProductView;
  const variant = state.product.variants.find((v) => v.available > 3);
  state.stockCode = variant?.stockCode ?? '';
  state.listCents = toCents(variant?.priceUsd ?? 0);
  state.rateUnits = toRateUnits((await apiCall(request, token, ratesApi.getDolarKuru, {})).dolarKuru);
});

const netAt = (percent: number) =>
  formatUsdCents(
    discountedPrice(state.listCents, 1, { discountBasisPoints: percent * 100, rateUnits: state.rateUnits }).net.usd,
  );

test('the admin makes a group with a category rule and puts a dealer in it', async ({ page }) => {
  await signIn(page, demoAdmin);
  await page.goto('/admin/fiyat-gruplari');
  await expect(page.getByRole('heading', { level: 1, name: 'Fiyat Grupları' })).toBeVisible();
  await page.getByRole('button', { name: 'Yeni grup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni fiyat grubu' });
  await dialog.getByLabel('Grup adı').fill(groupName);
  await dialog.getByRole('button', { name: 'Kural ekle' }).click();
  await pickOption(page, 'Seçim', state.product.category.name, dialog);
  await dialog.getByLabel('İskonto (%)').fill('10');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(groupName) });
  await expect(row).toContainText(`Kategori: ${state.product.category.name} %10`);
  await shootThreeWays(page, 'price-groups', async () => {
    await expect(page.getByRole('row', { name: new RegExp(groupName) }).first()).toBeVisible();
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/users/${state.dealer.id}`);
  const profile = page.locator('.usr-profile');
  await pickOption(page, 'Fiyat grubu', groupName, profile);
  await profile.getByRole('button', { name: 'Kaydet' }).click();
  await expect(
    page
      .getByText('Kullanıcı kaydedildi')
      .or(page.getByText(/kaydedildi/))
      .first(),
  ).toBeVisible();
  const token = await tokenOf(page);
  const groups = await apiCall(page.request, token, priceGroupsApi.listPriceGroups, {});
  expect(groups.find((g: PriceGroup) => g.name === groupName)?.dealerCount).toBe(1);

  // "Bayi gözüyle bak": the admin sees the dealer's net price on the model page
  await page.goto(`/model-products/${state.modelId}`);
  await pickOption(page, 'Bayi gözüyle bak', 'Grup Bayisi');
  const adminRow = await findVariantRow(page, state.stockCode);
  await expect(adminRow.locator('.dp-net')).toHaveText(netAt(10));
  await page.getByTestId('as-dealer').getByLabel('Bayi gözüyle bak').hover();
  await page.locator('[data-testid="as-dealer"] .ant-select-clear').click();
  await signOut(page);
});

test('the dealer sees and orders at the net price; the order keeps it after the rule changes', async ({ page }) => {
  await signIn(page, state.dealer);
  await page.goto(`/model-products/${state.modelId}`);
  const row = await findVariantRow(page, state.stockCode);
  await expect(row.locator('.dp-net')).toHaveText(netAt(10));
  await expect(row.locator('.dp-list')).toContainText(formatUsdCents(state.listCents));
  await row.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(row).toContainText('Sepette 1 adet');
  await page.goto('/sepetim');
  await expect(page.getByTestId(`cart-line-${state.stockCode}`).locator('.dp-net').first()).toHaveText(netAt(10));
  await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
  await expect(page).toHaveURL(/\/my-orders\?order=\d+$/);
  state.orderId = Number(new URL(page.url()).searchParams.get('order'));
  const dealerToken = await tokenOf(page);
  const placed = await apiCall(page.request, dealerToken, ordersApi.getOrder, { params: { id: state.orderId } });
  expect(placed.lines[0]).toMatchObject({ ruleKind: 'category', discountPercent: 10, unitPriceCents: state.listCents });

  // the admin changes the rule: the order keeps what it was placed at; the model page shows the new price
  const adminToken = state.dealer.adminToken;
  const group = (await apiCall(page.request, adminToken, priceGroupsApi.listPriceGroups, {})).find(
    (g: PriceGroup) => g.name === groupName,
  ) as PriceGroup;
  await apiCall(page.request, adminToken, priceGroupsApi.updatePriceGroup, {
    body: { id: group.id, name: group.name, rules: [{ ...group.rules[0], discountPercent: 20 }] },
  });
  const after = await apiCall(page.request, dealerToken, ordersApi.getOrder, { params: { id: state.orderId } });
  expect(after.lines).toEqual(placed.lines);
  expect(after.totals).toEqual(placed.totals);
  await page.reload();
  await expect(page.locator('.ord-detail-foot')).toBeVisible();
  await expect(page.getByText(netAt(10)).first()).toBeVisible();
  await shootThreeWays(page, 'price-groups-order', async () => {
    await expect(page.locator('.ord-detail-foot')).toBeVisible();
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/model-products/${state.modelId}`);
  const again = await findVariantRow(page, state.stockCode);
  await expect(again.locator('.dp-net')).toHaveText(netAt(20));
});

test('"Fiyat listem" shows the net price, filters by category and downloads the list', async ({ page }) => {
  await signIn(page, state.dealer);
  await page.getByRole('link', { name: 'Fiyat Listem' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fiyat Listem' })).toBeVisible();
  await pickOption(page, 'Kategori', state.product.category.name);
  await pickOption(page, 'Model', model);
  const row = page.getByRole('row', { name: new RegExp(state.stockCode) });
  await expect(row.locator('.dp-net')).toHaveText(netAt(20));
  await expect(row).toContainText('%20');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV indir' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('fiyat-listem.csv');
  const text = fs.readFileSync(await file.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text).toContain(`${state.stockCode};`);
  await shootThreeWays(page, 'price-list', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Fiyat Listem' })).toBeVisible();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
  });
});
