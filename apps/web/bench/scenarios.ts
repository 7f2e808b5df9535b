/**
 * What a dealer does on the ~400-product model page, each timed `runs` times. The selectors are the page's today; a
 * change of the screens updates them here, in one place. The page's list is virtual: only the rows on screen exist.
 */
import type { Page } from '@playwright/test';
import { type Timing, textOf, timeInteraction, timeLoad } from './timing.ts';

const variantRow = '[data-testid^="variant-"]';
export const selectors = {
  /** A variant row on screen (a card's or the table's). */
  row: variantRow,
  searchSummary: '.app-search-summary',
  /** A row of the group shown under the tabs (`key`: the group's tab key; any group when not given). */
  paneRow: (key?: string) => `.app-group-pane${key ? `[data-group="${key}"]` : ''} ${variantRow}`,
  activeTab: (key: string) => `[role="tab"][aria-selected="true"][data-key="${key}"]`,
  activeChip: (name: string) => `.app-index-chip[aria-current="true"][data-key="${name}"]`,
  cartBadge: '[data-testid="cart-badge"]',
};

const modelSearch = (page: Page) => page.getByPlaceholder('Bu modelde ara (ürün, varyant, stok kodu)');
const pickerSearch = (page: Page) => page.getByPlaceholder('Model ara (ör. iPhone 13)');
/** The model's link among the picker's results (home may link it elsewhere too, e.g. under recently viewed). */
const pickerLink = (page: Page, name: string) =>
  page.getByRole('listbox', { name: 'Model ara' }).getByRole('link', { name, exact: true });

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('E-posta').fill(account.email);
  await page.getByLabel('Şifre', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL(/\/$/);
}

/** From home through the model search to the model's page; its address. */
export async function findModel(page: Page, name: string): Promise<string> {
  await page.goto('/');
  await pickerSearch(page).fill(name);
  await pickerLink(page, name).click();
  await page.waitForURL(/\/model-products\/\d+$/);
  return new URL(page.url()).pathname;
}

async function openModel(page: Page, modelPath: string) {
  await page.goto(modelPath);
  await page.locator(selectors.row).first().waitFor();
}

/** Typing a page's address (or reloading it), each time in a new tab: navigation start → `row` painted. */
export async function loadFirstRows(
  newPage: () => Promise<Page>,
  url: string,
  row: string,
  runs: number,
): Promise<number[]> {
  const times: number[] = [];
  // the first load fills the HTTP cache and compiles the scripts; a person opens the page more than once a day
  for (let i = 0; i <= runs; i++) {
    const page = await newPage();
    const { ms } = await timeLoad(page, url, { all: [row] });
    if (i > 0) times.push(ms);
    await page.close();
  }
  return times;
}

/** Typing the address of the model page (or reloading it): navigation start → first rows painted. */
export const loadModel = (newPage: () => Promise<Page>, modelPath: string, runs: number) =>
  loadFirstRows(newPage, modelPath, selectors.row, runs);

/** Home, the model typed into the picker, its link clicked → first rows painted. */
export async function homeToModel(page: Page, name: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.goto('/');
    await pickerSearch(page).fill(name);
    const link = pickerLink(page, name);
    await link.waitFor();
    // the result list may still redraw after the typing (a link replaced under the click would go nowhere)
    await page.waitForTimeout(500);
    const { ms } = await timeInteraction(page, 'pointerdown', { all: [selectors.row] }, () => link.click());
    times.push(ms);
  }
  return times;
}

export interface SearchTimes {
  firstKey: number[];
  nextKeys: number[];
  clearing: number[];
}

/**
 * `query` typed a key at a time and erased back to its first letter (each key timed until the result count shows
 * the new search, so every one of those keys must change the count), then cleared with Ctrl+A, Backspace until the
 * tabs' rows are back; `runs` times.
 */
export async function search(page: Page, modelPath: string, query: string, runs: number): Promise<SearchTimes> {
  await openModel(page, modelPath);
  const input = modelSearch(page);
  const times: SearchTimes = { firstKey: [], nextKeys: [], clearing: [] };
  for (let i = 0; i < runs; i++) {
    await input.focus();
    const keys = [...query, ...Array<string>(query.length - 1).fill('Backspace')];
    for (const [k, key] of keys.entries()) {
      const from = await textOf(page, selectors.searchSummary);
      const expect = { all: [selectors.searchSummary], changed: { selector: selectors.searchSummary, from } };
      const { ms } = await timeInteraction(page, 'keydown', expect, () => input.press(key), 10_000);
      (k === 0 ? times.firstKey : times.nextKeys).push(ms);
    }
    await input.press('ControlOrMeta+a');
    const { ms } = await timeInteraction(page, 'keydown', { all: [selectors.paneRow()] }, () =>
      input.press('Backspace'),
    );
    times.clearing.push(ms);
  }
  return times;
}

/** A click on the tab named `name` → its rows painted. */
async function switchTab(page: Page, name: string): Promise<number> {
  const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
  const key = (await tab.getAttribute('data-key')) ?? '';
  const expect = { all: [selectors.activeTab(key), selectors.paneRow(key)] };
  return (await timeInteraction(page, 'pointerdown', expect, () => tab.click())).ms;
}

/** Back and forth between the first group and `other`, `runs` times each way. */
export async function tabs(page: Page, modelPath: string, first: string, other: string, runs: number) {
  await openModel(page, modelPath);
  const times = { toFirst: [] as number[], toOther: [] as number[] };
  for (let i = 0; i < runs; i++) {
    times.toOther.push(await switchTab(page, other));
    times.toFirst.push(await switchTab(page, first));
  }
  return times;
}

/** "Sepete Ekle" on `runs` different in-stock variants of the tab `group` → the cart badge shows the new count. */
export async function addToCart(page: Page, modelPath: string, group: string, runs: number): Promise<Timing[]> {
  await openModel(page, modelPath);
  await switchTab(page, group);
  const buttons = page.locator(`${selectors.paneRow()} button:not([disabled])`, { hasText: 'Sepete Ekle' });
  const timings: Timing[] = [];
  for (let i = 0; i < runs; i++) {
    const from = await textOf(page, selectors.cartBadge);
    const expect = { all: [selectors.cartBadge], changed: { selector: selectors.cartBadge, from } };
    timings.push(await timeInteraction(page, 'pointerdown', expect, () => buttons.nth(i).click()));
  }
  return timings;
}

/**
 * In the tab `group`, a click on the index chip of each of `categories` in turn (far apart in the list) → that
 * category's heading drawn and its chip marked; `runs` rounds.
 */
export async function jumps(page: Page, modelPath: string, group: string, categories: string[], runs: number) {
  await openModel(page, modelPath);
  await switchTab(page, group);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    for (const name of categories) {
      const chip = page.locator('.app-index-chip', { hasText: name });
      const key = (await chip.getAttribute('data-key')) ?? '';
      const expect = { all: [`#category-${key.slice(1)}`, selectors.activeChip(key)] };
      times.push((await timeInteraction(page, 'pointerdown', expect, () => chip.click())).ms);
    }
  }
  return times;
}
