import { type Rect, type Virtualizer, windowScroll } from '@tanstack/react-virtual';

/**
 * The model list's virtualizer over the window, without asking the browser for the page's layout inside React's
 * commit. Reading `window.scrollY`, or on a phone (a page with a viewport meta) `innerWidth`/`innerHeight`, lays the
 * page out, and so does scrolling it; the virtualizer's own window observer read the size and the scroll, and then
 * scrolled the window to where it already was, in the layout effect that starts it: the page's first layout ran
 * inside the commit, one task of 100–160 ms at 4× CPU instead of two shorter ones (docs/benchmarks.md § One
 * stylesheet, fewer chunks). Here they are read when this module loads, while the page is the loading frame, and
 * then when the window resizes or scrolls, where the browser has laid it out anyway.
 */

let size = readSize();
let scrollTop = window.scrollY;
window.addEventListener('resize', () => {
  size = readSize();
});
window.addEventListener(
  'scroll',
  () => {
    scrollTop = window.scrollY;
  },
  { passive: true },
);

function readSize(): Rect {
  return { width: window.innerWidth, height: window.innerHeight };
}

/** The window's size as of the last resize. */
export const windowSize = (): Rect => size;

/** The window's scroll offset as of the last scroll event: the virtualizer's `initialOffset`. */
export const windowScrollTop = (): number => scrollTop;

/**
 * The virtualizer's `observeElementRect` for the window: the size known at once, the new one on each resize (this
 * module's own listener, added when it loaded, has read it by then: listeners run in the order they were added).
 */
export function observeWindowSize(_: Virtualizer<Window, Element>, report: (rect: Rect) => void): () => void {
  report(size);
  const onResize = () => report(size);
  window.addEventListener('resize', onResize, { passive: true });
  return () => window.removeEventListener('resize', onResize);
}

type ScrollToFn = Virtualizer<Window, Element>['options']['scrollToFn'];

/**
 * A virtualizer's `scrollToFn` for the window (one per virtualizer) that skips the write it makes when it starts:
 * the offset it has just read from the window, back to the window. Every later write (a jump to a category, a
 * correction when rows above change size) scrolls as the library's own does.
 */
export function scrollWindowAfterStart(): ScrollToFn {
  let started = false;
  return (offset, options, instance) => {
    const echo = !started && !options.adjustments && !options.behavior;
    started = true;
    if (!echo) windowScroll(offset, options, instance);
  };
}
