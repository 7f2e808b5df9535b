import { favouritesApi } from '@parca/contract';
import { expect, type Page, test } from '@playwright/test';
import { demoAccounts } from '../apps/server/src/seed/demo-users.ts';
import { apiCall, restingScreenshot, screenshot, setTheme, signIn, signOut } from './support.ts';

/** The second demo dealer: other specs open models from the first one's home page, which a favourite would change. */
const dealer = demoAccounts[2];
const starred = 'Galaxy S21 Ultra';
const place = 'Samsung · Galaxy S Serisi';

test.describe.configure({ mode: 'serial' });

/** Opens a model from the home page's search, as a dealer would. */
async function openModel(page: Page, name: string) {
  await page.goto('/');
  await page.getByPlaceholder('Model ara (ör. iPhone 13)').fill(name);
  await page.getByRole('listbox', { name: 'Model ara' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

// Whatever happens above, the dealer leaves with no favourites, so other specs see the home page they expect.
test.afterEach(async ({ page }) => {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  if (!token) return;
  const { items } = await apiCall(page.request, token, favouritesApi.getFavouriteModels);
  for (const m of items) {
    await page.request.delete(`/api/users/me/favourite-models/${m.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
  }
});

test('a starred model is on the home page after signing out and in; recent models show newest first', async ({
  page,
}) => {
  await signIn(page, dealer);
  await openModel(page, starred);
  const star = page.getByRole('button', { name: 'Favorilere ekle' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  const unstar = page.getByRole('button', { name: 'Favorilerden çıkar' });
  await expect(unstar).toHaveAttribute('aria-pressed', 'true');
  await restingScreenshot(page, 'favourites-model-header');

  await signOut(page);
  await signIn(page, dealer);
  const favourites = page.getByRole('list', { name: 'Favori modellerim' });
  await expect(favourites.getByRole('link')).toHaveText([starred]);
  await expect(favourites.getByRole('listitem')).toContainText(place);
  await expect(favourites.getByRole('listitem')).toContainText(/\d+ ürün/);

  // two more models: the newest first, the first one after them
  await openModel(page, 'Galaxy S10');
  await openModel(page, 'Galaxy S20');
  await page.goto('/');
  const recent = page.getByRole('list', { name: 'Son baktıklarım' });
  await expect(recent.getByRole('link')).toHaveText(['Galaxy S20', 'Galaxy S10', starred]);
  await expect(page.locator('.kit-skeleton, .kit-skeleton-bar')).toHaveCount(0);
  await restingScreenshot(page, 'favourites-home');
  await setTheme(page, true);
  await expect(recent.getByRole('link')).toHaveCount(3);
  await restingScreenshot(page, 'favourites-home-dark');
  await setTheme(page, false);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(recent.getByRole('link')).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await restingScreenshot(page, 'favourites-home-phone');

  // the star on the home page takes the favourite off; the strip goes with it
  await favourites.getByRole('button', { name: `${starred}: favorilerden çıkar` }).click();
  await expect(favourites).toBeHidden();
  await openModel(page, starred);
  await expect(page.getByRole('button', { name: 'Favorilere ekle' })).toHaveAttribute('aria-pressed', 'false');
  await screenshot(page, 'favourites-model-phone');
});
