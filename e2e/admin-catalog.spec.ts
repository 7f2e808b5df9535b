import { expect, type Page, test } from '@playwright/test';
import { demoAdmin, screenshot, setTheme, signIn } from './support.ts';

test.describe.configure({ mode: 'serial' });

/** Names unique to this run, so the spec can run against a database that already has data. */
const run = Date.now().toString(36).toUpperCase();

/** Calls the API as the signed-in admin (what another admin does meanwhile, or setting up rows to delete). */
function api<T>(page: Page, method: string, path: string, body?: object): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token')}`,
          ...(body && { 'Content-Type': 'application/json' }),
        },
        body: body && JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.status === 204 ? null : res.json();
    },
    { method, path, body },
  );
}

/** Records every toast shown from now on (one may come and go between two checks); answers their texts. */
async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const seen = new Set<Element>();
    Object.assign(window, { toasts: seen });
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll('.kit-toast')) seen.add(notice);
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => [...(window as unknown as { toasts: Set<Element> }).toasts].map((n) => n.textContent ?? ''));
}

/** The row of the list whose name cell is `name`, after searching for it. */
async function findRow(page: Page, search: string, name: string) {
  await page.getByPlaceholder(search).fill(name);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

/** Deletes the row through "Sil" and its confirmation, and waits until the list no longer has it. */
async function deleteRow(page: Page, search: string, name: string, confirm: string, done: string) {
  const row = await findRow(page, search, name);
  await row.getByRole('button', { name: 'Sil' }).click();
  const popup = page.locator('.ant-popconfirm').filter({ hasText: confirm });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText(done)).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
}

/** Hovers the disabled "Sil" of a row and reads the tooltip that says why. */
async function expectBlocked(page: Page, search: string, name: string, reason: RegExp) {
  const row = await findRow(page, search, name);
  const button = row.getByRole('button', { name: 'Sil' });
  await expect(button).toBeDisabled();
  await button.locator('xpath=..').hover();
  await expect(page.getByRole('tooltip').filter({ hasText: reason })).toBeVisible();
}

test('a brand name that exists shows its error once, under the name field', async ({ page }) => {
  await signIn(page, demoAdmin);
  await page.goto('/admin/brands');
  await page.getByRole('button', { name: 'Yeni Marka' }).click();
  const dialog = page.getByRole('dialog');
  const toasts = await recordToasts(page);
  // "APPLE" is the demo data's "Apple": names compare Turkish-folded, without letter case
  await dialog.getByLabel('Ad', { exact: true }).fill('APPLE');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  const duplicate = 'adında bir marka zaten var';
  await expect(dialog.locator('.ant-form-item-explain-error')).toContainText(duplicate);
  await expect(page.getByText(duplicate).filter({ visible: true })).toHaveCount(1);
  await screenshot(page, 'admin-brand-duplicate');
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toBeHidden();
  expect(await toasts()).toEqual([]);
});

test('an admin deletes an unused model, series, brand and variant; the lists refresh', async ({ page }) => {
  await signIn(page, demoAdmin);
  const names = { brand: `Silinecek ${run}`, series: `Sil Serisi ${run}`, model: `Sil Model ${run}` };
  const variant = `Sil Varyant ${run}`;

  await page.goto('/admin/brands');
  await page.getByRole('button', { name: 'Yeni Marka' }).click();
  await page.getByRole('dialog').getByLabel('Ad', { exact: true }).fill(names.brand);
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const brands = await api<{ id: number; name: string }[]>(page, 'GET', '/brands');
  const brand = brands.find((b) => b.name === names.brand);
  const series = await api<{ id: number }>(page, 'POST', '/series', { name: names.series, brandId: brand?.id });
  await api(page, 'POST', '/models', { name: names.model, seriesId: series.id });
  await api(page, 'POST', '/variants', { name: variant });

  // Its series keeps the new brand: "Sil" is disabled and says why.
  await page.reload();
  await expectBlocked(page, 'Marka ara', names.brand, /^1 seri bu markaya bağlı; önce onları silin ya da taşıyın\.$/);

  // From here on the menu's links: the app keeps its cache, so what a delete changes elsewhere must be read again.
  const menu = (name: string) => page.getByRole('link', { name, exact: true }).first().click();
  await menu('Seriler');
  await expectBlocked(page, 'Seri ara', names.series, /^1 model bu seriye bağlı; önce onları silin ya da taşıyın\.$/);
  await menu('Modeller');
  await deleteRow(page, 'Model ara', names.model, `"${names.model}" modeli silinsin mi?`, 'Model silindi');
  // the series list, cached with one model a moment ago, knows it has none now
  await menu('Seriler');
  await deleteRow(page, 'Seri ara', names.series, `"${names.series}" serisi silinsin mi?`, 'Seri silindi');
  await menu('Markalar');
  await deleteRow(page, 'Marka ara', names.brand, `"${names.brand}" markası silinsin mi?`, 'Marka silindi');
  await menu('Varyantlar');
  await deleteRow(page, 'Varyant ara', variant, `"${variant}" varyantı silinsin mi?`, 'Varyant silindi');
});

