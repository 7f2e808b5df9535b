import type { Role, TempUser, UserList, UsersQuery } from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { isoString } from '../../lib/days.ts';
import { matchesWords } from '../../lib/search.ts';
import { activityActor } from '../activity/index.ts';
import { newestNewUserLink, type SummaryRow, summaryColumns, toSummary } from './columns.ts';

/** One page of users in Turkish alphabetical order: every word of the search in name, company, e-mail or phone. */
export async function getUsers(db: Db, q: UsersQuery): Promise<UserList> {
  const where: SQL[] = [matchesWords(sql`u.search_text`, q.search ?? '')];
  if (q.role !== undefined) where.push(sql`u.role = ${q.role}`);
  if (q.active !== undefined) where.push(sql`u.active = ${q.active}`);
  if (q.activityActor !== undefined) {
    const actor = activityActor(sql`u.id`, sql`u.role`);
    where.push(q.activityActor ? actor : sql`not ${actor}`);
  }
  const condition = sql`where ${sql.join(where, sql` and `)}`;
  const [rows, [{ total }]] = await Promise.all([
    query<SummaryRow>(
      db,
      sql`select ${summaryColumns} from users u ${condition} order by u.name_sort, u.id
          limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    query<{ total: number }>(db, sql`select count(*)::int as total from users u ${condition}`),
  ]);
  return { items: rows.map(toSummary), total };
}

type TempUserRow = Omit<TempUser, 'role' | 'createdAt' | 'linkExpiresAt' | 'linkExpired'> & {
  role: number;
  createdAt: Date | string;
  linkExpiresAt: Date | string | null;
  linkExpired: boolean | null;
};

/** Users who have not set their password yet, with their newest link's expiry (no link counts as expired). */
export async function getTempUsers(db: Db): Promise<{ items: TempUser[] }> {
  const rows = await query<TempUserRow>(
    db,
    sql`select u.id, u.email, u.name, u.company as "companyName", u.role, u.created_at as "createdAt",
               nl.expires_at as "linkExpiresAt", nl.expired as "linkExpired"
        from users u ${newestNewUserLink}
        where u.password_hash is null
        order by u.name_sort, u.id`,
  );
  return {
    items: rows.map((r) => ({
      ...r,
      role: r.role as Role,
      createdAt: isoString(r.createdAt),
      linkExpiresAt: r.linkExpiresAt === null ? null : isoString(r.linkExpiresAt),
      linkExpired: r.linkExpired ?? true,
    })),
  };
}
