import type { PasswordLinkInfo, UserDetail } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { isoString } from '../../lib/days.ts';
import { notFound } from '../../lib/errors.ts';
import { readAccounts } from '../payments/index.ts';
import { liveLink, newestNewUserLink, type SummaryRow, summaryColumns, toSummary } from './columns.ts';

export const userNotFound = () => notFound('Kullanıcı bulunamadı.');

type DetailRow = SummaryRow & {
  taxOffice: string | null;
  taxNumber: string | null;
  address: string | null;
  linkId: number | null;
  linkCreatedAt: Date | string | null;
  linkExpiresAt: Date | string | null;
  linkExpired: boolean | null;
  /** JSON text: the live reset links, newest first. */
  forgotLinks: string;
  /** JSON text: the dealer's own price rules. */
  priceRules: string;
};

const linkInfo = (l: { id: number; createdAt: Date | string; expiresAt: Date | string }): PasswordLinkInfo => ({
  id: l.id,
  createdAt: isoString(l.createdAt),
  expiresAt: isoString(l.expiresAt),
});

/** A user with their account figures (payments/account.ts) and password links; 404 when unknown. */
export async function getUser(db: Db, id: number): Promise<UserDetail> {
  const [[row], accounts] = await Promise.all([
    query<DetailRow>(
      db,
      sql`select ${summaryColumns}, u.price_rules::text as "priceRules", u.tax_office as "taxOffice", u.tax_number as "taxNumber", u.address,
                 nl.id as "linkId", nl.created_at as "linkCreatedAt", nl.expires_at as "linkExpiresAt",
                 nl.expired as "linkExpired",
                 (select coalesce(json_agg(json_build_object('id', f.id, 'createdAt', f.created_at,
                                                             'expiresAt', f.expires_at)
                                           order by f.created_at desc, f.id desc), '[]'::json)::text
                  from user_links f where f.user_id = u.id and f.kind = 'forgot_password' and ${liveLink('f')})
                   as "forgotLinks"
          from users u ${newestNewUserLink}
          where u.id = ${id}`,
    ),
    readAccounts(db, [id]),
  ]);
  const account = accounts.get(id);
  if (!row || !account) throw userNotFound();
  const { taxOffice, taxNumber, address, linkId, linkCreatedAt, linkExpiresAt, linkExpired, forgotLinks, ...rest } =
    row;
  const { priceRules, ...summary } = rest;
  const newUserLink =
    summary.activated || linkId === null || linkCreatedAt === null || linkExpiresAt === null
      ? null
      : { ...linkInfo({ id: linkId, createdAt: linkCreatedAt, expiresAt: linkExpiresAt }), expired: !!linkExpired };
  return {
    ...toSummary(summary),
    priceRules: JSON.parse(priceRules),
    taxOffice,
    taxNumber,
    address,
    pendingOrderCount: account.pendingOrderCount,
    pendingOrderCents: account.pendingOrderCents,
    availableCents: account.availableCents,
    newUserLink,
    forgotPasswordLinks: (JSON.parse(forgotLinks) as Parameters<typeof linkInfo>[0][]).map(linkInfo),
  };
}
