import { ErrorCode, type PriceRule, Role, type UserDetail } from '@parca/contract';
import { eq, sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { conflict } from '../../lib/errors.ts';
import { changedFields, recordActivity } from '../activity/index.ts';
import { getUser, userNotFound } from './detail.ts';
import { type UserKeyFields, userKeys } from './keys.ts';
import {
  duplicateEmail,
  namePriceGroups,
  ownPriceRules,
  type ProfileInput,
  profileColumns,
  profileColumnsBefore,
  unknownPriceGroup,
} from './profile.ts';

/**
 * Somebody must be able to run the shop: the last active admin may be neither demoted nor deactivated. The active
 * admins' rows are locked (id order) before anything changes, so two admins demoting each other at once cannot both
 * pass. `for no key update`, like every lock on a users row: `for update` would also block the foreign-key checks of
 * every insert that names an admin (stock movements, links, payments) for as long as this transaction runs.
 */
async function keepAnActiveAdmin(tx: Tx, userId: number, body: ProfileInput) {
  const admins = await query<{ id: number }>(
    tx,
    sql`select id from users where role = ${Role.Admin} and active order by id for no key update`,
  );
  const leaves = (body.role !== undefined && body.role !== Role.Admin) || body.active === false;
  if (leaves && admins.length === 1 && admins[0].id === userId) {
    throw conflict('Son aktif yönetici pasife alınamaz ya da rolü değiştirilemez.', ErrorCode.LastAdmin);
  }
}

/**
 * Changes the fields sent (404 when the user is unknown). Setting `active` false ends the user's sessions at once
 * (the trigger of migration 0006); a new role applies on their next call (the access hook reads it every time).
 */
/** Turning a user on or off is its own action in the log; any other change is an update. */
const activeAction = (before: boolean, after: boolean | undefined) =>
  after === undefined || after === before ? 'update' : after ? 'activate' : 'deactivate';

export async function updateUser(db: Db, userId: number, body: ProfileInput, actorId: number): Promise<UserDetail> {
  const changes = profileColumns(body);
  await writeTransaction(db, async (tx) => {
    if (body.role !== undefined || body.active !== undefined) await keepAnActiveAdmin(tx, userId, body);
    // Locked while the keys are computed: a concurrent change of another of these fields cannot leave them stale.
    const [current] = await query<UserKeyFields & { priceRules: PriceRule[] } & Record<string, unknown>>(
      tx,
      sql`select ${profileColumnsBefore}, price_rules as "priceRules" from users where id = ${userId}
          for no key update`,
    );
    if (!current) throw userNotFound();
    const keys = userKeys({
      name: changes.name ?? current.name,
      company: changes.company === undefined ? current.company : changes.company,
      email: changes.email ?? current.email,
      phone: changes.phone === undefined ? current.phone : changes.phone,
    });
    const priceRules = await ownPriceRules(tx, body, current.priceRules);
    await tx
      .update(users)
      .set({ ...changes, ...keys, ...(priceRules === undefined ? {} : { priceRules }), updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    const after = { ...changes, ...(priceRules === undefined ? {} : { priceRules }) };
    await recordActivity(tx, {
      actorId,
      entity: 'user',
      entityId: userId,
      action: activeAction(current.active === true, changes.active),
      changes: await namePriceGroups(tx, changedFields(current, after)),
      summary: changes.name ?? current.name,
    });
  }).catch((err) => {
    throw duplicateEmail(err) ?? unknownPriceGroup(err) ?? err;
  });
  return getUser(db, userId);
}
