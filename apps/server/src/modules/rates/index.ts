/** What other modules may use of the dollar rate: the current rate inside their statements, and its absence's 409. */
export { currentRateSql, rateMissing } from './service.ts';
