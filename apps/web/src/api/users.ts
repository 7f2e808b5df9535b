import type { CreateDefaultUserBody, SetPasswordBody, UserCreate, UsersQuery, UserUpdate } from '@parca/contract';
import { call } from './client';
import { usersApi } from './routes';

/** Public: should the login page offer the first-admin form? */
export const getFirstUserStatus = () => call(usersApi.getFirstUserStatus, {}, { suppressErrors: true });

/** Public; 409 once any user exists. */
export const createDefaultUser = (body: CreateDefaultUserBody) =>
  call(usersApi.createDefaultUser, { body }, { suppressErrors: true });

export const whoami = () => call(usersApi.whoami);
/** The signed-in person's discount, the KDV rate and the low-stock threshold their screens price and word with. */
export const getMyTerms = () => call(usersApi.getMyTerms);

// ---- user management (Admin) ----

/** Users, paged on the server, searched by name, company, e-mail or phone, filtered by role and active. */
export const getUsers = (query: Partial<UsersQuery>) => call(usersApi.getUsers, { query });
export const getUser = (id: number | undefined) => call(usersApi.getUser, { params: { id } });
/** One user's record (Admin), read only when there is an id: the user's page and the pickers that name a user by id. */
export const userQuery = (id: number | undefined) => ({
  queryKey: userKeys.detail(id ?? 0),
  queryFn: () => getUser(id),
  enabled: id !== undefined,
});
/** A new user without a password: the answer carries the token of their set-password link. */
export const createUser = (body: UserCreate) => call(usersApi.createUser, { body });
export const updateUser = (id: number | undefined, body: UserUpdate) =>
  call(usersApi.updateUser, { params: { id }, body });

/** Users who have not set their password yet, with their link's expiry. */
export const getTempUsers = () => call(usersApi.getTempUsers);
export const deleteTempUser = (id: number | undefined) => call(usersApi.deleteTempUser, { params: { id } });
/** A fresh set-password link for a temp user; the old one dies. */
export const reissueNewUserLink = (id: number | undefined) => call(usersApi.reissueNewUserLink, { params: { id } });
export const createForgotPasswordLink = (userId: number) =>
  call(usersApi.createForgotPasswordLink, { body: { userId } });
export const deleteForgotPasswordLink = (id: number | undefined) =>
  call(usersApi.deleteForgotPasswordLink, { params: { id } });

// ---- the public password pages: their errors (404, 410, 429) are the page's to show ----

export const getNewPasswordLink = (guid: string | undefined) =>
  call(usersApi.getNewPasswordLink, { params: { guid } }, { suppressErrors: true });
export const createPassword = (body: SetPasswordBody) =>
  call(usersApi.createPassword, { body }, { suppressErrors: true });
export const getForgotPasswordLink = (guid: string | undefined) =>
  call(usersApi.getForgotPasswordLink, { params: { guid } }, { suppressErrors: true });
export const updatePassword = (body: SetPasswordBody) =>
  call(usersApi.updatePassword, { body }, { suppressErrors: true });

/** TanStack Query keys of users; any user write invalidates `all`. */
export const userKeys = {
  firstStatus: ['users', 'first-status'] as const,
  /** Under `all`, so a user's edit (a discount) reads it again; the settings page invalidates it as well. */
  myTerms: ['users', 'me', 'terms'] as const,
  /** Who is signed in (the profile page). */
  whoami: ['users', 'me', 'whoami'] as const,
  all: ['users'] as const,
  list: (query: Partial<UsersQuery>) => ['users', 'list', query] as const,
  temp: ['users', 'temp'] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
  link: (kind: 'new' | 'forgot', token: string) => ['users', 'link', kind, token] as const,
};
