/**
 * The page's data asked for by index.html's first script, before the app had loaded (scripts/route-preload.ts: the
 * model page's products, with the stored token). The app's first GET of that address takes the answer instead of
 * asking again; once only, and only in the page's first seconds, so a later read is never an old answer.
 */
interface EarlyGet {
  url: string;
  response: Promise<Response>;
}

/** Past this the early answer is left alone (the app asks afresh): a page's first read comes well before. */
const FRESH_MS = 15_000;

export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const holder = globalThis as { parcaEarlyGet?: EarlyGet };
  const early = holder.parcaEarlyGet;
  if (!early || early.url !== url) return undefined;
  holder.parcaEarlyGet = undefined;
  return performance.now() < FRESH_MS ? early.response : undefined;
}
