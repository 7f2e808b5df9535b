import type { CreateDefaultUserBody, FirstUserStatus, WhoamiResponse } from '@parca/contract';
import { api } from './client';

/** GET /api/users/first/status (public): should the login page offer the first-admin form? */
export const getFirstUserStatus = () => api.get<FirstUserStatus>('/users/first/status', { suppressErrors: true });

/** POST /api/users/first/create-default-user (public); 409 once any user exists. */
export const createDefaultUser = (body: CreateDefaultUserBody) =>
  api.post<{ id: number }>('/users/first/create-default-user', body, { suppressErrors: true });

/** GET /api/users/whoami */
export const whoami = () => api.get<WhoamiResponse>('/users/whoami');
