import { catalogApi, type ModelVariantView, type Order, ordersApi, stocksApi } from '@parca/contract';
import { expect, type Page, test } from '@playwright/test';
import {
  apiCall,
  createDealer,
  demoAdmin,
  phoneScreen,
  pickOption,
  screenshot,
  setTheme,
  shootThreeWays,
  signIn,
  tokenFor,
} from './support.ts';

/**
 * Issue 21, shipping: the warehouse picks a confirmed order by shelf, the admin ships it with a tracking number, the
 * dealer follows the carrier's link, and the admin marks it delivered.
 */
test.describe.configure({ mode: 'serial' });

const model = 'iPhone 13 Pro';
const trackingNo = '4471 2290/55';
let dealer: Awaited<ReturnType<typeof createDealer>>;
const state = { order: undefined as unknown as Order, near: '', far: '' };

const detailOf = (page: Page) => page.getByRole('region', { name: `${state.order.orderNo} ayrıntıları` });

test.beforeAll(async ({ request }) => {
  // a dealer of the spec's own: the demo dealers' orders in the other specs stay as they are
  dealer = await createDealer(request, { name: 'Kargo Deneme', companyName: 'Deneme GSM' });
  const admin = dealer.adminToken;
  const [found] = await apiCall(request, admin, catalogApi.getModels, { query: { search: model } });
  const view = await apiCall(request, admin, catalogApi.getModelView, { params: { id: found.id } });
  const plenty = view.products
    .flatMap((p) => p.variants)
    .filter((v: ModelVariantView) => v.available > 20)
    .slice(0, 2);
  expect(plenty, 'two well-stocked variants on iPhone 13 Pro').toHaveLength(2);
  // the first line's code sorts first, but its shelf is further along the aisle: the pick list goes by shelf
  const [first, second] = [...plenty].sort((a, b) => (a.stockCode < b.stockCode ? -1 : 1));
  state.far = first.stockCode;
  state.near = second.stockCode;
  const stockIds = await Promise.all(
    [first, second].map(async (v) => {
      const { items } = await apiCall(request, admin, stocksApi.getStocks, { query: { search: v.stockCode } });
      return items.find((s) => s.stockCode === v.stockCode)?.id as number;
    }),
  );
  await apiCall(request, admin, stocksApi.bulkUpdateStocks, {
    body: {
      items: [
        { stockId: stockIds[0], location: 'B-12' },
        { stockId: stockIds[1], location: 'A-3' },
      ],
    },
  });
  const placed = await apiCall(request, await tokenFor(request, dealer), ordersApi.createOrder, {
    body: {
      lines: [first, second].map((v) => ({ productVariantId: v.productVariantId, quantity: 1 })),
      note: 'Kargo deneme siparişi',
    },
  });
  state.order = await apiCall(request, admin, ordersApi.confirmOrder, { params: { id: placed.id }, body: {} });
});

test('the admin picks by shelf and ships with a tracking number', async ({ page }) => {
  await signIn(page, demoAdmin);
  await page.goto(`/admin/orders?search=${state.order.orderNo}`);
  const detail = detailOf(page);
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Teslim edildi', exact: true })).toHaveCount(0);

  await detail.getByRole('button', { name: 'Toplama Listesi', exact: true }).click();
  const pick = page.getByRole('dialog', { name: `Toplama Listesi: ${state.order.orderNo}` });
  const rows = pick.getByRole('table', { name: 'Toplama Listesi' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('A-3');
  await expect(rows.nth(0)).toContainText(state.near);
  await expect(rows.nth(1)).toContainText('B-12');
  await expect(rows.nth(1)).toContainText(state.far);
  // the dialog as seen (a full-page picture resizes the window, which the open dialog does not survive)
  await page.screenshot({ path: 'e2e/screenshots/shipping-pick-list.png' });
  await pick.locator('.ant-modal-footer').getByRole('button', { name: 'Kapat', exact: true }).click();
  await expect(pick).toBeHidden();

  await detail.getByRole('button', { name: 'Kargoya ver', exact: true }).click();
  const ship = page.getByRole('dialog', { name: `Kargoya ver: ${state.order.orderNo}` });
  await pickOption(page, 'Kargo firması', 'Yurtiçi Kargo', ship);
  await ship.getByLabel('Takip numarası').fill(trackingNo);
  await ship.getByLabel('Koli sayısı').fill('2');
  await ship.getByLabel('Kargo notu').fill('Biri kırılacak eşya');
  await page.screenshot({ path: 'e2e/screenshots/shipping-ship-modal.png' });
  await ship.getByRole('button', { name: 'Kargoya ver', exact: true }).click();
  await expect(page.getByText(`${state.order.orderNo} kargoya verildi`)).toBeVisible();
  await expect(ship).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: state.order.orderNo }).first()).toContainText('Kargoya verildi');
  const shipment = detail.getByRole('region', { name: 'Kargo' });
  await expect(shipment).toContainText('Yurtiçi Kargo');
  await expect(shipment).toContainText(trackingNo);

  await page.reload();
  await shootThreeWays(page, 'shipping-admin', async () => {
    await expect(detailOf(page).getByRole('region', { name: 'Kargo' })).toContainText(trackingNo);
  });
});

