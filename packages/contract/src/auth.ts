import { z } from 'zod';
import { wellFormedText } from './common.ts';
import { roleValues } from './enums.ts';
import { labelled } from './fields.ts';
import { defineArea } from './route.ts';

export const PASSWORD_MIN_LENGTH = 8;

export const email = labelled('E-posta', z.string().trim().toLowerCase().pipe(z.email().max(254)));
export const password = labelled('Şifre', wellFormedText().min(PASSWORD_MIN_LENGTH).max(200));
export const role = z.union(roleValues.map((r) => z.literal(r)));

export const loginBody = z.object({ email, password: labelled('Şifre', wellFormedText().min(1).max(200)) });
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = z.object({ token: z.string(), name: z.string(), role });
export type LoginResponse = z.infer<typeof loginResponse>;

/** "Şifremi unuttum": the address to mail a reset link to. */
export const forgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;
/**
 * The same answer for any address, registered or not: only whether this server mails at all (when it does not, the
 * page tells the dealer to call the wholesaler, whose admins are told of the request).
 */
export const forgotPasswordAnswer = z.object({ mailConfigured: z.boolean() });
export type ForgotPasswordAnswer = z.infer<typeof forgotPasswordAnswer>;

export const authApi = defineArea('auth', {
  login: {
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    summary: 'Giriş: { token, name, role }',
    body: loginBody,
    status: 200,
    response: loginResponse,
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    access: 'public',
    summary: 'Şifremi unuttum: kayıtlı bir adrese şifre yenileme bağlantısı gönderilir (her adrese aynı yanıt)',
    body: forgotPasswordBody,
    status: 200,
    response: forgotPasswordAnswer,
  },
  logout: {
    method: 'GET',
    path: '/auth/logout',
    access: 'signedIn',
    summary: 'Çıkış: oturum hemen sona erer',
    status: 204,
    response: null,
  },
});
