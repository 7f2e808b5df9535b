/** What other modules may use of the catalog: its write transaction (lock order), name forms, what dealers see. */

export { searchableName } from './searchable-name.ts';
export { catalogTransaction } from './version.ts';
export { dealerSees } from './visible.ts';
