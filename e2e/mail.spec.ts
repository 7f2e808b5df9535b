/**
 * Mail (issue 21) against a real SMTP server the spec starts on E2E_PORT + 2, where playwright.config.ts points the
 * demo server: the settings page's company details and "Örnek e-posta gönder" (the mail arrives with the details and
 * Turkish text intact), a new dealer's invite arriving with a link that sets the password, and Profilim's choice of
 * mails; and the whole road of an order: invite → password → order → the admin's bell → confirm → ship → mails. Screenshots: mail-settings, mail-profile (light, dark, phone).
 */

import { catalogApi, type ModelVariantView, notificationsApi, Role, usersApi } from '@parca/contract';
import { expect, type Page, test } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import {
  apiCall,
  confirmOrderAsAsked,
  createDealer,
  demoAdmin,
  findVariantRow,
  restingScreenshot,
  shootThreeWays,
  signIn,
  tokenFor,
} from './support';

const smtpPort = Number(process.env.E2E_PORT ?? 3210) + 2;
const inbox: ParsedMail[] = [];
let smtp: SMTPServer;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        inbox.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const recipientsOf = (mail: ParsedMail) => [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address));
/** Waits for a mail to the address whose subject matches (the sender polls every 200 ms). */
async function mailTo(address: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(() => (found = inbox.find((m) => recipientsOf(m).includes(address) && subject.test(m.subject ?? ''))), {
      timeout: 20_000,
    })
    .toBeTruthy();
  return found as ParsedMail;
}

const company = {
  name: 'Öz Parça Toptan Ğİ',
  address: 'Gıda Çarşısı No: 5, Şişli / İstanbul',
  phone: '0212 555 44 33',
  email: 'info@ozparca.com.tr',
};

async function fillCompany(page: Page) {
  const card = page.getByTestId('company-settings');
  await card.getByLabel('Firma adı', { exact: true }).fill(company.name);
  await card.getByLabel('Adres', { exact: true }).fill(company.address);
  await card.getByLabel('Telefon', { exact: true }).fill(company.phone);
  await card.getByLabel('E-posta', { exact: true }).fill(company.email);
  await card.getByLabel('Logo adresi').fill('javascript:alert(1)');
  await card.getByRole('button', { name: 'Firma bilgilerini kaydet' }).click();
  await expect(card.getByText('http:// ya da https:// ile başlayan tam bir adres olmalıdır')).toBeVisible();
  await card.getByLabel('Logo adresi').fill('');
  await card.getByRole('button', { name: 'Firma bilgilerini kaydet' }).click();
  await expect(page.getByText('Firma bilgileri kaydedildi')).toBeVisible();
}

test('settings: company details, mail on, and a sample mail to the admin’s own address', async ({ page, baseURL }) => {
  test.slow();
  await signIn(page, demoAdmin);
  await page.goto('/admin/ayarlar');
  await expect(page.getByRole('heading', { level: 1, name: 'Ayarlar' })).toBeVisible();
  await fillCompany(page);

  const mail = page.getByTestId('mail-settings');
  await expect(mail.getByText('E-posta gönderimi açık')).toBeVisible();
  await expect(mail.getByText(`Bağlantılar: ${baseURL}`)).toBeVisible();
  await mail.getByRole('button', { name: 'Örnek e-posta gönder' }).click();
  await expect(page.getByText(`Örnek e-posta gönderildi: ${demoAdmin.email}`)).toBeVisible();

  const sample = await mailTo(demoAdmin.email, /^Örnek e-posta: Türkçe karakterler ğüşıöçİ$/);
  expect(sample.text).toContain(`${company.name}\n${company.address}\nTel: ${company.phone}\n${company.email}`);
  expect(sample.html).toContain(`href="${baseURL}/admin/ayarlar"`);
  await expect(mail.getByRole('row', { name: /Örnek e-posta: Türkçe karakterler/ }).first()).toContainText(
    'Gönderildi',
  );

  await shootThreeWays(page, 'mail-settings', async () => {
    await expect(page.getByTestId('mail-settings').getByText('E-posta gönderimi açık')).toBeVisible();
  });
});

