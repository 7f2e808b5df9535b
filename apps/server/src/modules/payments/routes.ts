import { paymentsApi } from '@parca/contract';
import { currentUser } from '../../lib/access.ts';
import { idempotentWrite } from '../../lib/idempotency.ts';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import { readAccountSummary } from './account.ts';
import { addLedgerAdjustment } from './adjustments.ts';
import { userNotFound } from './dealer.ts';
import { exportPayments } from './export.ts';
import { getMyPayments, getPayments } from './list.ts';
import { addPayment, updatePayment } from './payments.ts';
import { readStatement } from './statement.ts';

export function paymentsRoutes(api: Api, { db }: Deps) {
  serveArea(api, paymentsApi, {
    addPayment: (req, reply) =>
      idempotentWrite(db, paymentsApi.addPayment, req, reply, (tx) => addPayment(tx, req.body, currentUser(req).id)),
    updatePayment: (req) => updatePayment(db, req.body, currentUser(req).id),
    addLedgerAdjustment: (req) => addLedgerAdjustment(db, req.params.id, req.body, currentUser(req).id),
    getUserStatement: (req) => readStatement(db, req.params.id, req.query),
    getPayments: (req) => getPayments(db, req.query),
    exportPayments: (req, reply) => exportPayments(db, req.query, reply),
    getMyPayments: (req) => getMyPayments(db, currentUser(req).id, req.query),
    getMyStatement: (req) => readStatement(db, currentUser(req).id, req.query),
    getMyAccount: async (req) => {
      const account = await readAccountSummary(db, currentUser(req).id);
      if (!account) throw userNotFound();
      return account;
    },
  });
}
