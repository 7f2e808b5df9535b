import { authApi } from '@parca/contract';
import { currentUser } from '../../lib/access.ts';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import { login, logout } from './service.ts';

export function authRoutes(api: Api, { db, tokens }: Deps) {
  serveArea(api, authApi, {
    login: (req) => login(db, tokens, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] }),
    logout: (req) => logout(db, currentUser(req).sessionId),
  });
}