test('a new dealer’s invite arrives; its link sets the password; Profilim chooses the mails', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const email = `e2e-davet-${Date.now().toString(36)}@example.com`;
  const name = 'Çağrı Işık Öztürk';
  const adminToken = await tokenFor(request, demoAdmin);
  await apiCall(request, adminToken, usersApi.createUser, {
    body: { email, name, companyName: 'Işık İletişim', role: Role.Kullanici },
  });

  const invite = await mailTo(email, /^Bayi hesabınız açıldı/);
  expect(invite.text).toContain(`Merhaba ${name},`);
  const link = new RegExp(`${baseURL}/newUser/newPassword/[\\w-]{20,}`).exec(invite.text ?? '')?.[0];
  expect(link, invite.text).toBeTruthy();
  expect(invite.html).toContain(`href="${link}"`);

  const password = 'Davet-2026!şifre';
  await page.goto(link as string);
  await expect(page.getByRole('heading', { level: 1, name: `Merhaba ${name}` })).toBeVisible();
  await page.getByLabel('Yeni şifre', { exact: true }).fill(password);
  await page.getByLabel('Yeni şifre tekrar').fill(password);
  await page.getByRole('button', { name: 'Şifremi belirle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Şifreniz belirlendi' })).toBeVisible();

  await signIn(page, { email, password });
  await page.getByTestId('user-menu').click();
  await page.getByTestId('profile-link').click();
  await expect(page).toHaveURL('/profilim');
  const choices = page.getByTestId('mail-preferences');
  await expect(choices.getByRole('checkbox', { name: 'Siparişiniz alındı' })).toBeChecked();
  await choices.getByRole('checkbox', { name: 'Siparişiniz alındı' }).uncheck();
  await choices.getByRole('button', { name: 'Tercihleri kaydet' }).click();
  await expect(page.getByText('E-posta tercihleriniz kaydedildi')).toBeVisible();
  await page.reload();
  await expect(choices.getByRole('checkbox', { name: 'Siparişiniz alındı' })).not.toBeChecked();
  await expect(choices.getByRole('checkbox', { name: 'Aylık hesap ekstresi' })).toBeChecked();

  await shootThreeWays(page, 'mail-profile', async () => {
    await expect(page.getByTestId('mail-preferences').getByRole('checkbox').first()).toBeVisible();
  });
});

