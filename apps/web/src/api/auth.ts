import type { ForgotPasswordBody, LoginBody } from '@parca/contract';
import { call } from './client';
import { authApi } from './routes';

/** Errors are the caller's to show (a 401 here means wrong credentials). */
export const login = (body: LoginBody) => call(authApi.login, { body }, { suppressErrors: true });

/** Ends the server session; failures do not matter, the client forgets the token anyway. */
export const logout = () => call(authApi.logout, {}, { suppressErrors: true });

/** "Şifremi unuttum": the same answer for any address; errors (400, 429) are the form's to show. */
export const forgotPassword = (body: ForgotPasswordBody) =>
  call(authApi.forgotPassword, { body }, { suppressErrors: true });
