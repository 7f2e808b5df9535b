import zlib from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { demoAdmin, findVariantRow, openModelPage, restingScreenshot, shootThreeWays, signIn } from './support';

/**
 * Issue 22 in the browser: pictures named by stock code, loose and in a zip, previewed on Toplu Görsel Yükle and
 * applied; the model page then shows them in place of the demo's drawn ones. Oppo Find X3 is no other spec's model.
 */
test.describe.configure({ mode: 'serial' });

const MODEL = 'Find X3';
const BATTERY = 'OPO-FINDX3-BAT-ORJ';
const EARPIECE = 'OPO-FINDX3-AHZ-ORJ';

const png = (background: string) =>
  sharp({ create: { width: 400, height: 400, channels: 3, background } })
    .png()
    .toBuffer();

/** A zip of stored (uncompressed) entries, as a phone's "compress" or Windows' "Send to" may make one. */
function zipOf(entries: { name: string; data: Buffer }[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name);
    const crc = zlib.crc32(data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, nameBytes, data);
    directory.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralDirectory = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, centralDirectory, end]);
}

/** The thumbnail a variant's row on the model page shows. */
async function thumbOf(page: Page, stockCode: string) {
  const row = await findVariantRow(page, stockCode);
  const img = row.locator('img[src*="/api/images/"]').first();
  await expect(img).toBeVisible();
  return (await img.getAttribute('src')) as string;
}

test('pictures and a zip: previewed, applied, shown on the model page', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demoAdmin);
  await openModelPage(page, MODEL);
  // The demo's own pictures: every variant has one.
  const batteryBefore = await thumbOf(page, BATTERY);
  const earpieceBefore = await thumbOf(page, EARPIECE);

  await page.goto('/');
  await page.getByRole('link', { name: 'Toplu Görsel Yükle' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Toplu Görsel Yükle' })).toBeVisible();
  const zip = zipOf([{ name: `fotolar/${EARPIECE}.png`, data: await png('#2563eb') }]);
  await page.locator('input[type=file]').setInputFiles([
    // lower case: codes are folded as the stock-code rule says
    { name: `${BATTERY.toLowerCase()}.png`, mimeType: 'image/png', buffer: await png('#dc2626') },
    { name: `${BATTERY}_2.png`, mimeType: 'image/png', buffer: await png('#16a34a') },
    { name: 'BILINMEYEN-KOD.png', mimeType: 'image/png', buffer: await png('#000000') },
    { name: 'gorseller.zip', mimeType: 'application/zip', buffer: zip },
  ]);
  await expect(page.getByText('4 dosya seçildi')).toBeVisible();
  await page.getByRole('button', { name: 'Önizle (deneme)' }).click();

  const preview = page.getByRole('region', { name: 'Önizleme: hiçbir şey yazılmadı' });
  await expect(preview.getByText('4 görsel: 2 eşleşti, 1 eşleşmedi, 0 tekrar, 1 ek görsel')).toBeVisible();
  const matched = preview.getByRole('region', { name: 'Eşleşenler' });
  await expect(matched.getByRole('row', { name: new RegExp(BATTERY) })).toBeVisible();
  await expect(matched.getByRole('row', { name: new RegExp(`fotolar/${EARPIECE}.png`) })).toBeVisible();
  await expect(preview.getByRole('region', { name: /^Eşleşmeyenler/ })).toContainText('BILINMEYEN-KOD.png');
  await expect(preview.getByRole('region', { name: /^Ek görseller/ })).toContainText(`${BATTERY}_2.png`);
  await shootThreeWays(page, 'bulk-images-preview', () => expect(matched).toBeVisible(), { live: true });

  await page.getByRole('button', { name: 'Uygula' }).click();
  await expect(page.getByText('Görseller yüklendi')).toBeVisible({ timeout: 30_000 });
  // The battery's first picture and its `_2`, the earpiece's first: three pictures set.
  await expect(page.getByText('Ürün varyantlarına 3 görsel yazıldı')).toBeVisible();
  await restingScreenshot(page, 'bulk-images-done');

  // The admin product page shows the battery's `_2` next to its first picture.
  await page.goto('/admin/products');
  await page.getByPlaceholder('Ürün adı ya da stok kodu ara').fill(BATTERY);
  // The search answers one product (the list waits a moment before it asks).
  const found = page.getByRole('table').getByRole('link');
  await expect(found).toHaveCount(1);
  await found.click();
  const batteryRow = page.getByTestId(`pv-${BATTERY}`);
  const second = batteryRow.getByRole('img', { name: '2. görsel' });
  await expect(second).toBeVisible();
  await shootThreeWays(page, 'bulk-images-product-page', () => expect(second).toBeVisible(), { live: true });

  await page.goto('/');
  await openModelPage(page, MODEL);
  const batteryAfter = await thumbOf(page, BATTERY);
  const earpieceAfter = await thumbOf(page, EARPIECE);
  expect(batteryAfter).not.toBe(batteryBefore);
  expect(earpieceAfter).not.toBe(earpieceBefore);
  // The picture is the uploaded one (red), served and drawn by the browser.
  const thumb = await page.request.get(batteryAfter);
  expect(thumb.ok()).toBe(true);
  const { dominant } = await sharp(await thumb.body()).stats();
  expect(dominant.r).toBeGreaterThan(150);
  expect(dominant.b).toBeLessThan(80);
  await restingScreenshot(page, 'bulk-images-model-page');
});

test('the preview leaves the pictures as they were', async ({ page }) => {
  await signIn(page, demoAdmin);
  await openModelPage(page, MODEL);
  const before = await thumbOf(page, 'OPO-FINDX3-AKP-SYH');
  await page.goto('/admin/toplu-gorsel');
  await page
    .locator('input[type=file]')
    .setInputFiles([{ name: 'OPO-FINDX3-AKP-SYH.png', mimeType: 'image/png', buffer: await png('#f59e0b') }]);
  await page.getByRole('button', { name: 'Önizle (deneme)' }).click();
  await expect(page.getByText('1 görsel: 1 eşleşti, 0 eşleşmedi, 0 tekrar, 0 ek görsel')).toBeVisible();
  await page.goto('/');
  await openModelPage(page, MODEL);
  expect(await thumbOf(page, 'OPO-FINDX3-AKP-SYH')).toBe(before);
});
