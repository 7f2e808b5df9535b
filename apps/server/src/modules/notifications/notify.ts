import { type NotificationKind, Role } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Conn, preparedQuery } from '../../db/client.ts';

/** Whose bell: one user's, or every active admin's. */
export type NotificationRecipients = { userId: number } | 'admins';

/** One event's notification; every recipient gets the same row. */
export type NotificationEvent = {
  kind: NotificationKind;
  to: NotificationRecipients;
  title: string;
  body: string;
  /** The app path the row opens (`links.ts`). */
  link: string | null;
  orderId?: number | null;
  stockId?: number | null;
};

/** The recipients as a condition on `users u`: admins only while active; a named user whatever their state. */
export const recipientsOf = (to: NotificationRecipients) =>
  to === 'admins' ? sql`u.role = ${Role.Admin} and u.active` : sql`u.id = ${to.userId}`;

/**
 * Writes an event's notification in the event's own transaction (docs/domain.md#notifications): one row per
 * recipient in one `insert … select`, however many admins there are. Call it after the event's own rows: the table is
 * a leaf, and its foreign keys only key-share rows the transaction already holds (docs/architecture.md#lock-order).
 */
export async function notify(tx: Conn, event: NotificationEvent): Promise<void> {
  await preparedQuery(
    tx,
    sql`insert into notifications (user_id, kind, title, body, link, order_id, stock_id)
    select u.id, ${event.kind}, ${event.title}, ${event.body}, ${event.link},
           ${event.orderId ?? null}::int, ${event.stockId ?? null}::int
    from users u where ${recipientsOf(event.to)}
    order by u.id`,
  );
}

/** Several events of one kind for the same recipients (a bulk stock update): still one statement. */
export async function notifyMany(
  tx: Conn,
  kind: NotificationKind,
  to: NotificationRecipients,
  events: { title: string; body: string; link: string | null; orderId?: number | null; stockId?: number | null }[],
): Promise<void> {
  if (events.length === 0) return;
  const column = <T>(pick: (e: (typeof events)[number]) => T) => sql.param(events.map(pick));
  await tx.execute(sql`insert into notifications (user_id, kind, title, body, link, order_id, stock_id)
    select u.id, ${kind}, e.title, e.body, e.link, e.order_id, e.stock_id
    from unnest(${column((e) => e.title)}::text[], ${column((e) => e.body)}::text[], ${column((e) => e.link)}::text[],
                ${column((e) => e.orderId ?? null)}::int[], ${column((e) => e.stockId ?? null)}::int[])
           with ordinality as e(title, body, link, order_id, stock_id, n)
    cross join users u
    where ${recipientsOf(to)}
    order by e.n, u.id`);
}
