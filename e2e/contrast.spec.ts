/**
 * Colour contrast (WCAG AA: 4.5:1 for text, 3:1 for large text) on the screens a dealer sees most, in the light and
 * the dark theme, at desktop and phone width, checked by axe's `color-contrast` rule on the page as drawn; and the
 * admin's white counts on red (the bell, the pending orders).
 */
import AxeBuilder from '@axe-core/playwright';
import { ordersApi } from '@parca/contract';
import { expect, type Page, test } from '@playwright/test';
import {
  apiCall,
  createDealer,
  demoAdmin,
  demoDealer,
  openModelPage,
  phoneScreen,
  restingScreenshot,
  signIn,
  tokenFor,
} from './support.ts';

const model = 'iPhone 13 Pro';

/** axe's contrast findings on the page at rest (an element still fading in would be measured half drawn). */
async function expectReadable(page: Page, where: string) {
  await restingScreenshot(page, `contrast-${where}`);
  const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const found = violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? v.help} — ${n.html.slice(0, 120)}`),
  );
  // soft: every screen of the walk is checked, and all that fail are listed
  expect.soft(found, where).toEqual([]);
}

/** WCAG's contrast ratio of two computed `rgb(…)` colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

for (const dark of [false, true]) {
  const theme = dark ? 'dark' : 'light';

  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      // the stored preference, as the theme switch leaves it, before the app reads it
      await page.addInitScript((value) => localStorage.setItem('darkTheme', value), String(dark));
    });

    test(`sign-in page, home, model page and cart read at AA contrast (${theme})`, async ({ page }) => {
      test.slow(); // four screens, each shot and measured
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
      await expectReadable(page, `login-${theme}`);

      await signIn(page, demoDealer);
      await expect(page.getByPlaceholder('Model ara (ör. iPhone 13)')).toBeVisible();
      await expectReadable(page, `home-${theme}`);

      await openModelPage(page, model);
      const row = page
        .getByTestId(/^variant-/)
        .filter({ hasText: 'Stokta' })
        .first();
      await row.getByRole('button', { name: 'Sepete Ekle' }).click();
      await expect(row).toContainText('Sepette');
      // The "sepete eklendi" message leaves after 3 s, fading out: on a busy machine axe may still be measuring then,
      // and a half-faded text is not what anyone reads. The page is measured once it has gone.
      await expect(page.locator('.kit-toast')).toHaveCount(0, { timeout: 15_000 });
      await expectReadable(page, `model-${theme}`);

      await page.goto('/sepetim');
      await expect(page.locator('.cart-totals')).toBeVisible();
      await expect(page.locator('.cart-totals')).toHaveAttribute('aria-busy', 'false');
      await expectReadable(page, `cart-${theme}`);
    });

    test(`the admin's counts on red (the bell, pending orders) read at AA contrast (${theme})`, async ({
      page,
      request,
    }) => {
      // an order of a dealer of the test's own: the bell and the menu's pending count have a number to show
      const dealer = await createDealer(request, { name: 'Kontrast Bayi', companyName: 'Kontrast GSM' });
      await apiCall(request, await tokenFor(request, dealer), ordersApi.createOrder, {
        body: { lines: [{ productVariantId: 1, quantity: 1 }] },
      });
      await signIn(page, demoAdmin);
      await expect(page.getByTestId('notification-badge')).toContainText(/[1-9]/);
      await restingScreenshot(page, `contrast-admin-counts-${theme}`);
      // axe leaves antd's counts "to review" (their digits are stacked in a clipped column): measured here instead
      const counts = await page
        .locator('.kit-badge')
        .evaluateAll((badges) => badges.map((b) => [getComputedStyle(b).backgroundColor, getComputedStyle(b).color]));
      expect(counts.length).toBeGreaterThanOrEqual(2);
      for (const [background, text] of counts) expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
    });

    test.describe('phone', () => {
      test.use({ viewport: phoneScreen, isMobile: true, hasTouch: true });

      test(`sign-in page and model page with its cart bar read at AA contrast (${theme})`, async ({ page }) => {
        await page.goto('/login');
        await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
        await expectReadable(page, `login-${theme}-phone`);

        await signIn(page, demoDealer);
        await openModelPage(page, model);
        const row = page
          .getByTestId(/^variant-/)
          .filter({ hasText: 'Stokta' })
          .first();
        await row.getByRole('button', { name: 'Sepete Ekle' }).click();
        await expect(page.getByRole('region', { name: 'Sepet özeti' })).toContainText('Sepette 1 adet');
        await expectReadable(page, `model-${theme}-phone`);
      });
    });
  });
}
