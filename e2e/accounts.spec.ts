import fs from 'node:fs';
import path from 'node:path';
import {
  formatNumber,
  formatTryCents,
  formatUsdCents,
  ordersApi,
  PaymentMethod,
  paymentsApi,
  ratesApi,
  type Statement,
  toRateUnits,
  usdCentsToKurus,
  usersApi,
} from '@parca/contract';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import {
  activeOptionOf,
  apiCall,
  confirmOrderAsAsked,
  demoAdmin,
  findVariantRow,
  freshContext,
  restingScreenshot,
  screenshot,
  shootThreeWays,
  signIn,
  tokenOf,
} from './support.ts';

/**
 * Issue 11's flow on the demo data, one step after another: the admin creates a dealer with a credit limit and hands
 * out the invite link; the dealer sets a password in a browser of their own, signs in and orders; the admin confirms
 * and records a TL payment; the dealer's balance, statement and CSV export agree with the order and the payment;
 * a reset link changes the password once. Screenshots of every screen of the issue, light, dark and phone.
 */
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const dealer = {
  email: `e2e-bayi-${run}@example.com`,
  name: 'Kerem Yıldız',
  company: 'Yıldız Telekom (e2e)',
  phone: '0532 123 45 67',
  city: 'Bursa',
  /** A valid VKN (10 digits, check digit 4). */
  taxNumber: '1111111114',
  limitCents: 500_000,
  password: 'Kerem-2026!ilk',
  newPassword: 'Kerem-2026!yeni',
};
/** A part no other spec orders or counts: 4 of them. */
const part = { code: 'APL-IP13PRO-SRJ-ORJ', quantity: 4 };
/** The TL payment: 1.000,00 ₺ by bank transfer. */
const paymentKurus = 100_000;

/** Filled in as the flow goes. */
const state = {
  userId: 0,
  inviteLink: '',
  orderId: 0,
  orderNo: '',
  orderTotalCents: 0,
  /** The order's Genel toplam in TL and the rate it was priced at: what the statement shows for its debit. */
  orderTotalKurus: 0,
  orderRate: 0,
  /** The order's figures in USD cents, for the statement's note. */
  orderFigures: { subtotal: 0, discount: 0, kdv: 0, total: 0 },
  kdvPercent: 0,
  receiptNo: '',
  paymentUsdCents: 0,
  adminToken: '',
  dealerToken: '',
};
const balanceCents = () => state.orderTotalCents - state.paymentUsdCents;

/** Turkey's calendar day of an instant, `21.11.2026`, as the app shows and exports it. */
const turkishDay = (at: string | Date) =>
  new Intl.DateTimeFormat('tr-TR', {
    timeZone: 'Europe/Istanbul',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(at));

/** Cents the way Turkish Excel reads a number: `1234,56`, no thousands separator. */
const excelCents = (cents: number) => `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2).replace('.', ',')}`;
/** A dollar rate with its four decimals, the same way: `42,1500`. */
const excelRate = (rate: number) => rate.toFixed(4).replace('.', ',');

const formItem = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item').filter({ has: scope.page().getByLabel(label, { exact: true }) });

/** The balance card's figure under `label`. */
const figure = (page: Page, label: string) =>
  page.locator('.acc-figure').filter({ has: page.locator('dt').getByText(label, { exact: true }) });

const statementOnScreen = (page: Page) => page.locator('[aria-label="Cari hesap hareketleri"]');

/** A page of the dealer's own, in a browser of their own; closed after `use`. */
async function inOwnBrowser(browser: Browser, use: (page: Page) => Promise<void>) {
  const context = await freshContext(browser);
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The set-password page a link opens: the greeting, the account, a password twice, then the sign-in page. */
async function setPasswordThroughLink(page: Page, link: string, password: string, submit: string, done: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: `Merhaba ${dealer.name}` })).toBeVisible();
  await expect(page.getByLabel('Hesabınız')).toHaveValue(dealer.email);
  await page.getByLabel('Yeni şifre', { exact: true }).fill(password);
  await page.getByLabel('Yeni şifre tekrar').fill(password);
  await expect(page.getByText('Şifre gücü: Güçlü')).toBeVisible();
  await page.getByRole('button', { name: submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: done })).toBeVisible();
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(`/login?email=${encodeURIComponent(dealer.email)}`);
  await expect(page.getByLabel('E-posta')).toHaveValue(dealer.email);
}

