/**
 * Timing inside the page: from a user's event (or the navigation's start) to the first frame painted after the screen
 * shows what was asked for. Playwright only drives; the clock is the page's own `performance.now()`, so the test
 * runner's round trips are not counted.
 */
import type { Page } from '@playwright/test';

/** What the screen must show: every selector matches, and `changed`'s element (if given) no longer reads `from`. */
export interface Expectation {
  all: string[];
  changed?: { selector: string; from: string | null };
}

interface Armed {
  /** The event whose time stamp starts the clock; none: the navigation's start (0). */
  trigger?: 'keydown' | 'pointerdown';
  expect: Expectation;
}

declare global {
  interface Window {
    __benchDone?: number;
    __benchInp?: number;
  }
}

/**
 * Runs in the page. A MutationObserver checks the expectation after every change; when it holds, the next animation
 * frame plus a task marks the paint that shows it. Event Timing entries of the triggering interaction give its
 * interaction-to-next-paint (Chromium reports only those of 16 ms or more).
 */
function arm({ trigger, expect }: Armed) {
  window.__benchDone = undefined;
  window.__benchInp = undefined;
  let start = trigger ? Number.NaN : 0;
  if (trigger) {
    addEventListener(
      trigger,
      (e) => {
        start = e.timeStamp;
      },
      { capture: true, once: true },
    );
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId && entry.startTime >= start - 1) {
        window.__benchInp = Math.max(window.__benchInp ?? 0, entry.duration);
      }
    }
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  const holds = () =>
    !Number.isNaN(start) &&
    expect.all.every((s) => document.querySelector(s)) &&
    (!expect.changed || document.querySelector(expect.changed.selector)?.textContent !== expect.changed.from);
  let seen = false;
  const check = () => {
    if (seen || !holds()) return;
    seen = true;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (window.__benchDone = performance.now() - start)));
  };
  const observer = new MutationObserver(check);
  const observe = () =>
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  observe();
  // a key or click changes the DOM right away; checking on the event too catches a screen already in its end state
  if (trigger) addEventListener(trigger, () => queueMicrotask(check), { capture: true, once: true });
}

/**
 * tsx (esbuild with keepNames) wraps the named inner functions of `arm` in `__name(…)`, a helper the page lacks; this
 * gives the page an identity one before `arm` runs there.
 */
const nameShim = 'globalThis.__name ??= (fn) => fn;';

export interface Timing {
  /** Event (or navigation start) to the painted frame that shows the expectation, ms. */
  ms: number;
  /** The interaction's longest Event Timing duration (INP of it); undefined under 16 ms or with no interaction. */
  inp?: number;
}

async function result(page: Page, expect: Expectation, timeoutMs: number): Promise<Timing> {
  try {
    await page.waitForFunction(() => window.__benchDone !== undefined, undefined, { timeout: timeoutMs, polling: 50 });
  } catch (err) {
    // say which part of the expectation the screen missed: usually a selector the page no longer has
    const state = await page.evaluate(
      ({ all, changed }) => ({
        matched: all.map((s) => `${s}: ${document.querySelector(s) ? 'yes' : 'no'}`),
        changed: changed && document.querySelector(changed.selector)?.textContent,
      }),
      expect,
    );
    throw new Error(`Expected screen never came (${JSON.stringify({ expect, state })})`, { cause: err });
  }
  // Event Timing entries arrive after the paint they measure
  await page.waitForTimeout(100);
  const [ms, inp] = await page.evaluate(() => [window.__benchDone ?? Number.NaN, window.__benchInp]);
  return { ms, inp };
}

/** Times `act` (a key, or a click starting at its pointerdown) until the screen meets `expect`. */
export async function timeInteraction(
  page: Page,
  trigger: 'keydown' | 'pointerdown',
  expect: Expectation,
  act: () => Promise<void>,
  timeoutMs = 30_000,
): Promise<Timing> {
  await page.evaluate(nameShim);
  await page.evaluate(arm, { trigger, expect });
  await act();
  return result(page, expect, timeoutMs);
}

/** Loads `url` in a new tab of the page's context and times navigation start → `expect` painted. */
export async function timeLoad(page: Page, url: string, expect: Expectation, timeoutMs = 60_000): Promise<Timing> {
  await page.addInitScript(nameShim);
  await page.addInitScript(arm, { expect });
  await page.goto(url, { waitUntil: 'commit' });
  return result(page, expect, timeoutMs);
}

/** The text of the first element matching `selector`, or null when there is none. */
export function textOf(page: Page, selector: string): Promise<string | null> {
  return page.evaluate((s) => document.querySelector(s)?.textContent ?? null, selector);
}
