import type { CreatedUser, userCreate } from '@parca/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { changedFields, recordActivity } from '../activity/index.ts';
import { getUser } from './detail.ts';
import { userKeys } from './keys.ts';
import { issueLink } from './links.ts';
import { duplicateEmail, namePriceGroups, ownPriceRules, profileColumns, unknownPriceGroup } from './profile.ts';

/**
 * A user without a password, and their set-password link in the same transaction (a user is never left without
 * one). The answer carries the link's token: the database keeps only its hash.
 */
export async function createUser(db: Db, body: z.output<typeof userCreate>, actorId: number): Promise<CreatedUser> {
  const created = await writeTransaction(db, async (tx) => {
    const priceRules = (await ownPriceRules(tx, body, [])) ?? [];
    const [row] = await tx
      .insert(users)
      .values({
        ...profileColumns(body),
        priceRules,
        email: body.email,
        name: body.name,
        role: body.role,
        ...userKeys({
          name: body.name,
          company: body.companyName ?? null,
          email: body.email,
          phone: body.phone ?? null,
        }),
      })
      .returning({ id: users.id });
    const { email, name, role, ...profile } = profileColumns(body);
    await recordActivity(tx, {
      actorId,
      entity: 'user',
      entityId: row.id,
      action: 'create',
      changes: await namePriceGroups(tx, changedFields(null, { email, name, role, ...profile, priceRules })),
      summary: body.name,
    });
    return { id: row.id, link: await issueLink(tx, row.id, 'new_user', actorId) };
  }).catch((err) => {
    throw duplicateEmail(err) ?? unknownPriceGroup(err) ?? err;
  });
  const user = await getUser(db, created.id);
  return { ...user, newPasswordToken: created.link.token, newPasswordExpiresAt: created.link.expiresAt };
}
