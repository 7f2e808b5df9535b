/**
 * The static sign-in page (docs/architecture.md#the-sign-in-page): `/login` painted from the server's HTML with a
 * few kilobytes of script and none of the app, the same checks and messages as the app's forms, one request for a
 * double click, and the page asked for opened after sign-in.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Request, test } from '@playwright/test';
import { demoDealer, screenshot, shootThreeWays } from './support.ts';

const isSignInCall = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/auth/login';

test('the sign-in page paints without the app, checks the fields in Turkish and is readable', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  // the page's own scripts only: the app's entry and antd are not among them
  const own = await page.evaluate(() => [...document.scripts].map((s) => s.getAttribute('src')).filter(Boolean));
  expect(own).toEqual([expect.stringMatching(/^\/assets\/signin-[\w-]+\.js$/)]);
  expect(scripts.filter((s) => /\/assets\/(app|shell|home|model|login|antd|zod)-/.test(s))).toEqual([]);
  await expect(page.getByLabel('E-posta')).toBeFocused();

  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByText('E-posta adresi zorunludur')).toBeVisible();
  await expect(page.getByText('Şifre zorunludur')).toBeVisible();
  await expect(page.getByLabel('E-posta')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('E-posta').fill('bayi-at-ornek');
  await expect(page.getByText('Geçerli bir e-posta adresi girin')).toBeVisible();
  await page.getByLabel('E-posta').fill(demoDealer.email);
  await expect(page.getByText('Geçerli bir e-posta adresi girin')).toHaveCount(0);
  await screenshot(page, 'signin-checks');

  // the password can be shown and hidden again
  await page.getByLabel('Şifre', { exact: true }).fill('gizli');
  await page.getByRole('button', { name: 'Şifreyi göster' }).click();
  await expect(page.getByLabel('Şifre', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Şifreyi gizle' }).click();
  await expect(page.getByLabel('Şifre', { exact: true })).toHaveAttribute('type', 'password');

  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.getByLabel('Şifre', { exact: true }).fill('');
  await shootThreeWays(page, 'signin', () => expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible());
});

test('a wrong password is said above the form; a double click sends one sign-in and opens the page asked for', async ({
  page,
}) => {
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (isSignInCall(r)) calls.push(r);
  });
  await page.goto(`/login?from=${encodeURIComponent('/sepetim')}`);
  await page.getByLabel('E-posta').fill(demoDealer.email);
  await page.getByLabel('Şifre', { exact: true }).fill('yanlis-sifre');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-posta adresi ya da şifre hatalı.');
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeEnabled();

  await page.getByLabel('Şifre', { exact: true }).fill(demoDealer.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).dblclick();
  await expect(page).toHaveURL(/\/sepetim$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sepetim' })).toBeVisible();
  expect(calls).toHaveLength(2); // the wrong one and one for the double click
  // the app reads the session the page stored; back does not return to the form
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/\/login/);
});

test('Şifremi unuttum takes the typed address to the app’s form; the theme chosen here is the app’s', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/app-dark/);
  await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-label', 'Açık temaya geç');
  await page.getByLabel('E-posta').fill(demoDealer.email);
  await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
  await expect(page).toHaveURL(/\/login\?forgot=1&email=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Şifremi unuttum' })).toBeVisible();
  await expect(page.getByLabel('E-posta')).toHaveValue(demoDealer.email);
  await expect(page.locator('html')).toHaveClass(/app-dark/);
  await page.getByRole('link', { name: 'Giriş sayfasına dön' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).not.toHaveClass(/app-dark/);
});
