import type { MailPreferencesUpdate, MailStatus } from '@parca/contract';
import { call } from './client';
import { mailApi } from './routes';

/** Admin: whether the server sends mail, and how many wait or failed. */
export const getMailStatus = () => call(mailApi.getMailStatus);
/** Admin: the outbox, newest first. */
export const getMails = (page: number, pageSize: number, status?: MailStatus) =>
  call(mailApi.listMails, { query: { page, pageSize, status } });
/** Admin: "Tekrar dene" on a failed mail. */
export const retryMail = (id: number) => call(mailApi.retryMail, { params: { id } });
/** Admin: a sample to their own address; the answer says whether it left. */
export const sendSampleMail = () => call(mailApi.sendSampleMail);

/** Anyone signed in: their own choice of mails. */
export const getMailPreferences = () => call(mailApi.getMailPreferences);
export const updateMailPreferences = (body: MailPreferencesUpdate) => call(mailApi.updateMailPreferences, { body });

export const mailKeys = {
  all: ['mail'] as const,
  status: ['mail', 'status'] as const,
  list: (page: number, pageSize: number, status: MailStatus | undefined) =>
    ['mail', 'list', page, pageSize, status ?? 'all'] as const,
  preferences: ['mail', 'preferences'] as const,
};
