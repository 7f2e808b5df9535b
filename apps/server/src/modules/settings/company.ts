import type { CompanyDetails, companyDetails } from '@parca/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Conn, type Db, query } from '../../db/client.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { changedFields, recordActivity } from '../activity/index.ts';

const columns = sql`name, address, phone, email, logo_url as "logoUrl"`;
const none: CompanyDetails = { name: null, address: null, phone: null, email: null, logoUrl: null };

/** The company the mails speak for; every field null until an admin fills them. */
export async function readCompanyDetails(db: Conn): Promise<CompanyDetails> {
  const [row] = await query<CompanyDetails>(db, sql`select ${columns} from company_details where id = 1`);
  return row ?? none;
}

/** Replaces the company details (a field left out or empty becomes null). */
export async function updateCompanyDetails(
  db: Db,
  input: z.output<typeof companyDetails>,
  actorId: number,
): Promise<CompanyDetails> {
  const v = { ...none, ...input };
  return writeTransaction(db, async (tx) => {
    const before = await readCompanyDetails(tx);
    const [row] = await query<CompanyDetails>(
      tx,
      sql`insert into company_details (id, name, address, phone, email, logo_url, updated_by)
          values (1, ${v.name ?? null}, ${v.address ?? null}, ${v.phone ?? null}, ${v.email ?? null},
                  ${v.logoUrl ?? null}, ${actorId})
          on conflict (id) do update set name = excluded.name, address = excluded.address, phone = excluded.phone,
            email = excluded.email, logo_url = excluded.logo_url, updated_by = excluded.updated_by,
            updated_at = now()
          returning ${columns}`,
    );
    const changes = changedFields(before, row);
    await recordActivity(tx, { actorId, entity: 'setting', action: 'update', changes, summary: 'Firma bilgileri' });
    return row;
  });
}
