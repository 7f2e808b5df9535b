import { createDefaultUserBody, firstUserStatus, idResponse, whoamiResponse } from '@parca/contract';
import { currentUser } from '../../lib/access.ts';
import type { Api, Deps } from '../types.ts';
import { createDefaultUser, hasAnyUser, whoami } from './service.ts';

export function usersRoutes(api: Api, { db }: Deps) {
  api.get('/users/whoami', { schema: { tags: ['users'], response: { 200: whoamiResponse } } }, (request) =>
    whoami(db, currentUser(request).id),
  );

  api.get(
    '/users/first/status',
    { config: { access: 'public' }, schema: { tags: ['users'], response: { 200: firstUserStatus } } },
    async () => ({ needsFirstUser: !(await hasAnyUser(db)) }),
  );

  api.post(
    '/users/first/create-default-user',
    {
      config: { access: 'public' },
      schema: { tags: ['users'], body: createDefaultUserBody, response: { 201: idResponse } },
    },
    async (request, reply) => reply.status(201).send(await createDefaultUser(db, request.body)),
  );
}