async function signInOnLoginPage(page: Page, password: string) {
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

test('the admin creates a dealer with a credit limit and gets the invite link', async ({ page }) => {
  test.slow();
  await signIn(page, demoAdmin);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcılar' })).toBeVisible();
  await page.getByRole('button', { name: 'Yeni kullanıcı' }).click();

  const form = page.getByRole('dialog', { name: 'Yeni kullanıcı' });
  await form.getByLabel('E-posta').fill(dealer.email);
  await form.getByLabel('Ad Soyad').fill(dealer.name);
  await form.getByLabel('Firma adı').fill(dealer.company);
  await form.getByLabel('Telefon').fill(dealer.phone);
  await form.getByLabel('Vergi / T.C. kimlik no').fill(dealer.taxNumber);
  // a province picked by the keyboard: an option clicked while the list still animates gets lost
  const city = form.getByRole('combobox', { name: 'İl', exact: true });
  await city.click();
  await city.pressSequentially(dealer.city);
  await expect(await activeOptionOf(page, city)).toHaveText(dealer.city);
  await city.press('Enter');
  await expect(formItem(form, 'İl')).toContainText(dealer.city);
  await expect(formItem(form, 'Rol')).toContainText('Kullanıcı');
  await form.getByLabel('Risk limiti (USD)').fill('5.000');
  await form.getByRole('button', { name: 'Oluştur' }).click();

  const shown = page.getByRole('dialog', { name: /Kullanıcı oluşturuldu/ });
  await expect(shown).toContainText(`${dealer.name} için şifre belirleme bağlantısı hazır.`);
  state.inviteLink = await shown.getByLabel('Bağlantı').inputValue();
  expect(state.inviteLink).toMatch(new RegExp(`^${new URL(page.url()).origin}/newUser/newPassword/[\\w-]{20,}$`));
  const whatsapp = shown.getByRole('link', { name: "WhatsApp'ta paylaş" });
  const share = new URL((await whatsapp.getAttribute('href')) ?? '');
  expect(share.origin + share.pathname).toBe('https://wa.me/');
  expect(share.searchParams.get('text')).toContain(state.inviteLink);
  expect(share.searchParams.get('text')).toContain(`Merhaba ${dealer.name}`);

  await shootThreeWays(page, 'accounts-created-link', () => expect(shown.getByLabel('Bağlantı')).toBeVisible(), {
    live: true,
  });

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await shown.getByRole('button', { name: 'Kopyala' }).click();
  await expect(page.getByText('Bağlantı kopyalandı')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(state.inviteLink);

  await shown.getByRole('button', { name: 'Kullanıcıya git' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  state.userId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: dealer.name })).toBeVisible();
  await expect(page.getByText('Kullanıcı henüz şifresini belirlemedi.')).toBeVisible();

  // the server stored what the form said, normalised
  state.adminToken = await tokenOf(page);
  const saved = await apiCall(page.request, state.adminToken, usersApi.getUser, { params: { id: state.userId } });
  expect(saved).toMatchObject({
    email: dealer.email,
    companyName: dealer.company,
    phone: '+90 532 123 45 67',
    city: dealer.city,
    taxNumber: dealer.taxNumber,
    creditLimitCents: dealer.limitCents,
    balanceCents: 0,
    activated: false,
  });

  // waiting for a password, on the invitations tab
  await page.goto('/admin/users?tab=davet');
  await expect(page.getByRole('main')).toContainText(dealer.email);

  await page.goto('/admin/users');
  await shootThreeWays(page, 'accounts-users', () => expect(page.getByRole('main')).toContainText(dealer.company));
});

test('the dealer sets a password through the link in a browser of their own and signs in', async ({ browser }) => {
  test.slow();
  expect(state.inviteLink, 'the link of the first step').not.toBe('');
  await inOwnBrowser(browser, async (page) => {
    await page.goto(state.inviteLink);
    await expect(page.getByRole('heading', { level: 1, name: `Merhaba ${dealer.name}` })).toBeVisible();
    await shootThreeWays(page, 'accounts-set-password', () =>
      expect(page.getByRole('button', { name: 'Şifremi belirle' })).toBeVisible(),
    );

    // a repeat that differs is refused before anything is sent
    await page.getByLabel('Yeni şifre', { exact: true }).fill(dealer.password);
    await page.getByLabel('Yeni şifre tekrar').fill(`${dealer.password}x`);
    await expect(page.getByText('Şifreler eşleşmiyor')).toBeVisible();
    await restingScreenshot(page, 'accounts-set-password-typed');

    await setPasswordThroughLink(page, state.inviteLink, dealer.password, 'Şifremi belirle', 'Şifreniz belirlendi');
    await signInOnLoginPage(page, dealer.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('user-name')).toHaveText(dealer.name);
  });
});

test('the new dealer orders within their limit', async ({ page }) => {
  expect(state.userId, 'the dealer of the first step').toBeGreaterThan(0);
  await signIn(page, dealer);
  const figures = page.getByRole('region', { name: 'Günün rakamları' });
  await expect(figures).toContainText('Kullanılabilir limit');
  await expect(figures).toContainText('$5.000,00');

  await page.getByPlaceholder('Model ara (ör. iPhone 13)').fill('iphone 13 pro');
  await page.getByRole('link', { name: 'iPhone 13 Pro', exact: true }).click();
  const row = await findVariantRow(page, part.code);
  await row.getByLabel('Adet').fill(String(part.quantity));
  await row.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(row).toContainText(`Sepette ${part.quantity} adet`);

  await page.goto('/sepetim');
  await expect(page.getByTestId(`cart-line-${part.code}`)).toBeVisible();
  await expect(page.locator('.cart-limit')).toContainText('$5.000,00');
  await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
  await expect(page).toHaveURL(/\/my-orders\?order=\d+$/);
  state.orderId = Number(new URL(page.url()).searchParams.get('order'));
  state.orderNo = (await page.locator('[data-order-no]').first().getAttribute('data-order-no')) ?? '';
  expect(state.orderNo).toMatch(/^SP-\d{4}-\d{6}$/);

  state.dealerToken = await tokenOf(page);
  const order = await apiCall(page.request, state.dealerToken, ordersApi.getOrder, { params: { id: state.orderId } });
  expect(order.itemCount).toBe(part.quantity);
  state.orderTotalCents = order.totals.usd.total;
  state.orderTotalKurus = order.totals.try.total;
  state.orderRate = order.dolarKuru;
  state.orderFigures = order.totals.usd;
  state.kdvPercent = order.kdvPercent;
  expect(state.orderTotalCents).toBeGreaterThan(0);
  // pending, it holds part of the limit but is no debt yet
  const account = await apiCall(page.request, state.dealerToken, paymentsApi.getMyAccount);
  expect(account).toMatchObject({
    balanceCents: 0,
    pendingOrderCount: 1,
    pendingOrderCents: state.orderTotalCents,
    availableCents: dealer.limitCents - state.orderTotalCents,
  });
});

test('the admin confirms the order and records a TL payment', async ({ page }) => {
  test.slow();
  expect(state.orderNo, 'the order of the third step').not.toBe('');
  await signIn(page, demoAdmin);
  state.adminToken = await tokenOf(page);

  await page.goto('/admin/orders');
  await page.getByPlaceholder('Sipariş no, bayi adı ya da firma ara').fill(state.orderNo);
  await confirmOrderAsAsked(page, state.orderNo);

  const { dolarKuru } = await apiCall(page.request, state.adminToken, ratesApi.getDolarKuru);
  expect(dolarKuru).toBeGreaterThan(0);
  await page.goto(`/admin/users/${state.userId}`);
  await page.getByRole('button', { name: 'Tahsilat ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tahsilat ekle' });
  await expect(dialog.getByRole('radio', { name: 'TL' })).toBeChecked();
  // today's rate to start with, with its four decimals
  await expect(dialog.getByLabel('Dolar kuru')).toHaveValue(formatNumber(dolarKuru, 4));
  await expect(dialog.getByLabel('Ödeme tarihi')).toHaveValue(turkishDay(new Date()));
  await dialog.getByLabel('Tutar', { exact: true }).fill('1.000,00');
  const method = dialog.getByRole('combobox', { name: 'Ödeme yöntemi' });
  await method.click();
  await expect(await activeOptionOf(page, method)).toHaveText('Nakit');
  // the list opens on Nakit; Havale/EFT is the next one
  await method.press('ArrowDown');
  await method.press('Enter');
  await expect(formItem(dialog, 'Ödeme yöntemi')).toContainText('Havale/EFT');
  await dialog.getByLabel('Not').fill('Dekont 4711, Ziraat Bankası');
  const preview = dialog.getByText(/^Hesaba yazılacak: /);
  await expect(preview).toBeVisible();
  const previewText = await preview.textContent();
  await restingScreenshot(page, 'accounts-payment-dialog');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  const saved = page.getByText(/^Tahsilat kaydedildi: /);
  await expect(saved).toBeVisible();
  await expect(dialog).toBeHidden();

  const { items } = await apiCall(page.request, state.adminToken, paymentsApi.getPayments, {
    query: { dealerId: state.userId },
  });
  expect(items).toHaveLength(1);
  const [payment] = items;
  expect(payment).toMatchObject({
    currency: 'TRY',
    amountCents: paymentKurus,
    rate: dolarKuru,
    method: PaymentMethod.HavaleEft,
    paidAt: new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' }),
    note: 'Dekont 4711, Ziraat Bankası',
  });
  // lira ÷ rate, to the cent; the dialog said so before saving
  expect(payment.usdCents).toBe(Math.round(paymentKurus / dolarKuru));
  expect(previewText).toBe(`Hesaba yazılacak: ${formatUsdCents(payment.usdCents)}`);
  await expect(saved).toHaveText(`Tahsilat kaydedildi: ${payment.receiptNo}`);
  state.receiptNo = payment.receiptNo;
  state.paymentUsdCents = payment.usdCents;

  // the dealer's page: their balance, the order's debit and the payment's credit
  await page.reload();
  await expect(figure(page, 'Bakiye')).toContainText(formatUsdCents(balanceCents()));
  await expect(figure(page, 'Bakiye')).toContainText('Borç');
  await shootThreeWays(page, 'accounts-user-detail', async () => {
    await expect(statementOnScreen(page)).toContainText(state.receiptNo);
    await expect(statementOnScreen(page)).toContainText(state.orderNo);
  });

  await page.goto('/admin/payments');
  await shootThreeWays(page, 'accounts-payments', () => expect(page.getByRole('main')).toContainText(state.receiptNo));

  await page.goto('/');
  await shootThreeWays(page, 'accounts-dashboard-admin', () =>
    expect(page.getByRole('region', { name: 'Günün rakamları' })).toContainText(dealer.company),
  );
});

test("the dealer's balance, statement and CSV export agree with the order and the payment", async ({ page }) => {
  test.slow();
  expect(state.receiptNo, 'the payment of the fourth step').not.toBe('');
  await signIn(page, dealer);
  state.dealerToken = await tokenOf(page);
  const statement = await apiCall(page.request, state.dealerToken, paymentsApi.getMyStatement);
  const rate = statement.account.dolarKuru;
  const balance = balanceCents();

  // the ledger: the confirmed order's Genel toplam as debit, the payment's USD as credit, Σ = balance
  expect(statement.openingCents).toBe(0);
  expect(
    statement.entries.map((e) => ({ kind: e.kind, document: e.document, debit: e.debitCents, credit: e.creditCents })),
  ).toEqual([
    { kind: 'order', document: state.orderNo, debit: state.orderTotalCents, credit: 0 },
    { kind: 'payment', document: state.receiptNo, debit: 0, credit: state.paymentUsdCents },
  ]);
  expect(statement.entries.map((e) => e.balanceCents)).toEqual([state.orderTotalCents, balance]);
  // each entry with the lira that moved: the order's Genel toplam in TL at its rate, the payment's own lira
  expect(statement.entries.map((e) => [e.tryKurus, e.rate])).toEqual([
    [state.orderTotalKurus, state.orderRate],
    [paymentKurus, rate],
  ]);
  expect(statement.entries.reduce((sum, e) => sum + e.debitCents - e.creditCents, 0)).toBe(balance);
  expect(statement.closingCents).toBe(balance);
  expect(statement.account.balanceCents).toBe(balance);
  const user = await apiCall(page.request, state.adminToken, usersApi.getUser, { params: { id: state.userId } });
  expect(user.balanceCents).toBe(balance);
  writeStatementTable(statement);

  await page.goto('/my-payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Bakiye & Ödemeler' })).toBeVisible();
  const shownBalance = figure(page, 'Bakiye');
  await expect(shownBalance).toContainText(formatUsdCents(balance));
  await expect(shownBalance).toContainText('Borç');
  await expect(shownBalance).toContainText(formatTryCents(usdCentsToKurus(balance, toRateUnits(rate))));
  await expect(figure(page, 'Kullanılabilir limit')).toContainText(formatUsdCents(dealer.limitCents - balance));
  const table = page.getByRole('table', { name: 'Cari hesap hareketleri' });
  await expect(table.getByRole('row').filter({ hasText: state.orderNo })).toContainText(
    formatUsdCents(state.orderTotalCents),
  );
  await expect(table.getByRole('row').filter({ hasText: state.receiptNo })).toContainText(
    formatUsdCents(state.paymentUsdCents),
  );
  await expect(table.getByRole('row').filter({ hasText: state.receiptNo })).toContainText(formatTryCents(paymentKurus));
  await expect(table.getByRole('row').filter({ hasText: state.orderNo })).toContainText(
    formatTryCents(state.orderTotalKurus),
  );
  // only the closing balance converts at today's rate, and says so
  await expect(table).toContainText(
    `Bugünkü kurla (${formatNumber(rate, 4)}): ${formatTryCents(usdCentsToKurus(balance, toRateUnits(rate)))}`,
  );

  // the export: UTF-8 with BOM, `;`, Turkish decimals; the opening, the two entries, the closing
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV indir' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cari-ekstre-yildiz-telekom-e2e-.+\.csv$/);
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines.pop()).toBe('');
  const tl = (cents: number) => excelCents(usdCentsToKurus(cents, toRateUnits(rate)));
  const [order, paid] = statement.entries;
  expect(lines).toEqual([
    'Tarih;Belge No;Açıklama;Borç (USD);Alacak (USD);Borç (TL);Alacak (TL);Kur;Bakiye (USD);Bakiye (TL)',
    ';;Devir (açılış bakiyesi);;;;;;0,00;',
    `${turkishDay(order.occurredAt)};${state.orderNo};${order.description};${excelCents(state.orderTotalCents)};;${excelCents(state.orderTotalKurus)};;${excelRate(state.orderRate)};${excelCents(state.orderTotalCents)};`,
    `${turkishDay(paid.occurredAt)};${state.receiptNo};${paid.description};;${excelCents(state.paymentUsdCents)};;${excelCents(paymentKurus)};${excelRate(rate)};${excelCents(balance)};`,
    `${turkishDay(statement.generatedAt)};;Kapanış bakiyesi (TL bugünkü kurla);${excelCents(state.orderTotalCents)};${excelCents(state.paymentUsdCents)};;;${excelRate(rate)};${excelCents(balance)};${tl(balance)}`,
  ]);

  await page.reload();
  await shootThreeWays(page, 'accounts-my-payments', async () => {
    await expect(statementOnScreen(page)).toContainText(state.receiptNo);
    await expect(statementOnScreen(page)).toContainText(state.orderNo);
  });
  await page.goto('/');
  await shootThreeWays(page, 'accounts-dashboard-dealer', () =>
    expect(page.getByRole('region', { name: 'Günün rakamları' })).toContainText(formatUsdCents(balance)),
  );
});

