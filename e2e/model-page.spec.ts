import { catalogApi } from '@parca/contract';
import { expect, type Page, test } from '@playwright/test';
import {
  apiCall,
  demoDealer,
  findVariantRow,
  openModelPage,
  phoneScreen,
  restingScreenshot,
  screenshot,
  setTheme,
  signIn,
  signOut,
  tokenOf,
} from './support.ts';

const model = 'iPhone 13 Pro';

const openModel = (page: Page) => openModelPage(page, model);

const index = (page: Page) => page.getByRole('navigation', { name: 'Kategoriler' });
const sortField = (page: Page) => page.getByRole('combobox', { name: 'Sıralama' });
/** The USD prices of the table view's rows, section by section (category headings split them), in screen order. */
function tablePricesBySection(page: Page): Promise<number[][]> {
  return page.evaluate(() => {
    const sections: number[][] = [];
    for (const item of document.querySelectorAll('.app-model-list-item')) {
      if (item.querySelector('.app-category-title')) sections.push([]);
      const usd = item.querySelector('.app-variant-table-row .app-num')?.textContent;
      if (usd) sections.at(-1)?.push(Number(usd.replace('$', '').replace(/\./g, '').replace(',', '.')));
    }
    return sections;
  });
}

test('the category index jumps to a category, under the sticky bar, and marks it', async ({ page }) => {
  await signIn(page, demoDealer);
  await openModel(page);
  const chips = index(page).getByRole('button');
  expect(await chips.count()).toBeGreaterThan(3);
  // a category in the middle: its heading can come to the top, right under the sticky bar
  const chip = chips.nth(Math.floor((await chips.count()) / 2));
  const key = (await chip.getAttribute('data-key')) ?? '';
  await chip.click();
  const heading = page.locator(`#category-${key.slice(1)}`);
  await expect(heading).toBeInViewport();
  await expect(chip).toHaveAttribute('aria-current', 'true');
  await expect(heading).toBeFocused();
  const bar = await page.locator('.app-index-bar').boundingBox();
  const barBottom = (bar?.y ?? 0) + (bar?.height ?? 0);
  await expect(async () => {
    const top = (await heading.boundingBox())?.y ?? 0;
    expect(Math.abs(top - barBottom)).toBeLessThanOrEqual(30); // the heading's own top margin (24 px) at most
  }).toPass();
  // back to the first
  await chips.first().click();
  await expect(chips.first()).toHaveAttribute('aria-current', 'true');
});

test('stock filter and sort live in the address and survive a reload; the view is kept per user', async ({ page }) => {
  // Sign-ins and reloads of the largest tab: it ran past 60 s (1.1 min) while two test runs shared the machine.
  test.slow();
  await signIn(page, demoDealer);
  await openModel(page);
  // the tabs answer the keyboard as a tab list does: an arrow chooses the next, and the panel follows
  const firstTab = page.getByRole('tab').first();
  await firstTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Aksesuar/, selected: true })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', /-tab-2$/);
  await page.keyboard.press('Home');
  await expect(firstTab).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: /^Aksesuar/ }).click();
  await expect(page).toHaveURL(/grup=2/);

  // the dense table, kept over a reload and a new sign-in
  await page.getByText('Tablo', { exact: true }).click();
  await expect(page.locator('.app-variant-table-head')).toBeVisible();

  // "in stock only": a sold-out variant (found through the API: the list draws only the rows on screen) goes
  const modelId = Number(new URL(page.url()).pathname.split('/').pop());
  const view = await apiCall(page.request, await tokenOf(page), catalogApi.getModelView, { params: { id: modelId } });
  const soldOutCode = view.products.flatMap((p) => p.variants).find((v) => v.available <= 0)?.stockCode;
  expect(soldOutCode, 'the demo has a sold-out variant on this model').toBeDefined();
  const search = page.getByPlaceholder('Bu modelde ara (ürün, varyant, stok kodu)');
  const soldOutRow = await findVariantRow(page, soldOutCode ?? '');
  await expect(soldOutRow).toContainText('Stokta yok');
  await page.getByLabel('Yalnız stokta olanlar').check();
  await expect(page).toHaveURL(/stok=1/);
  await expect(soldOutRow).toHaveCount(0);
  await expect(page.getByText('Aramanızla eşleşen ürün yok')).toBeVisible();
  await search.fill('');
  // the emptied search reaches the address once typing pauses (300 ms): the reload below must not bring it back
  await expect(page).not.toHaveURL(/ara=/);

  // sort by price, lowest first: the browser's own select (the phone's picker), chosen as a person does
  await sortField(page).selectOption({ label: 'Fiyat: önce en düşük' });
  await expect(page).toHaveURL(/sirala=fiyat-artan/);
  await expect(sortField(page).locator('option:checked')).toHaveText('Fiyat: önce en düşük');

  await page.reload();
  await expect(page.getByTestId(/^variant-/).first()).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Aksesuar/, selected: true })).toBeVisible();
  await expect(page.getByLabel('Yalnız stokta olanlar')).toBeChecked();
  await expect(sortField(page).locator('option:checked')).toHaveText('Fiyat: önce en düşük');
  // the filter still holds: the sold-out variant is not found
  await search.fill(soldOutCode ?? '');
  await expect(page.getByText('Aramanızla eşleşen ürün yok')).toBeVisible();
  await search.fill('');
  await expect(page.locator('.app-variant-table-head')).toBeVisible();
  // inside every category the prices rise
  const sections = await tablePricesBySection(page);
  expect(sections.flat().length).toBeGreaterThan(3);
  for (const prices of sections) expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await restingScreenshot(page, 'model-table');
  await setTheme(page, true);
  await expect(page.locator('.app-variant-table-head')).toBeVisible();
  await restingScreenshot(page, 'model-table-dark');
  await setTheme(page, false);

  await page.goto('/');
  await signOut(page);
  await signIn(page, demoDealer);
  await openModel(page);
  await expect(page.locator('.app-variant-table-head')).toBeVisible();
  // back to cards: kept as well
  await page.getByText('Kartlar', { exact: true }).click();
  await expect(page.locator('.app-product-card').first()).toBeVisible();
  await page.reload();
  await expect(page.locator('.app-product-card').first()).toBeVisible();
  await expect(page.locator('.app-variant-table-head')).toHaveCount(0);
  await restingScreenshot(page, 'model-cards');
  await setTheme(page, true);
  await expect(page.locator('.app-product-card').first()).toBeVisible();
  await restingScreenshot(page, 'model-cards-dark');
});

