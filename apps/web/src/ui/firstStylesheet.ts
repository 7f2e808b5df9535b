/**
 * Puts the stylesheet at `href` before every other stylesheet of the page and waits until it has loaded (or failed:
 * the page then renders without it, as it would in development). Later rules win at equal specificity, so the app's
 * own stylesheets, already in <head>, keep overriding it.
 */
export function firstStylesheet(href: string): Promise<void> {
  if (!href || document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  // as the prefetch of it asked (route-preload.ts), so that answer is the one used
  link.crossOrigin = '';
  const done = new Promise<void>((resolve) => {
    link.onload = () => resolve();
    link.onerror = () => resolve();
  });
  document.head.insertBefore(link, document.head.querySelector('link[rel="stylesheet"], style'));
  return done;
}
