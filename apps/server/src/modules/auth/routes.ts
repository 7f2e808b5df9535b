import { loginBody, loginResponse } from '@parca/contract';
import { z } from 'zod';
import { currentUser } from '../../lib/access.ts';
import type { Api, Deps } from '../types.ts';
import { login, logout } from './service.ts';

export function authRoutes(api: Api, { db, tokens }: Deps) {
  api.post(
    '/auth/login',
    { config: { access: 'public' }, schema: { tags: ['auth'], body: loginBody, response: { 200: loginResponse } } },
    (request) => login(db, tokens, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  );

  api.get('/auth/logout', { schema: { tags: ['auth'], response: { 204: z.null() } } }, async (request, reply) => {
    await logout(db, currentUser(request).sessionId);
    return reply.status(204).send(null);
  });
}
