import { expect, type Locator, type Page, test } from '@playwright/test';
import { demoAdmin, demoDealer, screenshot, setTheme, settled, signIn } from './support.ts';

/** Resolves when the page's finite animations (a dialog zooming in, a toast sliding down) have finished. */
async function settledAnimations() {
  const moving = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
  await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
}

/** The border box of what a person taps: an input's outlined wrapper, otherwise the element itself. */
function tapBox(locator: Locator) {
  return locator.evaluate((el) => {
    const r = (
      el.closest('.ant-input-affix-wrapper, .ant-input-number, .ant-select, .kit-input') ?? el
    ).getBoundingClientRect();
    return { width: r.width, height: r.height };
  });
}

/** At least 40 px high (and wide): polled, so a dialog still zooming in is measured once it has come to rest. */
async function expectTouchTarget(locator: Locator, name: string, { square = false } = {}) {
  await expect(locator).toBeVisible();
  await expect
    .poll(async () => (await tapBox(locator)).height, { message: `${name}: height` })
    .toBeGreaterThanOrEqual(40);
  if (square) {
    await expect
      .poll(async () => (await tapBox(locator)).width, { message: `${name}: width` })
      .toBeGreaterThanOrEqual(40);
  }
}

async function expectTopBarTargets(page: Page) {
  const header = page.locator('.app-header');
  await expectTouchTarget(page.getByTestId('menu-toggle'), 'menu toggle', { square: true });
  await expectTouchTarget(header.getByRole('link', { name: /^Sepetim/ }), 'cart', { square: true });
  await expectTouchTarget(page.getByTestId('theme-toggle'), 'theme toggle', { square: true });
  await expectTouchTarget(page.getByTestId('user-menu'), 'user menu', { square: true });
  await expectTouchTarget(header.getByRole('button', { name: 'Çıkış Yap' }), 'logout', { square: true });
}

/** Table headers whose text wraps onto a second line or sticks out of the cell ("İşleml/er"). */
function brokenHeaders(page: Page) {
  return page.locator('.ant-table-thead th').evaluateAll((cells) =>
    cells
      .filter((th) => {
        const cell = th.getBoundingClientRect();
        const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const lines = [...range.getClientRects()].filter((r) => r.width > 0);
          if (new Set(lines.map((r) => Math.round(r.top))).size > 1) return true;
          if (lines.some((r) => r.left < cell.left - 0.5 || r.right > cell.right + 0.5)) return true;
        }
        return false;
      })
      .map((th) => th.textContent),
  );
}

/**
 * Colours of the theme: neutrals (slate, zinc, white, black: little chroma) and the emerald primary (hue 140–180°).
 * An off-palette blue (#1677ff, antd's blue tag) or the skin tones of antd's pictures fail.
 */
function offPalette(colours: string[]) {
  return colours.filter((colour) => {
    const m = colour.match(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/);
    if (!m) return colour !== 'none' && colour !== 'transparent' && !colour.startsWith('url(');
    if (m[4] !== undefined && Number(m[4]) === 0) return false;
    const [r, g, b] = [m[1], m[2], m[3]].map(Number);
    const max = Math.max(r, g, b);
    const chroma = max - Math.min(r, g, b);
    if (chroma / 255 <= 0.16) return false;
    let hue = max === r ? ((g - b) / chroma) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
    hue = (hue * 60 + 360) % 360;
    return hue < 140 || hue > 180;
  });
}

function pictureColours(picture: Locator) {
  return picture.evaluate((root) =>
    [root, ...root.querySelectorAll('*')].flatMap((el) => {
      const s = getComputedStyle(el);
      return el instanceof SVGElement ? [s.fill, s.stroke, s.stopColor] : [];
    }),
  );
}