test('a TL payment at a rate of its own: the statement shows the lira paid, its correction names that rate', async ({
  page,
}) => {
  test.slow();
  expect(state.userId, 'the dealer of the first step').toBeGreaterThan(0);
  await signIn(page, demoAdmin);
  state.adminToken = await tokenOf(page);
  const { dolarKuru: today } = await apiCall(page.request, state.adminToken, ratesApi.getDolarKuru);
  // paid at a rate other than today's: at today's rate its dollars would read another lira figure
  const own = Math.round((today + 1.2345) * 10_000) / 10_000;
  await page.goto(`/admin/users/${state.userId}`);
  await page.getByRole('button', { name: 'Tahsilat ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tahsilat ekle' });
  await expect(dialog.getByText('Bugünkü kurla dolduruldu', { exact: false })).toBeVisible();
  await dialog.getByLabel('Tutar', { exact: true }).fill('10.000,50');
  await dialog.getByLabel('Dolar kuru').fill(formatNumber(own, 4));
  const method = dialog.getByRole('combobox', { name: 'Ödeme yöntemi' });
  await method.click();
  await expect(await activeOptionOf(page, method)).toHaveText('Nakit');
  await method.press('Enter');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText(/^Tahsilat kaydedildi: /)).toBeVisible();
  await expect(dialog).toBeHidden();

  const { items } = await apiCall(page.request, state.adminToken, paymentsApi.getPayments, {
    query: { dealerId: state.userId },
  });
  const paid = items.find((p) => p.receiptNo !== state.receiptNo);
  expect(paid).toMatchObject({ currency: 'TRY', amountCents: 1_000_050, rate: own });
  const receiptNo = paid?.receiptNo ?? '';
  const usdCents = paid?.usdCents ?? 0;
  const statement = await apiCall(page.request, state.adminToken, paymentsApi.getUserStatement, {
    params: { id: state.userId },
  });
  expect(statement.entries.find((e) => e.document === receiptNo)).toMatchObject({
    creditCents: usdCents,
    tryKurus: 1_000_050,
    rate: own,
  });
  // what the old statement showed: the payment's dollars at today's rate
  expect(usdCentsToKurus(usdCents, toRateUnits(today))).not.toBe(1_000_050);
  // an adjustment is in dollars: no lira moved, the statement says so with a dash
  const adjusted = await page.request.post(`/api/users/${state.userId}/adjustments`, {
    headers: { Authorization: `Bearer ${state.adminToken}` },
    data: { direction: 'debit', amountUsd: 2.5, reason: 'Kargo bedeli (e2e)' },
  });
  expect(adjusted.status(), await adjusted.text()).toBe(201);
  const adjustment = await adjusted.json();
  expect(adjustment).toMatchObject({ debitCents: 250, tryKurus: null, rate: null });
  await page.reload();

  const row = statementOnScreen(page).getByRole('row').filter({ hasText: receiptNo });
  await expect(row).toContainText('10.000,50 ₺');
  await expect(row).toContainText(`kur ${formatNumber(own, 4)}`);
  await expect(row).not.toContainText(formatTryCents(usdCentsToKurus(usdCents, toRateUnits(today))));
  const usdRow = statementOnScreen(page).getByRole('row').filter({ hasText: 'Kargo bedeli (e2e)' });
  await expect(usdRow.getByRole('img', { name: 'Dolarla yapılan hareket: TL el değiştirmedi' })).toHaveText('—');
  await shootThreeWays(page, 'accounts-statement-lira', () => expect(statementOnScreen(page)).toContainText(receiptNo));

  // the printout shows the same figures: the browser's dialog is left out, so the sheet stays for the picture
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: 'Yazdır' }).click();
  // the sheet shows on paper only
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByRole('region', { name: `Cari Hesap Ekstresi ${dealer.company}` });
  const printed = sheet.getByRole('row').filter({ hasText: receiptNo });
  await expect(printed).toContainText('10.000,50 ₺');
  await expect(printed).toContainText(formatNumber(own, 4));
  await expect(sheet.getByRole('row').filter({ hasText: 'Kargo bedeli (e2e)' })).toContainText('—');
  await expect(sheet).toContainText('Kapanış bakiyesi (TL bugünkü kurla)');
  await expect(sheet).toContainText(`Bugünkü kurla (${formatNumber(today, 4)}): `);
  await screenshot(page, 'accounts-statement-print');
  await page.emulateMedia({ media: 'screen' });
  await page.reload();

  // the correction starts at the payment's own rate, and says where it came from
  await page.getByRole('tab', { name: 'Tahsilatlar' }).click();
  await page.getByRole('button', { name: `${receiptNo} tahsilatını düzelt` }).click();
  const edit = page.getByRole('dialog', { name: `Tahsilatı düzelt: ${receiptNo}` });
  await expect(edit.getByLabel('Dolar kuru')).toHaveValue(formatNumber(own, 4));
  await expect(edit).toContainText(`Ödemenin kuru: ${formatNumber(own, 4)} (${turkishDay(new Date())})`);
  await expect(edit).not.toContainText('Bugünkü kurla dolduruldu');
  await restingScreenshot(page, 'accounts-payment-edit');
  await edit.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(edit).toBeHidden();
});

