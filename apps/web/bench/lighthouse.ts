/**
 * Lighthouse (its default, the mobile preset with simulated throttling) on a Chromium that Playwright started with a
 * debugging port, so a page can be audited signed in: the token is put in that profile's localStorage first, and
 * Lighthouse is told not to reset storage. It would then keep the HTTP cache too, so we empty it before each run:
 * every audit is a cold load.
 */
import type { BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';

export interface Audit {
  performance?: number | null;
  accessibility?: number | null;
  /** First and largest contentful paint and total blocking time, ms. */
  fcp?: number;
  lcp?: number;
  tbt?: number;
  /** Where the audited page ended up: another address than asked means a redirect (e.g. to /login, signed out). */
  finalUrl?: string;
}

async function emptyHttpCache(context: BrowserContext) {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** Audits `url` on the browser listening on `port` (which `context` drives). */
export async function audit(context: BrowserContext, port: number, url: string): Promise<Audit> {
  await emptyHttpCache(context);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse ${url}: ${runtimeError.message}`);
  return {
    performance: categories.performance?.score,
    accessibility: categories.accessibility?.score,
    fcp: audits['first-contentful-paint']?.numericValue,
    lcp: audits['largest-contentful-paint']?.numericValue,
    tbt: audits['total-blocking-time']?.numericValue,
    finalUrl: result.lhr.finalDisplayedUrl,
  };
}
