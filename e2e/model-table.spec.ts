import { expect, type Page, test } from '@playwright/test';
import { demoDealer, openModelPage, phoneScreen, restingScreenshot, setTheme, signIn } from './support.ts';

const model = 'iPhone 13 Pro';
const head = (page: Page) => page.locator('.app-variant-table-head');

async function openTable(page: Page) {
  await signIn(page, demoDealer);
  await openModelPage(page, model);
  await page.getByText('Tablo', { exact: true }).click();
  await expect(head(page)).toBeVisible();
  await expect(page.locator('.app-model-list [data-testid^="variant-"]').first()).toBeVisible();
}

/**
 * What is wrong with the table's drawn rows, as text (nothing: []): a header cell that does not start where its
 * column's cells start (2 px at most), a cell whose content is wider than it, anything cut with an ellipsis, a
 * "Sepete Ekle" past the window's right edge or on another line than its quantity field.
 */
function tableFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const box = (el: Element) => el.getBoundingClientRect();
    const shown = (el: Element) => box(el).width > 0;
    const header = document.querySelector('.app-variant-table-head');
    if (!header) return ['no header'];
    const headCells = [...header.children].filter(shown);
    for (const cell of headCells) {
      if (cell.scrollWidth > cell.clientWidth) faults.push(`title "${cell.textContent}" does not fit`);
    }
    const rows = [...document.querySelectorAll('.app-model-list [data-testid^="variant-"]')].filter((row) => {
      const { top, bottom } = box(row);
      return bottom > 0 && top < window.innerHeight;
    });
    if (rows.length < 3) faults.push(`only ${rows.length} rows on screen`);
    for (const row of rows) {
      const name = row.getAttribute('data-testid');
      const cells = [...row.children].filter(shown);
      if (cells.length !== headCells.length) faults.push(`${name}: ${cells.length} cells, ${headCells.length} headers`);
      cells.forEach((cell, i) => {
        const headCell = headCells[i];
        const x = Math.round(box(cell).left);
        const headX = headCell ? Math.round(box(headCell).left) : Number.NaN;
        if (!(Math.abs(x - headX) <= 2)) faults.push(`${name}: column ${i + 1} starts at ${x}, its header at ${headX}`);
        if (cell.scrollWidth > cell.clientWidth) {
          faults.push(`${name}: column ${i + 1} holds ${cell.scrollWidth} px in ${cell.clientWidth} px`);
        }
      });
      for (const el of row.querySelectorAll('*')) {
        if (getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth) {
          faults.push(`${name}: "${el.textContent}" is cut`);
        }
      }
      const button = [...row.querySelectorAll('button')].find((b) => b.textContent?.includes('Sepete Ekle'));
      const quantity = row.querySelector('input');
      if (!button || !quantity) {
        faults.push(`${name}: no quantity or button`);
        continue;
      }
      const b = box(button);
      const q = box(quantity);
      if (b.right > document.documentElement.clientWidth) faults.push(`${name}: button ends at ${b.right}`);
      if (b.left < q.right || Math.abs((b.top + b.bottom) / 2 - (q.top + q.bottom) / 2) > 4) {
        faults.push(`${name}: button not beside the quantity`);
      }
    }
    return faults;
  });
}

/** Every row of every tab, a screen at a time (the list draws only what is on screen). */
async function everyRowsFaults(page: Page): Promise<string[]> {
  const faults: string[] = [];
  const tabs = page.getByRole('tab');
  for (let t = 0; t < (await tabs.count()); t++) {
    await tabs.nth(t).click();
    await expect(tabs.nth(t)).toHaveAttribute('aria-selected', 'true');
    for (let y = 0; ; y += 500) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      faults.push(...(await tableFaults(page)));
      if (await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2)) {
        break;
      }
    }
  }
  return [...new Set(faults)];
}

for (const width of [1280, 1366, 1920]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the table: columns under their headers, nothing cut, quantity and "Sepete Ekle" on one line', async ({
      page,
    }) => {
      await openTable(page);
      expect(await everyRowsFaults(page)).toEqual([]);

      // the column titles stay in sight under the category index while the rows scroll
      await page.evaluate(() => window.scrollTo(0, 900));
      await expect(head(page)).toBeInViewport();
      const titles = await head(page).boundingBox();
      const index = await page.getByRole('navigation', { name: 'Kategoriler' }).boundingBox();
      expect(titles?.y).toBeGreaterThanOrEqual((index?.y ?? 0) + (index?.height ?? 0) - 1);
      expect(titles?.y).toBeLessThan(200);

      await page.getByRole('tab').first().click();
      await restingScreenshot(page, `model-table-${width}`);
      if (width !== 1280) {
        await setTheme(page, true);
        await expect(head(page)).toBeVisible();
        await restingScreenshot(page, `model-table-${width}-dark`);
      }
    });
  });
}

test.describe('a wide screen', () => {
  // with the side menu, 1,280 px leave no room for the thumbnails' column
  test.use({ viewport: { width: 1920, height: 900 } });

  test('the table is a table to a screen reader: column headers, rows with cells, headings as rows', async ({
    page,
  }) => {
    await openTable(page);
    const table = page.getByRole('table', { name: `${model} ürünleri` });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Görsel',
      'Ürün',
      'Varyant',
      'Stok kodu',
      'Durum',
      'USD',
      'TL',
      'Adet',
      'Sepete ekle',
    ]);
    const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: 'Sepete Ekle' }) });
    await expect(row.first().getByRole('cell')).toHaveCount(9);
    await expect(
      table
        .getByRole('row')
        .filter({ has: page.getByRole('heading', { level: 2 }) })
        .first(),
    ).toBeVisible();
  });
});

test('Enter in the quantity adds to the cart; a phone draws cards whatever was chosen', async ({ page }) => {
  await openTable(page);
  const badge = page.getByTestId('cart-badge');
  const before = Number(await badge.textContent());
  const row = page
    .locator('.app-model-list [data-testid^="variant-"]')
    .filter({ has: page.locator('.app-stock-badge-in') })
    .first();
  await row.getByLabel('Adet').fill('2');
  await row.getByLabel('Adet').press('Enter');
  await expect(badge).toHaveText(String(before + 2));

  await page.setViewportSize(phoneScreen);
  await expect(page.locator('.app-product-card').first()).toBeVisible();
  await expect(head(page)).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.app-product-card').first()).toBeVisible();
  await expect(head(page)).toHaveCount(0);
  expect(await page.evaluate(() => Object.values({ ...localStorage }).includes('table'))).toBe(true);
});