function tagColours(tag: Locator) {
  return tag.evaluate((el) => {
    const s = getComputedStyle(el);
    return [s.color, s.backgroundColor, s.borderTopColor];
  });
}

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('buttons, inputs, pagers and top-bar icons are at least 40 px to tap', async ({ page }) => {
    await signIn(page, demoAdmin);
    await expectTopBarTargets(page);
    await expectTouchTarget(page.getByPlaceholder('Model ara (ör. iPhone 13)'), 'dashboard search');
    await screenshot(page, 'look-dashboard-mobile');
    await setTheme(page, true);
    await expect(page.locator('.kit-skeleton, .kit-skeleton-bar')).toHaveCount(0);
    await screenshot(page, 'look-dashboard-mobile-dark');
    await setTheme(page, false);

    await page.goto('/admin/stocks');
    await expect(page.getByRole('heading', { name: 'Stoklar', level: 1 })).toBeVisible();
    await expectTopBarTargets(page);
    await expectTouchTarget(page.getByPlaceholder('Stok kodu ya da ürün adı ara'), 'stock search');
    await expectTouchTarget(page.getByRole('button', { name: 'Yeni Stok' }), 'new stock');
    await expectTouchTarget(page.locator('.stk-switch-label'), 'critical switch');
    await expectTouchTarget(page.locator('.ant-pagination-item-1'), 'page 1', { square: true });
    await expectTouchTarget(page.locator('.ant-pagination-next'), 'next page', { square: true });
    await screenshot(page, 'look-stocks-mobile');
    await setTheme(page, true);
    await screenshot(page, 'look-stocks-mobile-dark');
    await setTheme(page, false);

    await page.goto('/admin/brands');
    await expect(page.getByRole('heading', { name: 'Markalar', level: 1 })).toBeVisible();
    await expectTouchTarget(page.getByPlaceholder('Marka ara'), 'brand search');
    await expectTouchTarget(page.getByRole('button', { name: 'Yeni Marka' }), 'new brand');
    await expectTouchTarget(page.locator('.ant-pagination-item-1'), 'page 1', { square: true });
    await page.getByRole('button', { name: 'Yeni Marka' }).click();
    await expectTouchTarget(page.getByRole('dialog').getByLabel('Ad', { exact: true }), 'name field');
    await expectTouchTarget(page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }), 'save');
  });

  test('the user name is never cut: initials, the full name on tap', async ({ page }) => {
    await signIn(page, demoDealer);
    const name = page.getByTestId('user-name');
    const cut = await name.evaluate((el) => el.checkVisibility() && el.scrollWidth > el.clientWidth);
    expect(cut, 'the name in the top bar ends in "…"').toBe(false);
    await expect(page.getByTestId('user-avatar')).toHaveText('EA');
    await page.getByTestId('user-menu').click();
    await expect(
      page.getByRole('dialog', { name: 'Hesabım' }).getByText(demoDealer.name, { exact: true }),
    ).toBeVisible();
    await page.evaluate(settledAnimations);
    await screenshot(page, 'look-user-menu-mobile');
  });

  test('a toast appears below the top bar, never over the cart badge', async ({ page }) => {
    await signIn(page, demoAdmin);
    await page.goto('/admin/brands');
    await page.getByRole('button', { name: 'Düzenle' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
    const toast = page.locator('.kit-toast').filter({ hasText: 'Marka güncellendi' });
    await expect(toast).toBeVisible();
    // measured once it has come to rest (its slide-in finished)
    await page.evaluate(settledAnimations);
    const [t, b, header] = await toast.evaluate((el) =>
      [el, document.querySelector('[data-testid="cart-badge"]'), document.querySelector('.app-header')].map((e) => {
        const r = (e as Element).getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
    const overlap = t.x < b.x + b.width && b.x < t.x + t.width && t.y < b.y + b.height && b.y < t.y + t.height;
    expect(overlap, `toast ${JSON.stringify(t)} over badge ${JSON.stringify(b)}`).toBe(false);
    expect(t.y).toBeGreaterThanOrEqual(header.y + header.height);
    await screenshot(page, 'look-toast-badge-mobile');
  });

  test('table headers stay whole words ("İşlemler", not "İşleml/er")', async ({ page }) => {
    await signIn(page, demoAdmin);
    for (const [path, title] of [
      ['/admin/brands', 'Markalar'],
      ['/admin/series', 'Seriler'],
      ['/admin/models', 'Modeller'],
      ['/admin/categories', 'Kategoriler'],
      ['/admin/variants', 'Varyantlar'],
      ['/admin/stocks', 'Stoklar'],
      ['/admin/products', 'Ürünler'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
      expect(await brokenHeaders(page), path).toEqual([]);
    }
  });

  test('the side menu ends with Çıkış Yap, after the admin group', async ({ page }) => {
    await signIn(page, demoAdmin);
    await page.getByTestId('menu-toggle').click();
    const drawer = page.getByTestId('mobile-menu');
    await settled(drawer);
    await expect(drawer.getByRole('listitem').last()).toHaveText('Çıkış Yap');
    await expectTouchTarget(drawer.getByRole('link', { name: 'Stoklar' }), 'menu item');
    await expectTouchTarget(page.getByRole('button', { name: 'Menüyü kapat' }), 'close menu', {
      square: true,
    });
    await screenshot(page, 'look-menu-mobile');
  });
});

test('Çıkış Yap is the last menu item and the top-bar logout says so', async ({ page }) => {
  await signIn(page, demoAdmin);
  const items = page.getByTestId('side-menu').getByRole('listitem');
  await expect(items.last()).toHaveText('Çıkış Yap');
  await expect(items.nth(-2)).toHaveText('Ayarlar');
  const logout = page.locator('.app-header').getByRole('button', { name: 'Çıkış Yap' });
  await expect(logout).toHaveAttribute('title', 'Çıkış Yap');
  await expect(logout.locator('.anticon-logout')).toBeVisible();
  // on a wide screen the full name stays beside the avatar
  await expect(page.getByTestId('user-name')).toHaveText(demoAdmin.name);
  await expect(page.getByTestId('user-name')).toBeVisible();
});

test('list totals are written the Turkish way: "Toplam 6.295 kayıt"', async ({ page }) => {
  await signIn(page, demoAdmin);
  await page.goto('/admin/stocks');
  const turkish = /^Toplam \d{1,3}(\.\d{3})+ kayıt$/;
  await expect(page.locator('.stk-toolbar-total')).toHaveText(turkish);
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(turkish);
});

test('the 404 picture and the category-group tags use the theme colours, light and dark', async ({ page }) => {
  await signIn(page, demoAdmin);
  for (const dark of [false, true]) {
    await page.evaluate((value) => localStorage.setItem('darkTheme', value), String(dark));
    await page.goto('/boyle-bir-sayfa-yok');
    await expect(page.getByText('Sayfa bulunamadı')).toBeVisible();
    const picture = page.getByRole('main').locator('svg').first();
    await expect(picture).toBeVisible();
    expect(offPalette(await pictureColours(picture)), `404 picture, dark=${dark}`).toEqual([]);
    await screenshot(page, dark ? 'look-404-dark' : 'look-404');

    await page.goto('/admin/categories');
    const tag = page.locator('.ant-table-tbody .ant-tag').filter({ hasText: 'Yedek Parça' }).first();
    await expect(tag).toBeVisible();
    expect(offPalette(await tagColours(tag)), `Yedek Parça tag, dark=${dark}`).toEqual([]);
    if (dark) await screenshot(page, 'look-categories-dark');
  }
  await page.evaluate(() => localStorage.setItem('darkTheme', 'false'));
});
