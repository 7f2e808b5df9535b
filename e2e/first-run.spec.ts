import { expect, test } from '@playwright/test';
import { screenshot, shootThreeWays } from './support.ts';

test.describe.configure({ mode: 'serial' });

const admin = { name: 'Ayşe Yönetici', email: 'ayse@parca.example', password: 'ilk-yonetici-1' };

test('an empty database offers the first admin, and only once', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('İlk yönetici hesabını oluşturun')).toBeVisible();
  await screenshot(page, 'first-run-form');

  // Turkish validation before anything is sent.
  await page.getByRole('button', { name: 'Hesabı oluştur ve giriş yap' }).click();
  await expect(page.getByText('Ad Soyad zorunludur')).toBeVisible();

  await page.getByLabel('Ad Soyad').fill(admin.name);
  await page.getByLabel('E-posta').fill(admin.email);
  await page.getByLabel('Şifre', { exact: true }).fill(admin.password);
  await page.getByLabel('Şifre tekrar').fill('baska-sifre-1');
  await page.getByRole('button', { name: 'Hesabı oluştur ve giriş yap' }).click();
  await expect(page.getByText('Şifreler eşleşmiyor')).toBeVisible();
  await page.getByLabel('Şifre tekrar').fill(admin.password);
  await page.getByRole('button', { name: 'Hesabı oluştur ve giriş yap' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Hoş geldiniz, ${admin.name}` })).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText(admin.name);

  const again = await request.post('/api/users/first/create-default-user', {
    data: { name: 'İkinci', email: 'iki@parca.example', password: 'ikinci-sifre-1' },
  });
  expect(again.status()).toBe(409);
});

test('after the first admin exists the login page shows only the sign-in form', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  await expect(page.getByText('İlk yönetici hesabını oluşturun')).toHaveCount(0);

  await page.getByLabel('E-posta').fill(admin.email);
  await page.getByLabel('Şifre', { exact: true }).fill('yanlis-sifre');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByText('E-posta adresi ya da şifre hatalı.')).toBeVisible();

  await page.getByLabel('Şifre', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/$/);
  await screenshot(page, 'first-run-home');
});

test('with no dollar rate yet the admin reads so at the top of every screen, with the way to the rate page', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('E-posta').fill(admin.email);
  await page.getByLabel('Şifre', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  const banner = page.getByTestId('rate-stale-banner');
  await expect(banner).toHaveText(/Dolar kuru güncel değil: henüz kur girilmedi\./);
  await shootThreeWays(page, 'rate-stale-banner', () => expect(banner).toBeVisible());
  await banner.getByRole('button', { name: 'Kur sayfasına git' }).click();
  await expect(page).toHaveURL(/\/admin\/dolar-kuru$/);
  await expect(page.getByTestId('tcmb-last-attempt')).toHaveCount(0);
  await expect(page.getByText('Son deneme: Henüz denenmedi')).toBeVisible();
});