test('rows in use cannot be deleted, and the tooltip says why', async ({ page }) => {
  await signIn(page, demoAdmin);
  await page.goto('/admin/brands');
  await expectBlocked(page, 'Marka ara', 'Apple', /^\d+ seri bu markaya bağlı; önce onları silin ya da taşıyın\.$/);
  await screenshot(page, 'admin-brands-in-use');
  await page.goto('/admin/categories');
  await expectBlocked(
    page,
    'Kategori ara',
    'Ekran',
    /^[\d.]+ ürün bu kategoride; önce ürünleri başka bir kategoriye taşıyın\.$/,
  );
  await page.goto('/admin/series');
  await expectBlocked(
    page,
    'Seri ara',
    'iPhone 13 Serisi',
    /^\d+ model bu seriye bağlı; önce onları silin ya da taşıyın\.$/,
  );
  await page.goto('/admin/models');
  await expectBlocked(
    page,
    'Model ara',
    'iPhone 13 Pro',
    /^[\d.]+ ürün bu modele uyuyor; önce ürünlerden bu modeli kaldırın\.$/,
  );
  await page.goto('/admin/variants');
  await expectBlocked(
    page,
    'Varyant ara',
    'Orijinal',
    /^Bu varyant [\d.]+ ürün varyantında kullanılıyor; önce onları silin\.$/,
  );
});

test('a delete the server refuses (a series added meanwhile) shows its message once', async ({ page }) => {
  await signIn(page, demoAdmin);
  const name = `Yarış ${run}`;
  const brand = await api<{ id: number }>(page, 'POST', '/brands', { name });
  await page.goto('/admin/brands');
  const row = await findRow(page, 'Marka ara', name);
  // another admin adds a series while this list still shows none
  await api(page, 'POST', '/series', { name: `Yarış Serisi ${run}`, brandId: brand.id });
  const toasts = await recordToasts(page);
  await row.getByRole('button', { name: 'Sil' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Sil' }).click();
  const refused = 'Bu markaya bağlı 1 seri var; önce onları silin ya da taşıyın.';
  await expect(page.getByText(refused)).toBeVisible();
  await expect(page.getByText(refused).filter({ visible: true })).toHaveCount(1);
  // the list refreshed: now it knows the series
  await expect(row.getByRole('button', { name: 'Sil' })).toBeDisabled();
  expect((await toasts()).filter((text) => text.includes(refused))).toHaveLength(1);
});

/** How many lines an element's text takes. */
function lineCount(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom))).size;
}

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the admin catalogue lists fit a phone, light and dark', async ({ page }) => {
    await signIn(page, demoAdmin);
    const lists = ['brands', 'series', 'models', 'categories', 'variants'];
    for (const dark of [false, true]) {
      for (const list of lists) {
        await page.goto(`/admin/${list}`);
        if (dark && list === lists[0]) await setTheme(page, true);
        await expect(page.getByRole('row').nth(1)).toBeVisible();
        // the actions column is inside the screen: edit and delete can be reached without scrolling sideways
        const del = page
          .getByRole('row')
          .nth(1)
          .getByRole('button', { name: /Sil|Düzenle/ })
          .last();
        const box = await del.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
        // the pinned column's title stays on one line ("İşlemler", not "İşleml-er")
        const actions = page.getByRole('columnheader', { name: 'İşlemler' });
        expect(await actions.evaluate(lineCount)).toBe(1);
        if (list === 'brands') {
          // what decides whether a brand can go is on the screen, left of the pinned column: the count's text itself
          // (the cell's padding may slide under the pinned column when another test added a longer brand name)
          const countText = await page
            .getByRole('row')
            .nth(1)
            .getByRole('cell')
            .nth(1)
            .evaluate((cell) => {
              const range = document.createRange();
              range.selectNodeContents(cell);
              return range.getBoundingClientRect().right;
            });
          expect(countText).toBeLessThanOrEqual((await actions.boundingBox())?.x ?? 0);
        }
        // nothing makes the page itself wider than the screen
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await screenshot(page, `admin-list-${list}-mobile${dark ? '-dark' : ''}`);
      }
      // the confirmation and the reason of a disabled "Sil" on a phone (nothing is deleted)
      await page.getByRole('row').nth(1).getByRole('button', { name: 'Sil' }).locator('xpath=..').hover();
      await expect(page.getByRole('tooltip').filter({ hasText: 'kullanılıyor' })).toBeVisible();
      await screenshot(page, `admin-list-in-use-mobile${dark ? '-dark' : ''}`);
      await page.locator('button[aria-label="Sil"]:not([disabled])').first().click();
      const confirm = page.locator('.ant-popconfirm').filter({ hasText: 'silinsin mi?' });
      await expect(confirm).toBeVisible();
      await screenshot(page, `admin-list-confirm-mobile${dark ? '-dark' : ''}`);
      await confirm.getByRole('button', { name: 'Vazgeç' }).click();
      await expect(confirm).toBeHidden();
    }
    await setTheme(page, false);
  });
});
