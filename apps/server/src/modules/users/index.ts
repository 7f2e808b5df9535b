/** What the rest of the server may use of the users: whether any exists, their search keys and its data step. */

export { hasAnyUser } from './first-user.ts';
export { requestPasswordReset } from './forgot-password.ts';
export { storeEarlierUserKeys, userKeys } from './keys.ts';
