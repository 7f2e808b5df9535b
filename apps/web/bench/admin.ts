/**
 * What an admin does on the large data set, each timed `runs` times. Issue 24 took antd off the dealer's first screens
 * on the condition that no admin screen became slower: the admin's lists are drawn with antd, which now loads with the
 * first of them instead of with the app (docs/architecture.md § antd only where it is used).
 */
import type { Page } from '@playwright/test';
import { loadFirstRows } from './scenarios.ts';
import { timeInteraction } from './timing.ts';

/** A data row of an antd table (the admin's server-paged lists). */
export const adminRow = '.ant-table-tbody .ant-table-row';
export const adminPages = { orders: '/admin/orders', stocks: '/admin/stocks' };

const menuLink = (page: Page, name: string | RegExp) => page.getByRole('link', { name, exact: true }).first();
/** "Siparişler" with or without the count of orders waiting beside it. */
export const ordersLink = /^Siparişler/;

/** Typing an admin list's address, each time in a new tab: navigation start → its first rows painted. */
export const loadAdminList = (newPage: () => Promise<Page>, url: string, runs: number) =>
  loadFirstRows(newPage, url, adminRow, runs);

/**
 * Home opened in a new tab and settled (no request for 0.5 s), then a click on `link` in the side menu → that list's
 * first rows painted: the first list of a visit. For an admin the shell loads antd and what the admin's lists share once home has
 * drawn (layout/Shell.tsx); a click before that has finished waits for it, as a person who has read home first does not.
 */
export async function homeToFirstList(newPage: () => Promise<Page>, link: RegExp, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const page = await newPage();
    await page.goto('/');
    const target = menuLink(page, link);
    await target.waitFor();
    await page.waitForLoadState('networkidle');
    const { ms } = await timeInteraction(page, 'pointerdown', { all: [adminRow] }, () => target.click());
    if (i > 0) times.push(ms); // the first visit fills the HTTP cache
    await page.close();
  }
  return times;
}

/** From an admin list (`from`) to home, then a click on `link` → its first rows painted: antd already running. */
export async function listToList(page: Page, from: string, link: RegExp, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.goto(from);
    await page.locator(adminRow).first().waitFor();
    await menuLink(page, 'Anasayfa').click();
    const target = menuLink(page, link);
    await target.waitFor();
    await page.locator(adminRow).first().waitFor({ state: 'detached' });
    times.push((await timeInteraction(page, 'pointerdown', { all: [adminRow] }, () => target.click())).ms);
  }
  return times;
}
