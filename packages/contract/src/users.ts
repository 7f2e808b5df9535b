import { z } from 'zod';
import { email, password, role } from './auth.ts';
import { idResponse, nameText } from './common.ts';
import { labelled } from './fields.ts';
import { defineArea } from './route.ts';

export const whoamiResponse = z.object({ id: z.number().int(), email: z.string(), name: z.string(), role });
export type WhoamiResponse = z.infer<typeof whoamiResponse>;

export const createDefaultUserBody = z.object({
  name: labelled('Ad', nameText(2, 120)),
  email,
  password,
});
export type CreateDefaultUserBody = z.infer<typeof createDefaultUserBody>;

/** Public: tells the login page whether to offer the first-admin form. */
export const firstUserStatus = z.object({ needsFirstUser: z.boolean() });
export type FirstUserStatus = z.infer<typeof firstUserStatus>;

export const usersApi = defineArea('users', {
  whoami: {
    method: 'GET',
    path: '/users/whoami',
    access: 'signedIn',
    summary: 'Oturumdaki kullanıcı',
    status: 200,
    response: whoamiResponse,
  },
  getFirstUserStatus: {
    method: 'GET',
    path: '/users/first/status',
    access: 'public',
    summary: 'Hiç kullanıcı yoksa giriş sayfası ilk yöneticiyi oluşturmayı önerir',
    status: 200,
    response: firstUserStatus,
  },
  createDefaultUser: {
    method: 'POST',
    path: '/users/first/create-default-user',
    access: 'public',
    summary: 'İlk yönetici (yalnız hiç kullanıcı yokken; sonra 409)',
    body: createDefaultUserBody,
    status: 201,
    response: idResponse,
  },
});
