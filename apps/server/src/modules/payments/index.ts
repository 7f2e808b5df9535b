/**
 * What other modules may use of the payments: the ledger (posted by orders, never the reverse), the credit limit an
 * order is checked against, a dealer's account figures, and recording a payment (the demo's history does).
 */
export { readAccountSummary, readAccounts } from './account.ts';
export { checkCreditLimit } from './credit-limit.ts';
export { userNotFound } from './dealer.ts';
export { type LedgerPosting, postLedgerEntries } from './ledger.ts';
export { addPayment } from './payments.ts';
