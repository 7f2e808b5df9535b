import { nameKey, type PriceGroup, type PriceRule, type PriceRuleSet } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Conn, type Db, query } from '../../db/client.ts';
import { isForeignKeyViolation, uniqueViolation } from '../../db/errors.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { changedFields, recordActivity } from '../activity/index.ts';
import { checkRuleTargets, parseRuleSet, ruleSetSql } from './rules.ts';

const groupNotFound = () => notFound('Fiyat grubu bulunamadı.');
const hasDealers = () =>
  conflict('Bu fiyat grubunda bayiler var; önce bayileri başka gruba alın ya da gruptan çıkarın.');

/** 409 naming the field: two groups cannot differ only in letter case. */
const duplicateName = (err: unknown) =>
  uniqueViolation(err) === 'price_groups_name_key' ? conflict('Bu adda bir fiyat grubu zaten var.') : undefined;

const groupColumns = sql`g.id, g.name, g.rules,
  (select count(*) from users u where u.price_group_id = g.id)::int as "dealerCount"`;

export const listPriceGroups = (db: Conn): Promise<PriceGroup[]> =>
  query<PriceGroup>(db, sql`select ${groupColumns} from price_groups g order by g.name_folded, g.id`);

async function readGroup(db: Conn, id: number): Promise<PriceGroup> {
  const [group] = await query<PriceGroup>(db, sql`select ${groupColumns} from price_groups g where g.id = ${id}`);
  if (!group) throw groupNotFound();
  return group;
}

type GroupInput = { name: string; rules: PriceRule[] };

export async function createPriceGroup(db: Db, body: GroupInput, actorId: number | null): Promise<PriceGroup> {
  return writeTransaction(db, async (tx) => {
    await checkRuleTargets(tx, body.rules, 'rules');
    const [row] = await query<{ id: number }>(
      tx,
      sql`insert into price_groups (name, name_folded, rules)
          values (${body.name}, ${nameKey(body.name)}, ${JSON.stringify(body.rules)}::jsonb) returning id`,
    );
    const changes = changedFields(null, { name: body.name, rules: body.rules });
    await recordActivity(tx, {
      actorId,
      entity: 'priceGroup',
      entityId: row.id,
      action: 'create',
      changes,
      summary: body.name,
    });
    return readGroup(tx, row.id);
  }).catch((err) => {
    throw duplicateName(err) ?? err;
  });
}

export async function updatePriceGroup(
  db: Db,
  body: GroupInput & { id: number },
  actorId: number,
): Promise<PriceGroup> {
  return writeTransaction(db, async (tx) => {
    await checkRuleTargets(tx, body.rules, 'rules');
    // the group as it stood, read in the same statement (the joined row is the one before the update)
    const [before] = await query<GroupInput>(
      tx,
      sql`update price_groups g set name = ${body.name}, name_folded = ${nameKey(body.name)},
            rules = ${JSON.stringify(body.rules)}::jsonb, updated_at = now()
          from price_groups old where g.id = ${body.id} and old.id = g.id returning old.name, old.rules`,
    );
    if (!before) throw groupNotFound();
    const changes = changedFields(before, { name: body.name, rules: body.rules });
    await recordActivity(tx, {
      actorId,
      entity: 'priceGroup',
      entityId: body.id,
      action: 'update',
      changes,
      summary: body.name,
    });
    return readGroup(tx, body.id);
  }).catch((err) => {
    throw duplicateName(err) ?? err;
  });
}

/**
 * Deletes a group nobody is in (409 otherwise). The row is locked first, so a dealer put into the group meanwhile
 * waits for this to commit and then fails its foreign key; one put in just before is counted (or, committed
 * between the count and the delete, trips the foreign key: 409 all the same).
 */
export async function deletePriceGroup(db: Db, id: number, actorId: number): Promise<void> {
  await writeTransaction(db, async (tx) => {
    const [group] = await query<{ name: string }>(tx, sql`select name from price_groups where id = ${id} for update`);
    if (!group) throw groupNotFound();
    const [{ dealers }] = await query<{ dealers: number }>(
      tx,
      sql`select count(*)::int as dealers from users where price_group_id = ${id}`,
    );
    if (dealers > 0) throw hasDealers();
    await tx.execute(sql`delete from price_groups where id = ${id}`);
    await recordActivity(tx, { actorId, entity: 'priceGroup', entityId: id, action: 'delete', summary: group.name });
  }).catch((err) => {
    throw isForeignKeyViolation(err) ? hasDealers() : err;
  });
}

/** A user's rule set for an admin's "as dealer X" view; 404 for no such user. */
export async function dealerRuleSet(db: Conn, userId: number): Promise<PriceRuleSet> {
  const [row] = await query<{ rules: string | null }>(db, sql`select ${ruleSetSql(userId)} as rules`);
  if (row?.rules === null || row?.rules === undefined) throw notFound('Kullanıcı bulunamadı.');
  return parseRuleSet(row.rules);
}
