/**
 * Backups (issue 23): the admin opens "Yedekler", presses "Şimdi yedekle", the new file appears in the list and its
 * download is a gzipped SQL dump. Screenshots: backups (light, dark, phone).
 */
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { demoAdmin, shootThreeWays, signIn } from './support';

test('the admin backs up now and downloads the file', async ({ page }) => {
  await signIn(page, demoAdmin);
  await page.goto('/');
  await page.getByRole('link', { name: 'Yedekler' }).first().click();
  await expect(page).toHaveURL(/\/admin\/yedekler$/);
  await expect(page.getByText('Zamanlanmış yedek kapalı; son 14 yedek saklanır.')).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  const before = await rows.count();

  await page.getByRole('button', { name: 'Şimdi yedekle' }).click();
  await expect(page.getByText(/^Yedek alındı: parca-\d{8}T\d{9}Z\.sql\.gz$/)).toBeVisible({ timeout: 60_000 });
  await expect(rows).toHaveCount(before + 1);
  const newest = rows.first();
  await expect(newest).toContainText(/parca-\d{8}T\d{9}Z\.sql\.gz/);
  await expect(newest).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await expect(newest).toContainText(/\d+(,\d)? (kB|MB)/);

  const downloading = page.waitForEvent('download');
  await newest.getByRole('button', { name: 'İndir' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^parca-\d{8}T\d{9}Z\.sql\.gz$/);
  const file = await download.path();
  const { readFileSync } = await import('node:fs');
  const sql = gunzipSync(readFileSync(file)).toString('utf8');
  expect(sql).toContain('CREATE TABLE public.users');
  expect(sql).toContain(demoAdmin.email);

  await shootThreeWays(page, 'backups', async () => {
    await expect(rows.first()).toBeVisible();
  });
});
