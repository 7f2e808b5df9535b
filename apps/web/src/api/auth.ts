import type { LoginBody, LoginResponse } from '@parca/contract';
import { api } from './client';

/** POST /api/auth/login. Errors are the caller's to show (a 401 here means wrong credentials). */
export const login = (body: LoginBody) => api.post<LoginResponse>('/auth/login', body, { suppressErrors: true });

/** GET /api/auth/logout: ends the server session; failures do not matter, the client forgets the token anyway. */
export const logout = () => api.get<void>('/auth/logout', { suppressErrors: true });
