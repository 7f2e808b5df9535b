/**
 * The dollar rate from TCMB (issue 22) against a TCMB-format file the spec serves on E2E_PORT + 3, where
 * playwright.config.ts points the servers' RATE_SOURCE_URL: a missing file keeps the rate and says why, then
 * "TCMB'den al" takes the rate and the history shows its source. The file carries the demo's own rate (42,3150), so
 * the specs after this one read the footer they expect. Screenshots: rates-tcmb (light, dark, phone).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demoAdmin, shootThreeWays, signIn } from './support';

const ratePort = Number(process.env.E2E_PORT ?? 3210) + 3;
const fixture = fs.readFileSync(
  path.resolve(import.meta.dirname, '../apps/server/test/fixtures/tcmb-today.xml'),
  'utf8',
);

/** Today's bulletin as TCMB would publish it, with the demo's rate as ForexSelling. */
function todaysBulletin() {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date()).split('-');
  return fixture
    .replace(/Tarih="[^"]*" Date="[^"]*"/, `Tarih="${d}.${m}.${y}" Date="${m}/${d}/${y}"`)
    .replace('<ForexSelling>42.4545</ForexSelling>', '<ForexSelling>42.3150</ForexSelling>');
}

let available = false;
const server = http.createServer((_req, res) => {
  if (!available) return void res.writeHead(404).end('Not Found');
  res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(todaysBulletin());
});
test.beforeAll(() => new Promise<void>((resolve) => server.listen(ratePort, '127.0.0.1', resolve)));
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('the admin takes the rate from TCMB; a missing file keeps the last one and says why', async ({ page }) => {
  await signIn(page, demoAdmin);
  await page.goto('/admin/dolar-kuru');
  const card = page.getByTestId('tcmb-card');
  const fetchNow = card.getByRole('button', { name: "TCMB'den al" });

  await fetchNow.click();
  await expect(page.getByText('Kur alınamadı; son kur geçerli.')).toBeVisible();
  await expect(card.getByTestId('tcmb-last-attempt')).toContainText(
    'Başarısız: TCMB kur dosyası alınamadı (HTTP 404).',
  );
  await expect(card.getByTestId('tcmb-last-attempt')).toContainText(`${demoAdmin.name} istedi`);
  await expect(page.getByTestId('footer-rate')).toHaveText('42,32 ₺');

  available = true;
  await fetchNow.click();
  await expect(page.getByText('TCMB kuru alındı: 42,3150 ₺')).toBeVisible();
  await expect(card.getByTestId('tcmb-last-attempt')).toContainText('Başarılı: TCMB ForexSelling 42,3150 → 42,3150');
  const newest = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(newest).toContainText('42,3150 ₺');
  await expect(newest).toContainText('TCMB');
  await expect(newest).toContainText(demoAdmin.name);
  await expect(page.getByTestId('rate-stale-banner')).toHaveCount(0);

  await shootThreeWays(page, 'rates-tcmb', async () => {
    await expect(card.getByTestId('tcmb-last-attempt')).toContainText('Başarılı');
  });
});
