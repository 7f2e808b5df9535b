import { mailApi } from '@parca/contract';
import { currentUser } from '../../lib/access.ts';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import { listMails, mailStatus, retryMail, sendSampleMail } from './admin.ts';
import { readMailPreferences, updateMailPreferences } from './preferences.ts';
import type { MailSender } from './runtime.ts';

/** The mail routes; `sender()` is this process's sender once the app is ready (undefined when it runs none). */
export function mailRoutes(api: Api, { db }: Deps, sender: () => MailSender | undefined) {
  serveArea(api, mailApi, {
    getMailStatus: () => mailStatus(db, sender()),
    listMails: (req) => listMails(db, req.query),
    retryMail: (req) => retryMail(db, req.params.id),
    sendSampleMail: (req) => sendSampleMail(db, currentUser(req).id, sender()),
    getMailPreferences: (req) => readMailPreferences(db, currentUser(req).id),
    updateMailPreferences: (req) => {
      const user = currentUser(req);
      return updateMailPreferences(db, user.id, user.role, req.body.off);
    },
  });
}