test('Şifremi unuttum: the reset link arrives by mail, sets a new password, and the back button returns', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const dealer = await createDealer(request, { name: 'Gülşen Ünal', companyName: 'Ünal GSM' });
  await page.goto('/login');
  await page.getByLabel('E-posta').fill(dealer.email);
  await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
  await expect(page).toHaveURL(/\/login\?forgot=1&email=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Şifremi unuttum' })).toBeVisible();
  await expect(page.getByLabel('E-posta')).toHaveValue(dealer.email);
  await shootThreeWays(page, 'forgot-password', async () => {
    await expect(page.getByRole('button', { name: 'Bağlantı gönder' })).toBeVisible();
  });
  await page.getByLabel('E-posta').fill(dealer.email);
  await page.getByRole('button', { name: 'Bağlantı gönder' }).click();
  await expect(page.getByRole('status')).toContainText(`${dealer.email} adresi kayıtlıysa`);
  await restingScreenshot(page, 'forgot-password-sent');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();

  const reset = await mailTo(dealer.email, /^Şifre sıfırlama bağlantınız$/);
  const link = new RegExp(`${baseURL}/users/forgotPassword/[\\w-]{20,}`).exec(reset.text ?? '')?.[0];
  expect(link, reset.text).toBeTruthy();
  const password = 'Yeni-2026!şifre';
  await page.goto(link as string);
  await page.getByLabel('Yeni şifre', { exact: true }).fill(password);
  await page.getByLabel('Yeni şifre tekrar').fill(password);
  await page.getByRole('button', { name: 'Şifremi değiştir' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Şifreniz değiştirildi' })).toBeVisible();
  await signIn(page, { email: dealer.email, password });
});

test('from invite to delivery: the mail’s link, an order on the admin’s bell, confirmed, shipped, both mails', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const email = `e2e-akis-${Date.now().toString(36)}@example.com`;
  const name = 'Şükrü Güneş';
  const adminToken = await tokenFor(request, demoAdmin);
  const [model] = await apiCall(request, adminToken, catalogApi.getModels, { query: { search: 'iPhone 13 Pro' } });
  const view = await apiCall(request, adminToken, catalogApi.getModelView, { params: { id: model.id } });
  const part = view.products.flatMap((p) => p.variants).find((v) => v.available > 20) as ModelVariantView;

  // The admin invites the dealer in the users page; the invite comes by mail.
  await page.clock.install();
  await signIn(page, demoAdmin);
  await apiCall(request, adminToken, notificationsApi.markNotificationsRead, { body: { all: true } });
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Yeni kullanıcı' }).click();
  const form = page.getByRole('dialog', { name: 'Yeni kullanıcı' });
  await form.getByLabel('E-posta').fill(email);
  await form.getByLabel('Ad Soyad').fill(name);
  await form.getByLabel('Firma adı').fill('Güneş İletişim');
  await form.getByRole('button', { name: 'Oluştur' }).click();
  const created = page.getByRole('dialog', { name: /Kullanıcı oluşturuldu/ });
  await expect(created).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(created).toBeHidden();
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('aria-label', 'Bildirimler, 0 okunmamış');
  const invite = await mailTo(email, /^Bayi hesabınız açıldı/);
  const link = new RegExp(`${baseURL}/newUser/newPassword/[\\w-]{20,}`).exec(invite.text ?? '')?.[0] as string;
  expect(link, invite.text).toBeTruthy();

  // The dealer, in a browser of their own, sets the password from the mail and orders.
  const dealerContext = await browser.newContext();
  const dealerPage = await dealerContext.newPage();
  const password = 'Akış-2026!şifre';
  await dealerPage.goto(link);
  await dealerPage.getByLabel('Yeni şifre', { exact: true }).fill(password);
  await dealerPage.getByLabel('Yeni şifre tekrar').fill(password);
  await dealerPage.getByRole('button', { name: 'Şifremi belirle' }).click();
  await expect(dealerPage.getByRole('heading', { level: 1, name: 'Şifreniz belirlendi' })).toBeVisible();
  await signIn(dealerPage, { email, password });
  await dealerPage.goto(`/model-products/${model.id}`);
  const row = await findVariantRow(dealerPage, part.stockCode);
  await row.getByLabel(/^Adet/).fill('3');
  await row.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(dealerPage.getByTestId('cart-badge')).toHaveText('3');
  await dealerPage.goto('/sepetim');
  await dealerPage.getByRole('button', { name: 'Siparişi Tamamla' }).click();
  await expect(dealerPage).toHaveURL(/\/my-orders\?order=\d+$/);
  const orderNo = (await dealerPage.locator('[data-order-no]').first().getAttribute('data-order-no')) as string;
  expect(orderNo).toMatch(/^SP-\d{4}-\d{6}$/);

  // The admin's bell rings at its next poll, without a reload; its row opens the order.
  await page.clock.fastForward('00:31');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('aria-label', /^Bildirimler, [1-9]\d* okunmamış$/);
  await bell.click();
  await page
    .getByTestId('notification-panel')
    .getByRole('link', { name: new RegExp(`Yeni sipariş ${orderNo}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?search=${orderNo}`));

  // Confirmed as ordered, then shipped with a tracking number.
  const detail = page.getByRole('region', { name: `${orderNo} ayrıntıları` });
  await confirmOrderAsAsked(page, orderNo);
  await detail.getByRole('button', { name: 'Kargoya ver', exact: true }).click();
  const ship = page.getByRole('dialog', { name: `Kargoya ver: ${orderNo}` });
  // by keyboard: an option clicked while the list slides open gets lost; Aras Kargo is the second of the list
  const carrier = ship.getByRole('combobox', { name: 'Kargo firması' });
  await carrier.click();
  await carrier.press('ArrowDown');
  await carrier.press('Enter');
  await expect(ship.locator('.ant-select').first()).toContainText('Aras Kargo');
  const trackingNo = '3407112233';
  await ship.getByLabel('Takip numarası').fill(trackingNo);
  await ship.getByRole('button', { name: 'Kargoya ver', exact: true }).click();
  await expect(page.getByText(`${orderNo} kargoya verildi`)).toBeVisible();

  // The dealer sees the carrier's link on the order, and got the confirmed and the shipped mails.
  await dealerPage.reload();
  const tracking = dealerPage.getByRole('link', { name: `${trackingNo} (kargo firmasının sayfasında izle)` });
  await expect(tracking).toBeVisible();
  const trackingHref = (await tracking.getAttribute('href')) as string;
  expect(trackingHref).toContain(trackingNo);
  const confirmed = await mailTo(email, new RegExp(`^Siparişiniz onaylandı: ${orderNo}$`));
  expect(confirmed.text).toContain(`Merhaba ${name},`);
  expect(confirmed.html).toContain(`href="${baseURL}/my-orders?order=`);
  const shipped = await mailTo(email, new RegExp(`^Siparişiniz kargoya verildi: ${orderNo}$`));
  expect(shipped.text).toContain('Aras Kargo');
  expect(shipped.html).toContain(`href="${trackingHref.replaceAll('&', '&amp;')}"`);
  await dealerContext.close();
});