test('a reset link changes the password once and ends the open sessions', async ({ page, browser }) => {
  expect(state.dealerToken, 'the dealer of the fifth step').not.toBe('');
  await signIn(page, demoAdmin);
  await page.goto(`/admin/users/${state.userId}`);
  await page.getByRole('button', { name: 'Şifre sıfırlama bağlantısı oluştur' }).click();
  const shown = page.getByRole('dialog', { name: 'Şifre sıfırlama bağlantısı' });
  const resetLink = await shown.getByLabel('Bağlantı').inputValue();
  expect(resetLink).toMatch(/\/users\/forgotPassword\/[\w-]{20,}$/);
  // the footer's "Kapat" (the corner's × is named so too)
  await shown.locator('button').filter({ hasText: 'Kapat' }).click();
  await expect(page.locator('.usr-reset-links li')).toHaveCount(1);

  const whoami = `/api${usersApi.whoami.path}`;
  const asDealer = { headers: { Authorization: `Bearer ${state.dealerToken}` } };
  expect((await page.request.get(whoami, asDealer)).status()).toBe(200);

  await inOwnBrowser(browser, async (visitor) => {
    await setPasswordThroughLink(visitor, resetLink, dealer.newPassword, 'Şifremi değiştir', 'Şifreniz değiştirildi');
    // the dealer's session of before is over
    expect((await page.request.get(whoami, asDealer)).status()).toBe(401);

    await signInOnLoginPage(visitor, dealer.password);
    await expect(visitor.getByText('E-posta adresi ya da şifre hatalı.')).toBeVisible();
    await expect(visitor).toHaveURL(/\/login/);
    await signInOnLoginPage(visitor, dealer.newPassword);
    await expect(visitor).toHaveURL(/\/$/);
    await expect(visitor.getByTestId('user-name')).toHaveText(dealer.name);

    // both links are spent: the server says 410, the page says so
    for (const [link, call] of [
      [resetLink, '/api/users/forgotPassword/'],
      [state.inviteLink, '/api/users/newPassword/'],
    ]) {
      const answer = visitor.waitForResponse((r) => r.url().includes(call));
      await visitor.goto(link);
      expect((await answer).status()).toBe(410);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Bağlantı artık geçerli değil' })).toBeVisible();
    }
    await restingScreenshot(visitor, 'accounts-link-used');
  });
});

