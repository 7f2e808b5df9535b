import {
  idempotencyHeaders,
  type LedgerAdjustmentBody,
  type MyPaymentsQuery,
  type PaymentCreate,
  type PaymentsQuery,
  type PaymentUpdate,
  type StatementQuery,
} from '@parca/contract';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { dashboardKeys } from './dashboard';
import { paymentsApi } from './routes';
import { userKeys } from './users';

/** Records a payment; `idempotencyKey` (one per submission, the same on a retry) keeps a repeat from recording twice. */
const addPayment = (body: PaymentCreate, idempotencyKey?: string) =>
  call(paymentsApi.addPayment, { body }, idempotencyKey ? { headers: idempotencyHeaders(idempotencyKey) } : {});
/** A correction: the server writes correcting ledger entries and keeps the old values. */
const updatePayment = (body: PaymentUpdate) => call(paymentsApi.updatePayment, { body });
const addLedgerAdjustment = (userId: number | undefined, body: LedgerAdjustmentBody) =>
  call(paymentsApi.addLedgerAdjustment, { params: { id: userId }, body });
/** Every dealer's payments (Admin), with the USD total of the filter. */
export const getPayments = (query: Partial<PaymentsQuery>) => call(paymentsApi.getPayments, { query });
export const getMyPayments = (query: Partial<MyPaymentsQuery>) => call(paymentsApi.getMyPayments, { query });
export const getUserStatement = (userId: number | undefined, query: StatementQuery) =>
  call(paymentsApi.getUserStatement, { params: { id: userId }, query });
export const getMyStatement = (query: StatementQuery) => call(paymentsApi.getMyStatement, { query });
export const getMyAccount = () => call(paymentsApi.getMyAccount);

/**
 * TanStack Query keys of the dealer's account: payments, statements, the account summary. Everything that moves an
 * account (a payment, an adjustment, an order write) invalidates `all` through `refreshAccounts`.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  list: (query: Partial<PaymentsQuery>) => ['payments', 'list', query] as const,
  mine: (query: Partial<MyPaymentsQuery>) => ['payments', 'mine', query] as const,
  myStatement: (query: StatementQuery) => ['payments', 'my-statement', query] as const,
  userStatement: (userId: number, query: StatementQuery) => ['payments', 'statement', userId, query] as const,
  myAccount: ['payments', 'my-account'] as const,
};

/** The statement and payments of one account: the signed-in dealer's own, or (Admin) a dealer's. */
export type AccountSource = {
  statement: (range: StatementQuery) => ReturnType<typeof statementOptions>;
  payments: (query: Partial<MyPaymentsQuery>) => ReturnType<typeof paymentsOptions>;
};

const statementOptions = (queryKey: readonly unknown[], queryFn: () => ReturnType<typeof getMyStatement>) =>
  queryOptions({ queryKey, queryFn });
const paymentsOptions = (queryKey: readonly unknown[], queryFn: () => ReturnType<typeof getMyPayments>) =>
  queryOptions({ queryKey, queryFn });

export const myAccountSource: AccountSource = {
  statement: (range) => statementOptions(paymentKeys.myStatement(range), () => getMyStatement(range)),
  payments: (query) => paymentsOptions(paymentKeys.mine(query), () => getMyPayments(query)),
};

export const dealerAccountSource = (userId: number): AccountSource => ({
  statement: (range) =>
    statementOptions(paymentKeys.userStatement(userId, range), () => getUserStatement(userId, range)),
  payments: (query) => {
    const withDealer = { ...query, dealerId: userId };
    return paymentsOptions(paymentKeys.list(withDealer), () => getPayments(withDealer));
  },
});

/**
 * After a write that moves a dealer's account (payment, adjustment, order placed, confirmed, returned, cancelled):
 * payments, statements, account summaries, the user pages' balances and the dashboard's figures are read again.
 */
export function refreshAccounts(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
  // the users area keeps balances on its list and detail pages
  void queryClient.invalidateQueries({ queryKey: userKeys.all });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.tree });
}

/** One account write as a mutation: once it succeeded, `refreshAccounts`. */
function useAccountWrite<V, R>(write: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => refreshAccounts(queryClient) });
}

/** Records a payment; `key` (useSubmissionKey: one per submission, the same on a retry) keeps it from counting twice. */
export const useAddPayment = () =>
  useAccountWrite(({ body, key }: { body: PaymentCreate; key: string }) => addPayment(body, key));
export const useUpdatePayment = () => useAccountWrite(updatePayment);
export const useAddLedgerAdjustment = () =>
  useAccountWrite(({ userId, body }: { userId: number; body: LedgerAdjustmentBody }) =>
    addLedgerAdjustment(userId, body),
  );
