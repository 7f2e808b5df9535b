import { authApi } from '@parca/contract';
import { currentUser } from '../../lib/access.ts';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import { requestPasswordReset } from '../users/index.ts';
import { login, logout } from './service.ts';

export function authRoutes(api: Api, { db, tokens, mailConfigured }: Deps) {
  // Work that runs after its answer has gone; the server waits for it before it closes its database.
  const running = new Set<Promise<void>>();
  api.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });

  serveArea(api, authApi, {
    login: (req) => login(db, tokens, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] }),
    forgotPassword: (req) =>
      requestPasswordReset(db, { email: req.body.email, ip: req.ip, mailConfigured }, (work) => {
        const run = work()
          .catch((err) => req.log.error({ err }, 'şifre yenileme bağlantısı gönderilemedi / reset link not sent'))
          .finally(() => running.delete(run));
        running.add(run);
      }),
    logout: (req) => logout(db, currentUser(req).sessionId),
  });
}
