/**
 * Runs `task` once the browser idles, or after `timeout` ms at the latest (Safari has no `requestIdleCallback`: there
 * it runs after `fallback` ms). Returns what cancels it, for an effect's cleanup.
 */
export function whenIdle(task: () => void, { timeout = 3000, fallback = 1 } = {}): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, fallback);
  return () => clearTimeout(id);
}