/** The dealer's statement as a text table, for the closing note (e2e/screenshots/accounts-statement.txt). */
function writeStatementTable(s: Statement) {
  const usd = (cents: number) => (cents ? formatUsdCents(cents) : '');
  const rows = [
    ['Tarih', 'Belge', 'Açıklama', 'Borç', 'Alacak', 'Bakiye'],
    ['', '', 'Devir (açılış bakiyesi)', '', '', formatUsdCents(s.openingCents)],
    ...s.entries.map((e) => [
      turkishDay(e.occurredAt),
      e.document,
      e.description,
      usd(e.debitCents),
      usd(e.creditCents),
      formatUsdCents(e.balanceCents),
    ]),
    [
      turkishDay(s.generatedAt),
      '',
      'Kapanış bakiyesi',
      formatUsdCents(s.totalDebitCents),
      formatUsdCents(s.totalCreditCents),
      formatUsdCents(s.closingCents),
    ],
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: string[]) =>
    `| ${r.map((cell, i) => (i >= 3 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join(' | ')} |`;
  const rate = s.account.dolarKuru;
  const text = [
    `Cari ekstre: ${s.dealer.companyName} (${s.dealer.name}), ${turkishDay(s.generatedAt)}; USD, bugünkü kur ${formatNumber(rate, 4)}`,
    '',
    line(rows[0]),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.slice(1).map(line),
    '',
    `Kapanış bakiyesi TL: ${formatTryCents(usdCentsToKurus(s.closingCents, toRateUnits(rate)))} (Borç)`,
    `${state.orderNo}: ${part.quantity} × ${part.code}; ara toplam ${formatUsdCents(state.orderFigures.subtotal)}, iskonto ${formatUsdCents(state.orderFigures.discount)}, KDV %${state.kdvPercent} ${formatUsdCents(state.orderFigures.kdv)}, genel toplam ${formatUsdCents(state.orderFigures.total)}`,
    `${state.receiptNo}: ${formatTryCents(paymentKurus)} Havale/EFT ÷ ${formatNumber(rate, 4)} = ${formatUsdCents(state.paymentUsdCents)}`,
    `Risk limiti ${formatUsdCents(s.account.creditLimitCents ?? 0)}, kullanılabilir ${formatUsdCents(s.account.availableCents ?? 0)}`,
    '',
  ].join('\n');
  fs.mkdirSync(path.join(import.meta.dirname, 'screenshots'), { recursive: true });
  fs.writeFileSync(path.join(import.meta.dirname, 'screenshots', 'accounts-statement.txt'), text);
}
