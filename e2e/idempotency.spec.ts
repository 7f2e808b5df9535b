import { ordersApi, paymentsApi, type StockCodeMatch } from '@parca/contract';
import { expect, type Page, test } from '@playwright/test';
import {
  apiCall,
  createDealer,
  demoAdmin,
  findVariantRow,
  restingScreenshot,
  signIn,
  signOut,
  tokenOf,
} from './support.ts';

/**
 * Issue 18: one order per tap. A double click on "Siparişi Tamamla" and on a payment dialog's "Kaydet" sends one
 * request (with its Idempotency-Key) and makes one order or one payment, with one success toast.
 */
test.describe.configure({ mode: 'serial' });

/** A dealer of this spec's own: the demo dealers' orders and payments are counted by other specs. */
let dealer: Awaited<ReturnType<typeof createDealer>>;
test.beforeAll(async ({ request }) => {
  dealer = await createDealer(request, { name: 'Tek Tık', companyName: 'Tek Tık GSM' });
});
/** Cheap iPhone 13 Pro parts; the test orders the first the demo has in stock (its quantities are random). */
const candidates = ['HOP-ORJ', 'AHZ-ORJ', 'LNS-STD', 'FLX-ORJ', 'FLX-OEM', 'SIM-SYH'].map((c) => `APL-IP13PRO-${c}`);

/** The first candidate the dealer can order two of. */
async function partInStock(page: Page, token: string): Promise<string> {
  const res = await page.request.post('/api/orders/stock-codes', {
    headers: { Authorization: `Bearer ${token}` },
    data: { codes: candidates },
  });
  const { items } = (await res.json()) as { items: StockCodeMatch[] };
  const found = items.find((m) => m.problem === null && m.available >= 2);
  if (!found) throw new Error(`none of ${candidates.join(', ')} is in stock in the demo data`);
  return found.stockCode;
}

/** Counts the page's requests to `path` with `method` from now on. */
function countRequests(page: Page, method: string, path: string) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname === path) seen.push(r.headers()['idempotency-key'] ?? '');
  });
  return seen;
}

test('a double click on "Siparişi Tamamla" places one order, with one toast', async ({ page }) => {
  await signIn(page, dealer);
  const token = await tokenOf(page);
  const before = (await apiCall(page.request, token, ordersApi.getMyOrders)).total;
  const part = await partInStock(page, token);

  await page.getByPlaceholder('Model ara (ör. iPhone 13)').fill('iphone 13 pro');
  await page.getByRole('link', { name: 'iPhone 13 Pro', exact: true }).click();
  const row = await findVariantRow(page, part);
  await row.getByLabel('Adet').fill('2');
  await row.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(row).toContainText('Sepette 2 adet');

  await page.goto('/sepetim');
  await expect(page.getByTestId(`cart-line-${part}`)).toBeVisible();
  const submit = page.getByRole('button', { name: 'Siparişi Tamamla' });
  await expect(submit).toBeEnabled();
  const posted = countRequests(page, 'POST', '/api/orders');
  await submit.dblclick();
  await expect(page).toHaveURL(/\/my-orders\?order=\d+$/);
  const placed = page.getByText(/^Siparişiniz alındı: SP-\d{4}-\d{6}$/);
  await expect(placed).toBeVisible();
  // every request a second click would have made has been sent by now
  expect(posted).toHaveLength(1);
  expect(posted[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect((await apiCall(page.request, token, ordersApi.getMyOrders)).total).toBe(before + 1);
  await expect(placed).toHaveCount(1);
  await expect(page.locator('.kit-toast-error')).toHaveCount(0);
  await restingScreenshot(page, 'idempotency-one-order');
  await signOut(page);
});

test('a double click on the payment dialog\'s "Kaydet" records one payment', async ({ page }) => {
  await signIn(page, demoAdmin);
  const token = await tokenOf(page);
  const dealerId = dealer.id;
  const paymentsOf = async () =>
    (await apiCall(page.request, token, paymentsApi.getPayments, { query: { dealerId } })).total;
  const before = await paymentsOf();

  await page.goto(`/admin/users/${dealerId}`);
  await page.getByRole('button', { name: 'Tahsilat ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tahsilat ekle' });
  await dialog.getByLabel('Tutar', { exact: true }).fill('250,00');
  const method = dialog.getByRole('combobox', { name: 'Ödeme yöntemi' });
  await method.click();
  await method.press('Enter');
  const posted = countRequests(page, 'POST', '/api/users/addPayment');
  // two clicks within one task, before React can render the button busy: a fast double tap on a slow phone
  await dialog.getByRole('button', { name: 'Kaydet' }).evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await expect(dialog).toBeHidden();
  const saved = page.getByText(/^Tahsilat kaydedildi: T-\d{4}-\d{6}$/);
  await expect(saved).toBeVisible();
  expect(posted).toHaveLength(1);
  expect(posted[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(await paymentsOf()).toBe(before + 1);
  await expect(saved).toHaveCount(1);
  await expect(page.locator('.kit-toast-error')).toHaveCount(0);
  await restingScreenshot(page, 'idempotency-one-payment');
});
