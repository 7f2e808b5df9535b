/**
 * What happens in the demo's past, decided before any of it is played (demo-history.ts plays it): a list of steps in
 * time order. Deterministic: the same clock day and catalogue give the same history.
 */
import type { PaymentCurrency } from '@parca/contract';
import { between, pick, type Random } from './random.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How far back the history begins. */
export const HISTORY_DAYS = 120;
/** Orders younger than this are still waiting for the admin: the pending list and the bells have work in them. */
const PENDING_FOR = 1.5 * DAY;

type At = { at: Date };
type Line = { productVariantId: number; quantity: number };
export type Step = At &
  (
    | { kind: 'rate'; rate: string; fetched: boolean }
    | { kind: 'supply'; reference: string; lines: { stockId: number; delta: number }[] }
    | { kind: 'place'; order: number; dealerId: number; lines: Line[]; note?: string }
    | { kind: 'cancel'; order: number; dealerId: number }
    | { kind: 'decline'; order: number; reason: string }
    | { kind: 'confirm'; order: number; lower?: { line: number; quantity: number } }
    | { kind: 'ship'; order: number; carrier: number; trackingNo: string | null; packages: number }
    | { kind: 'deliver'; order: number }
    | { kind: 'return'; order: number; line: number; quantity: number; reason: string }
    | { kind: 'payment'; dealerId: number; day: string; share: number; currency: PaymentCurrency }
  );

export type HistoryInput = {
  dealerIds: number[];
  variants: { productVariantId: number; stockId: number }[];
  rates: { at: Date; rate: string; fetched: boolean }[];
  now: Date;
};

const notes = [
  'Acil, bugün kargoya verilirse sevinirim.',
  'Faturayı şirket adına kesin lütfen.',
  'Ekranlar kırılmaz paketlensin.',
];
const declineReasons = [
  'Risk limiti doldu; ödeme gelince yeniden girelim.',
  'Ürünler tedarikçiden gelmedi, yeni partide haber vereceğiz.',
  'Bayinin isteğiyle yeniden girilecek.',
];
const returnReasons = ['Dokunmatik arızalı çıktı.', 'Yanlış model gönderilmiş.', 'Kutusu hasarlı geldi.'];

const isWeekend = (t: Date) => t.getUTCDay() === 0 || t.getUTCDay() === 6;
/** Istanbul is UTC+3 all year: its calendar day of a moment. */
export const istanbulDay = (t: Date) => new Date(t.getTime() + 3 * HOUR).toISOString().slice(0, 10);

/** The next weekday's morning (09:00–11:00 Istanbul) after `t`. */
function nextMorning(next: Random, t: Date): Date {
  const day = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate() + 1));
  while (isWeekend(day)) day.setUTCDate(day.getUTCDate() + 1);
  return new Date(day.getTime() + 6 * HOUR + between(next, 0, 120) * MINUTE);
}

/** A working-hours moment a few hours after `t`, or the next morning when that is past 18:00 Istanbul. */
function laterThatDay(next: Random, t: Date, minHours: number, maxHours: number): Date {
  const later = new Date(t.getTime() + between(next, minHours * 60, maxHours * 60) * MINUTE);
  return later.getUTCHours() >= 15 || later.getUTCDate() !== t.getUTCDate() ? nextMorning(next, t) : later;
}

function pickLines(next: Random, variants: HistoryInput['variants']): (Line & { stockId: number })[] {
  const count = between(next, 1, 5);
  const chosen = new Map<number, Line & { stockId: number }>();
  while (chosen.size < count) {
    const v = pick(next, variants);
    chosen.set(v.productVariantId, { ...v, quantity: next() < 0.2 ? 10 : between(next, 1, 6) });
  }
  return [...chosen.values()];
}

type Planned = { steps: Step[]; held: number[] };
type Placement = { at: Date; order: number; dealerId: number; lines: (Line & { stockId: number })[]; note?: string };

