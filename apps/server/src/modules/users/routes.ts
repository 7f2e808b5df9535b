import { usersApi } from '@parca/contract';
import { currentUser } from '../../lib/access.ts';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import { whoami } from './access.ts';
import { createUser } from './create.ts';
import { getUser } from './detail.ts';
import { createDefaultUser, hasAnyUser } from './first-user.ts';
import { limitLinkCalls } from './link-limit.ts';
import { deleteForgotPasswordLink, lookUpLink, setPasswordByLink } from './links.ts';
import { getTempUsers, getUsers } from './list.ts';
import { getMyTerms } from './my-terms.ts';
import { createForgotPasswordLink, deleteTempUser, reissueNewUserLink } from './temp-users.ts';
import { updateUser } from './update.ts';

export function usersRoutes(api: Api, { db }: Deps) {
  serveArea(api, usersApi, {
    whoami: (req) => whoami(db, currentUser(req).id),
    getMyTerms: (req) => getMyTerms(db, currentUser(req).id),
    getFirstUserStatus: async () => ({ needsFirstUser: !(await hasAnyUser(db)) }),
    createDefaultUser: (req) => createDefaultUser(db, req.body),

    getUsers: (req) => getUsers(db, req.query),
    getTempUsers: () => getTempUsers(db),
    deleteTempUser: (req) => deleteTempUser(db, req.params.id),
    reissueNewUserLink: (req) => reissueNewUserLink(db, req.params.id, currentUser(req).id),
    getUser: (req) => getUser(db, req.params.id),
    createUser: (req) => createUser(db, req.body, currentUser(req).id),
    updateUser: (req) => updateUser(db, req.params.id, req.body, currentUser(req).id),
    createForgotPasswordLink: (req) => createForgotPasswordLink(db, req.body.userId, currentUser(req).id),
    deleteForgotPasswordLink: (req) => deleteForgotPasswordLink(db, req.params.id),

    // Public: a failing call counts against its address, and past the limit is refused (link-limit.ts).
    getNewPasswordLink: (req) => limitLinkCalls(db, req.ip, () => lookUpLink(db, req.params.guid, 'new_user')),
    createPassword: (req) => limitLinkCalls(db, req.ip, () => setPasswordByLink(db, req.body, 'new_user')),
    getForgotPasswordLink: (req) =>
      limitLinkCalls(db, req.ip, () => lookUpLink(db, req.params.guid, 'forgot_password')),
    updatePassword: (req) => limitLinkCalls(db, req.ip, () => setPasswordByLink(db, req.body, 'forgot_password')),
  });
}
