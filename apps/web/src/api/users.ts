import { type CreateDefaultUserBody, usersApi } from '@parca/contract';
import { call } from './client';

/** Public: should the login page offer the first-admin form? */
export const getFirstUserStatus = () => call(usersApi.getFirstUserStatus, {}, { suppressErrors: true });

/** Public; 409 once any user exists. */
export const createDefaultUser = (body: CreateDefaultUserBody) =>
  call(usersApi.createDefaultUser, { body }, { suppressErrors: true });

export const whoami = () => call(usersApi.whoami);

/** TanStack Query keys of users. */
export const userKeys = {
  firstStatus: ['users', 'first-status'] as const,
};