test('a search counts its matches per group; an empty result offers to clear the filters', async ({ page }) => {
  await signIn(page, demoDealer);
  await openModel(page);
  const search = page.getByPlaceholder('Bu modelde ara (ürün, varyant, stok kodu)');
  await search.fill('ekran');
  const groups = page.getByRole('navigation', { name: 'Gruplara göre sonuçlar' });
  await expect(groups.getByRole('button')).toHaveText([/^Yedek Parça \d+$/, /^Aksesuar \d+$/, /^Hırdavat \d+$/]);
  await expect(page).toHaveURL(/ara=ekran/);

  await page.getByLabel('Yalnız stokta olanlar').check();
  await search.fill('böyle bir parça yok');
  await expect(page.getByText('Aramanızla eşleşen ürün yok')).toBeVisible();
  await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByLabel('Yalnız stokta olanlar')).not.toBeChecked();
  await expect(page.getByRole('tab', { name: /^Yedek Parça/, selected: true })).toBeVisible();
  await expect(page).not.toHaveURL(/ara=|stok=/);
});

test('a row: the quantity steps with the arrows, the stock code copies, the picture opens large and closes', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, demoDealer);
  await openModel(page);
  const row = page.getByTestId(/^variant-/).first();
  const quantity = row.getByRole('spinbutton', { name: /^Adet/ });
  await quantity.fill('3');
  await quantity.press('ArrowUp');
  await expect(quantity).toHaveValue('4');
  await quantity.press('ArrowDown');
  await quantity.press('ArrowDown');
  await expect(quantity).toHaveValue('2');
  await expect(quantity).toHaveAttribute('aria-valuenow', '2');
  // digits only; an emptied field shows the quantity again when left
  await quantity.fill('a7b');
  await expect(quantity).toHaveValue('7');
  await quantity.fill('');
  await quantity.blur();
  await expect(quantity).toHaveValue('7');

  const code = (await row.locator('.app-stock-code').innerText()).trim();
  await row.getByRole('button', { name: `Kopyala: ${code}` }).click();
  await expect(row.getByRole('button', { name: `Kopyalandı: ${code}` })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  // the demo's first part (Ahize) has a picture
  await row.locator('.app-thumb-button').click();
  const preview = page.locator('.ant-image-preview-img');
  await expect(preview).toBeVisible();
  await restingScreenshot(page, 'model-picture-preview');
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
});

test.describe('phone', () => {
  test.use({ viewport: phoneScreen, isMobile: true, hasTouch: true });

  test('a bar at the bottom shows the cart and goes to it; cards only', async ({ page }) => {
    await signIn(page, demoDealer);
    await openModel(page);
    const bar = page.getByRole('region', { name: 'Sepet özeti' });
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText('Sepetiniz boş');
    await expect(page.getByText('Tablo', { exact: true })).toHaveCount(0);

    // a row with plenty in stock (a "Son 1 adet" row would cap the 2 at 1)
    const row = page
      .getByTestId(/^variant-/)
      .filter({ hasText: 'Stokta' })
      .first();
    const price = (await row.locator('.app-price-usd').textContent()) ?? '';
    await row.getByLabel('Adet').fill('2');
    await row.getByRole('button', { name: 'Sepete Ekle' }).click();
    await expect(bar).toContainText('Sepette 2 adet');
    const cents = Math.round(Number(price.replace('$', '').replace(/\./g, '').replace(',', '.')) * 100) * 2;
    const expected = `$${(cents / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2 })}`;
    await expect(bar).toContainText(expected);
    await expect(bar).toContainText('₺');
    await screenshot(page, 'model-phone');

    // the bar stays on screen while scrolling, and never covers the last row
    // (to the end as it stands once the rows drawn there have been measured: the list grows by what its estimates missed)
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(bar).toBeInViewport();
      const barTop = (await bar.boundingBox())?.y ?? 0;
      const lastRow = await page.locator('.app-model-list-item').last().boundingBox();
      expect((lastRow?.y ?? 0) + (lastRow?.height ?? 0)).toBeLessThanOrEqual(barTop);
    }).toPass({ timeout: 5_000 });
    await setTheme(page, true);
    await expect(bar).toContainText('Sepette 2 adet');
    await screenshot(page, 'model-phone-dark');

    await bar.getByRole('button', { name: 'Sepete Git' }).click();
    await expect(page).toHaveURL(/\/sepetim$/);
  });
});
