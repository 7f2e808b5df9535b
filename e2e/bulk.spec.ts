import fs from 'node:fs';
import { formatNumber, productsApi } from '@parca/contract';
import { expect, type Page, test } from '@playwright/test';
import { apiCall, demoAdmin, restingScreenshot, screenshot, shootThreeWays, signIn, tokenOf } from './support';

/**
 * Issue 12 in the browser, on the demo data: the bulk stock-update grid (edit, save, reload; paste a column; the
 * view's file down and back up through its preview) and an import's dry run and apply on İçe Aktar. It works on
 * the two glue products (YPS-…) and two others (TWS-01-BYZ, TMR-38-STD) that no other spec asserts on.
 */
test.describe.configure({ mode: 'serial' });

const gridUrl = `/admin/bulk-stock-update?q=${encodeURIComponent('yapıştırıcı')}`;
const cell = (page: Page, column: string, code: string) => page.getByLabel(new RegExp(`^${column}: ${code} `));

async function openGrid(page: Page) {
  await page.goto(gridUrl);
  await expect(page.getByRole('heading', { name: 'Toplu Stok Güncelleme' })).toBeVisible();
  await expect(page.getByText('2 satır', { exact: true })).toBeVisible();
}

test('grid: three cells edited, saved, kept after a reload; a pasted column; undo', async ({ page }) => {
  await signIn(page, demoAdmin);
  await openGrid(page);
  const quantity = cell(page, 'Adet', 'YPS-B7000-SFF');
  await expect(quantity).toHaveValue('110');

  await quantity.fill('120');
  await cell(page, 'Kritik seviye', 'YPS-B7000-SFF').fill('7');
  await cell(page, 'Fiyat USD', 'YPS-T7000-SYH').fill('0,65');
  // a bad cell is named and blocks the save until fixed
  await cell(page, 'Fiyat USD', 'YPS-B7000-SFF').fill('0.60');
  await expect(page.getByText(/^Fiyat USD: ondalık için virgül kullanın/)).toBeVisible();
  await restingScreenshot(page, 'bulk-grid-edited');
  await cell(page, 'Fiyat USD', 'YPS-B7000-SFF').fill('0,54');
  await expect(quantity).toHaveClass(/blk-changed/);
  await page.getByRole('button', { name: 'Kaydet (2)' }).click();
  await expect(page.getByText('2 stok güncellendi')).toBeVisible();

  await page.reload();
  await expect(cell(page, 'Adet', 'YPS-B7000-SFF')).toHaveValue('120');
  await expect(cell(page, 'Kritik seviye', 'YPS-B7000-SFF')).toHaveValue('7');
  await expect(cell(page, 'Fiyat USD', 'YPS-T7000-SYH')).toHaveValue('0,65');
  await expect(cell(page, 'Adet', 'YPS-B7000-SFF')).not.toHaveClass(/blk-changed/);

  // a column copied from Excel fills down from the cell it is pasted into
  await cell(page, 'Adet', 'YPS-B7000-SFF').evaluate((input) => {
    const data = new DataTransfer();
    data.setData('text/plain', '30\r\n40\r\n');
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(cell(page, 'Adet', 'YPS-B7000-SFF')).toHaveValue('30');
  await expect(cell(page, 'Adet', 'YPS-T7000-SYH')).toHaveValue('40');
  await expect(page.getByRole('button', { name: 'Kaydet (2)' })).toBeEnabled();

  // leaving for another page with unsaved edits asks first; staying keeps them
  await page.getByRole('link', { name: 'Anasayfa' }).first().click();
  const leave = page.getByRole('dialog', { name: 'Sayfadan çıkılsın mı?' });
  await expect(leave).toContainText('2 stokta kaydedilmemiş değişiklik var');
  await leave.getByRole('button', { name: 'Sayfada kal' }).click();
  await expect(page).toHaveURL(/\/admin\/bulk-stock-update/);
  await expect(cell(page, 'Adet', 'YPS-T7000-SYH')).toHaveValue('40');

  // one row's undo, then all
  await page.getByRole('button', { name: 'YPS-T7000-SYH değişikliklerini geri al' }).click();
  await expect(cell(page, 'Adet', 'YPS-T7000-SYH')).toHaveValue('24');
  await page.getByRole('button', { name: 'Tümünü geri al' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Tümünü geri al' }).click();
  await expect(cell(page, 'Adet', 'YPS-B7000-SFF')).toHaveValue('120');
  await expect(page.getByRole('button', { name: 'Kaydet (0)' })).toBeDisabled();
});

test('grid: the view downloaded, edited with one bad line, its line number seen, fixed and applied', async ({
  page,
}, testInfo) => {
  await signIn(page, demoAdmin);
  await openGrid(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV indir' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = fs.readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...lines] = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const columns = header.split(';');
  expect(columns).toEqual(expect.arrayContaining(['Stok Kodu', 'Görülen Adet', 'Adet', 'Fiyat USD']));
  expect(lines).toHaveLength(2);

  const edited = (quantityOfSecond: string) => {
    const rows = lines.map((line) => line.split(';'));
    const at = (name: string) => columns.indexOf(name);
    const first = rows.find((r) => r[at('Stok Kodu')] === 'YPS-B7000-SFF') as string[];
    const second = rows.find((r) => r[at('Stok Kodu')] === 'YPS-T7000-SYH') as string[];
    first[at('Adet')] = '125';
    first[at('Fiyat USD')] = '0,60';
    second[at('Adet')] = quantityOfSecond;
    return `\uFEFF${[columns, ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`;
  };
  const upload = async (csv: string) => {
    const file = testInfo.outputPath('stoklar.csv');
    fs.writeFileSync(file, csv);
    await page.locator('input[type=file]').setInputFiles(file);
    return page.getByRole('dialog', { name: 'Toplu güncelleme dosyasının önizlemesi' });
  };

  // the second data line (line 3 of the file) is bad: its line number and reason, and no "Uygula"
  let dialog = await upload(edited('yirmi'));
  // the header is line 1
  const secondLine = lines.findIndex((l) => l.includes(';YPS-T7000-SYH;')) + 2;
  await expect(dialog.getByText(`${secondLine}. satır`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Uygula/ })).toBeDisabled();
  await restingScreenshot(page, 'bulk-file-preview');
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();

  dialog = await upload(edited('30'));
  await expect(dialog.getByText(/Değişen \(2\)/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Uygula (2 stok)' }).click();
  await expect(page.getByText('Dosyadaki değişiklikler uygulandı: 2 stok güncellendi')).toBeVisible();
  await expect(cell(page, 'Adet', 'YPS-B7000-SFF')).toHaveValue('125');
  await expect(cell(page, 'Fiyat USD', 'YPS-B7000-SFF')).toHaveValue('0,60');
  await expect(cell(page, 'Adet', 'YPS-T7000-SYH')).toHaveValue('30');
});

test('grid: a price ×200 asks once, listing the row; "Geri dön" saves nothing, "Yine de kaydet" saves', async ({
  page,
}) => {
  await signIn(page, demoAdmin);
  await openGrid(page);
  const token = await tokenOf(page);
  const priceOf = async (code: string) =>
    (await apiCall(page.request, token, productsApi.getForStockUpdate, { query: { search: code } })).items[0].priceUsd;
  const slip = 'YPS-T7000-SYH';
  const other = 'YPS-B7000-SFF';
  const old = await priceOf(slip);
  const otherOld = await priceOf(other);
  const typed = formatNumber(old * 200, 2);
  await cell(page, 'Fiyat USD', slip).fill(typed);
  // a small change beside it is saved with it and not asked about
  await cell(page, 'Fiyat USD', other).fill(formatNumber(otherOld + 0.01, 2));

  const save = page.getByRole('button', { name: 'Kaydet (2)' });
  await save.click();
  const ask = page.getByRole('dialog', { name: 'Olağan dışı fiyat değişikliği (1 stok)' });
  await expect(ask).toContainText('Bu fiyat değişiklikleri olağan dışı');
  const rows = ask.getByRole('list', { name: 'Olağan dışı fiyat değişiklikleri' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(slip);
  await expect(rows).toContainText('T-7000 Siyah Yapıştırıcı 15 ml');
  await expect(rows).toContainText(`$${formatNumber(old, 2)} → $${typed}`);
  await expect(rows).toContainText('%19.900 artış');
  await expect(ask.getByRole('button', { name: 'Geri dön' })).toBeFocused();
  await shootThreeWays(page, 'bulk-unusual-price', () => expect(ask).toBeVisible(), { live: true });

  await ask.getByRole('button', { name: 'Geri dön' }).click();
  await expect(ask).toBeHidden();
  expect(await priceOf(slip)).toBe(old);
  expect(await priceOf(other)).toBe(otherOld);
  // the edits stay for a second look
  await expect(cell(page, 'Fiyat USD', slip)).toHaveValue(typed);

  await save.click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Yine de kaydet' }).click();
  const saved = page.getByText('2 stok güncellendi');
  await expect(saved).toBeVisible();
  expect(await priceOf(slip)).toBe(Math.round(old * 20_000) / 100);
  expect(await priceOf(other)).toBe(Math.round((otherOld + 0.01) * 100) / 100);

  // back as they were: ÷200 is as unusual, asked and confirmed once more (the first save's message gone first)
  await expect(saved).toBeHidden();
  await cell(page, 'Fiyat USD', slip).fill(formatNumber(old, 2));
  await cell(page, 'Fiyat USD', other).fill(formatNumber(otherOld, 2));
  await page.getByRole('button', { name: 'Kaydet (2)' }).click();
  await expect(ask).toContainText('%99,5 düşüş');
  await ask.getByRole('button', { name: 'Yine de kaydet' }).click();
  await expect(saved).toBeVisible();
  expect(await priceOf(slip)).toBe(old);
  expect(await priceOf(other)).toBe(otherOld);
});

test('İçe Aktar: product descriptions, dry run then apply', async ({ page }, testInfo) => {
  await signIn(page, demoAdmin);
  await page.goto('/admin/ice-aktar');
  await expect(page.getByRole('heading', { name: 'İçe Aktar' })).toBeVisible();
  await page.getByRole('tab', { name: 'Ürün açıklamalarını güncelle' }).click();
  await expect(page.getByRole('tab', { name: 'Ürün açıklamalarını güncelle', selected: true })).toBeVisible();
  await expect(page).toHaveURL(/tur=update-descriptions/);
  // this tab's own text: the first tab lists an "Açıklama" column too, and a file picked there is lost with its panel
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Ürünlerin açıklamalarını (ve doluysa adlarını) günceller.')).toBeVisible();

  const file = testInfo.outputPath('aciklamalar.csv');
  fs.writeFileSync(
    file,
    'Stok Kodu;Açıklama\r\nTWS-01-BYZ;Kutulu, şarj kutusuyla (e2e)\r\nTMR-38-STD;38 parça, çantalı (e2e)\r\n',
  );
  await panel.locator('input[type=file]').setInputFiles(file);
  // the picked file shows under the button before the preview is asked for
  await expect(panel.getByText('aciklamalar.csv')).toBeVisible();
  await panel.getByRole('button', { name: 'Önizle (deneme)' }).click();
  await expect(panel.getByText('Önizleme: hiçbir şey yazılmadı')).toBeVisible();
  await expect(panel.getByText('Değişen (2)')).toBeVisible();
  await expect(panel.getByRole('cell', { name: 'Kutulu, şarj kutusuyla (e2e)' })).toBeVisible();
  await screenshot(page, 'imports-preview');

  await panel.getByRole('button', { name: 'Uygula' }).click();
  await expect(panel.getByText('İçe aktarma tamamlandı')).toBeVisible();
  await expect(panel.getByText(/2 güncellendi/)).toBeVisible();
  const rows = await apiCall(page.request, await tokenOf(page), productsApi.getForStockUpdate, {
    query: { search: 'TWS-01-BYZ' },
  });
  const product = await apiCall(page.request, await tokenOf(page), productsApi.getProduct, {
    params: { id: rows.items[0].productId },
  });
  expect(product.description).toBe('Kutulu, şarj kutusuyla (e2e)');
});

test('the lists export their view: products with stocks, orders, payments (CSV and Excel)', async ({ page }) => {
  await signIn(page, demoAdmin);
  for (const [url, format, name] of [
    ['/admin/products', 'CSV indir', /\.csv$/],
    ['/admin/orders', 'Excel indir', /\.xlsx$/],
    ['/admin/payments', 'CSV indir', /\.csv$/],
  ] as const) {
    await page.goto(url);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: format }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(name);
    const bytes = fs.readFileSync(await download.path());
    // a CSV starts with the BOM Turkish Excel needs; an .xlsx is a zip
    if (format === 'CSV indir') expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    else expect(bytes.subarray(0, 2).toString()).toBe('PK');
  }
});

test('both pages look right: light, dark, phone', async ({ page }) => {
  await signIn(page, demoAdmin);
  await page.goto('/admin/bulk-stock-update');
  await shootThreeWays(page, 'bulk-grid', async () => {
    await expect(page.getByRole('heading', { name: 'Toplu Stok Güncelleme' })).toBeVisible();
    await expect(page.getByLabel(/^Adet: /).first()).toBeVisible();
  });
  await page.goto('/admin/ice-aktar');
  await shootThreeWays(page, 'imports', async () => {
    await expect(page.getByRole('heading', { name: 'İçe Aktar' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Yeni ürün ekle' })).toBeVisible();
  });
});