/**
 * Which of the carriers (by their place in the settings' list: the cargo companies first, then "Kendi aracımız" and
 * "Elden teslim") and what tracking number: a cargo company's has 12 digits; our own van and a hand-over have none.
 */
function shipment(next: Random): { carrier: number; trackingNo: string | null; packages: number } {
  const carrier = next() < 0.85 ? between(next, 0, 5) : between(next, 6, 7);
  const digits = Array.from({ length: 12 }, () => between(next, 0, 9)).join('');
  return { carrier, trackingNo: carrier < 6 ? digits : null, packages: next() < 0.8 ? 1 : between(next, 2, 3) };
}

/**
 * Where the newest orders stop, so that every status is on screen whatever the day: those of the last day and a half
 * (at least the newest one) wait for the admin, the next three newest are confirmed and the three before them shipped.
 */
type Stop = 'pending' | 'confirmed' | 'shipped' | null;

/** What becomes of one placed order: the steps after placing and what each line keeps of its stock at the end. */
function fate(next: Random, placed: Placement, stop: Stop, now: Date): Planned {
  const { order, dealerId, lines, at: placedAt } = placed;
  const all = lines.map((l) => l.quantity);
  const past = (t: Date) => t.getTime() <= now.getTime() - 5 * MINUTE;
  if (stop === 'pending') return { steps: [], held: all };
  const roll = stop ? 1 : next();
  if (roll < 0.05) {
    const at = new Date(placedAt.getTime() + between(next, 15, 90) * MINUTE);
    return { steps: [{ kind: 'cancel', at, order, dealerId }], held: lines.map(() => 0) };
  }
  if (roll < 0.12) {
    const at = nextMorning(next, placedAt);
    return { steps: [{ kind: 'decline', at, order, reason: pick(next, declineReasons) }], held: lines.map(() => 0) };
  }
  const confirmedAt = laterThatDay(next, placedAt, 1, 4);
  const held = [...all];
  if (!past(confirmedAt)) return { steps: [], held };
  const lowerable = lines.findIndex((l) => l.quantity >= 2);
  let lower: { line: number; quantity: number } | undefined;
  if (lowerable >= 0 && next() < 0.15) {
    lower = { line: lowerable, quantity: between(next, 1, lines[lowerable].quantity - 1) };
    held[lowerable] = lower.quantity;
  }
  const steps: Step[] = [{ kind: 'confirm', at: confirmedAt, order, lower }];
  const shippedAt = new Date(nextMorning(next, confirmedAt).getTime() + between(next, 60, 300) * MINUTE);
  if (stop === 'confirmed' || !past(shippedAt)) return { steps, held };
  steps.push({ kind: 'ship', at: shippedAt, order, ...shipment(next) });
  const deliveredAt = new Date(nextMorning(next, shippedAt).getTime() + between(next, 60, 420) * MINUTE);
  if (stop === 'shipped' || !past(deliveredAt)) return { steps, held };
  steps.push({ kind: 'deliver', at: deliveredAt, order });
  const returnedAt = new Date(deliveredAt.getTime() + between(next, 4, 10) * DAY);
  if (next() < 0.1 && past(returnedAt) && !isWeekend(returnedAt)) {
    const line = held.findIndex((q) => q >= 1);
    const quantity = between(next, 1, Math.min(2, held[line]));
    held[line] -= quantity;
    steps.push({ kind: 'return', at: returnedAt, order, line, quantity, reason: pick(next, returnReasons) });
  }
  return { steps, held };
}

function stops(placements: Placement[], now: Date): Stop[] {
  const newestFirst = placements.map((p, i) => ({ i, young: now.getTime() - p.at.getTime() < PENDING_FOR })).reverse();
  const result: Stop[] = placements.map(() => null);
  let rank = 0;
  for (const { i, young } of newestFirst) {
    if (young || rank === 0) result[i] = 'pending';
    else if (rank <= 3) result[i] = 'confirmed';
    else if (rank <= 6) result[i] = 'shipped';
    else break;
    if (!young) rank += 1;
    else if (rank === 0) rank = 1;
  }
  return result;
}