test('the dealer follows the tracking link', async ({ page }) => {
  await signIn(page, dealer);
  await page.goto(`/my-orders?order=${state.order.id}`);
  const link = page.getByRole('link', { name: `${trackingNo} (kargo firmasının sayfasında izle)` });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute(
    'href',
    `https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=${encodeURIComponent(trackingNo)}`,
  );
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('region', { name: 'Kargo' })).toContainText('Biri kırılacak eşya');
  // the printed order carries the shipment too (the browser's dialog is left out, so the sheet stays)
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: 'Yazdır' }).first().click();
  const sheet = page.locator('.app-print');
  await expect(sheet).toContainText('Yurtiçi Kargo');
  await expect(sheet).toContainText(trackingNo);
  await expect(sheet).toContainText('Biri kırılacak eşya');
  await page.emulateMedia({ media: 'print' });
  await screenshot(page, 'shipping-dealer-print');
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('row').filter({ hasText: state.order.orderNo }).first()).toContainText('Kargoya verildi');
  await shootThreeWays(page, 'shipping-dealer', async () => {
    await expect(page.getByRole('link', { name: `${trackingNo} (kargo firmasının sayfasında izle)` })).toBeVisible();
  });
});

test('the admin marks it delivered, and keeps the carriers in the settings', async ({ page }) => {
  await signIn(page, demoAdmin);
  await page.goto(`/admin/orders?search=${state.order.orderNo}`);
  const detail = detailOf(page);
  await detail.getByRole('button', { name: 'Teslim edildi', exact: true }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Teslim edildi', exact: true }).click();
  await expect(page.getByText(`${state.order.orderNo} teslim edildi olarak işaretlendi`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: state.order.orderNo }).first()).toContainText('Teslim edildi');
  await expect(detail.getByRole('region', { name: 'Kargo' })).toContainText('Teslim edildi');

  await page.goto('/admin/ayarlar');
  const carriers = page.getByTestId('carrier-settings');
  await expect(carriers.getByRole('row').filter({ hasText: 'Yurtiçi Kargo' })).toContainText('sipariş');
  await carriers.getByRole('button', { name: 'Kargo firması ekle', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Yeni kargo firması' });
  const name = `E2E Kargo ${Date.now().toString(36)}`;
  await add.getByLabel('Kargo firması adı').fill(name);
  await add.getByLabel('Takip adresi').fill('https://kargo.example/takip');
  await add.getByRole('button', { name: 'Kargo firmasını kaydet', exact: true }).click();
  await expect(add).toContainText('{no}');
  await add.getByLabel('Takip adresi').fill('https://kargo.example/takip?no={no}');
  await add.getByRole('button', { name: 'Kargo firmasını kaydet', exact: true }).click();
  await expect(add).toBeHidden();
  const row = carriers.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('https://kargo.example/takip?no={no}');
  await row.getByRole('switch', { name: `${name} etkin` }).click();
  await expect(page.getByText(`${name} kapatıldı`)).toBeVisible();
  await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  await carriers.scrollIntoViewIfNeeded();
  await setTheme(page, true);
  await page.getByTestId('carrier-settings').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/shipping-carriers-dark.png' });
  await setTheme(page, false);
  await page.setViewportSize(phoneScreen);
  await page.getByTestId('carrier-settings').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/shipping-carriers-mobile.png' });
  // leave the demo as found: the carrier of this run goes again
  await page
    .getByTestId('carrier-settings')
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Sil' })
    .click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Sil', exact: true }).click();
  await expect(page.getByText(`${name} silindi`)).toBeVisible();
});
