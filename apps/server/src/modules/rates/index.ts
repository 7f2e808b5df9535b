/**
 * What other modules may use of the dollar rate: the current rate inside their statements, and its absence's 409.
 * app.ts starts the TCMB schedule from here.
 */

export { startRateFetcher } from './runtime.ts';
export { currentRateSql, rateMissing, setRate } from './service.ts';
export { DEFAULT_RATE_FETCH_TIMEOUT_MS, type RateSourceSetup, TCMB_TODAY_URL } from './tcmb-fetch.ts';
