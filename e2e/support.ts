import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { demoAccounts } from '../apps/server/src/db/seed/demo-users.ts';

export const [demoAdmin, demoDealer] = demoAccounts;

const shotsDir = path.join(import.meta.dirname, 'screenshots');

/** Saves a full-page screenshot under e2e/screenshots/ (git-ignored) to be looked at. */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('E-posta').fill(account.email);
  await page.getByLabel('Şifre', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/$/);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Çıkış Yap' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
}

export async function setTheme(page: Page, dark: boolean) {
  await page.evaluate((value) => localStorage.setItem('darkTheme', value), String(dark));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Waits until an element that slides in (drawer) has come to rest inside the viewport. */
export async function settled(locator: Locator) {
  await expect(async () => expect((await locator.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0)).toPass();
}