/** Monday 08:00 Istanbul of the week of `t`: when that week's supplier delivery arrives. */
function weekStart(t: Date): Date {
  const monday = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate() - ((t.getUTCDay() + 6) % 7)));
  return new Date(monday.getTime() + 5 * HOUR);
}

/** Every dealer pays part of what they owe every one to three weeks, by transfer in lira or in dollars cash. */
function payments(next: Random, dealerIds: number[], from: Date, now: Date): Step[] {
  const steps: Step[] = [];
  for (const dealerId of dealerIds) {
    let at = new Date(from.getTime() + between(next, 10, 20) * DAY + between(next, 5 * 60, 12 * 60) * MINUTE);
    while (at.getTime() < now.getTime() - HOUR) {
      if (!isWeekend(at)) {
        const currency: PaymentCurrency = next() < 0.75 ? 'TRY' : 'USD';
        steps.push({ kind: 'payment', at, dealerId, day: istanbulDay(at), share: between(next, 60, 100), currency });
      }
      at = new Date(at.getTime() + between(next, 7, 21) * DAY);
    }
  }
  return steps;
}

/** The whole history, in time order (rates before the orders of their moment, deliveries before the week's orders). */
export function planHistory(next: Random, input: HistoryInput): Step[] {
  const { dealerIds, variants, rates, now } = input;
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - HISTORY_DAYS));
  const steps: Step[] = rates.map((r) => ({ kind: 'rate', ...r }));
  const supplies = new Map<number, Map<number, number>>();
  const appetite = new Map(dealerIds.map((id) => [id, 0.15 + next() * 0.25]));
  const placements: Placement[] = [];
  for (let day = from; day.getTime() <= now.getTime(); day = new Date(day.getTime() + DAY)) {
    if (isWeekend(day)) continue;
    for (const dealerId of dealerIds) {
      if (next() > (appetite.get(dealerId) as number)) continue;
      const at = new Date(day.getTime() + between(next, 6 * 60, 14 * 60 + 30) * MINUTE);
      if (at.getTime() > now.getTime() - 10 * MINUTE) continue;
      const lines = pickLines(next, variants);
      placements.push({
        at,
        order: placements.length + 1,
        dealerId,
        lines,
        note: next() < 0.15 ? pick(next, notes) : undefined,
      });
    }
  }
  const stopOf = stops(placements, now);
  placements.forEach((placed, i) => {
    const { at, order, dealerId, lines, note } = placed;
    const bare = lines.map(({ productVariantId, quantity }) => ({ productVariantId, quantity }));
    steps.push({ kind: 'place', at, order, dealerId, lines: bare, note });
    const planned = fate(next, placed, stopOf[i], now);
    steps.push(...planned.steps);
    const week = weekStart(at).getTime();
    const supply = supplies.get(week) ?? new Map<number, number>();
    lines.forEach((l, n) => {
      supply.set(l.stockId, (supply.get(l.stockId) ?? 0) + planned.held[n]);
    });
    supplies.set(week, supply);
  });
  for (const [week, supply] of supplies) {
    const lines = [...supply].filter(([, delta]) => delta > 0).map(([stockId, delta]) => ({ stockId, delta }));
    const at = new Date(week);
    if (lines.length > 0) steps.push({ kind: 'supply', at, reference: `İrsaliye ${istanbulDay(at)}`, lines });
  }
  steps.push(...payments(next, dealerIds, from, now));
  const first = { rate: 0, supply: 1 } as Record<Step['kind'], number>;
  return steps.sort((a, b) => a.at.getTime() - b.at.getTime() || (first[a.kind] ?? 2) - (first[b.kind] ?? 2));
}
