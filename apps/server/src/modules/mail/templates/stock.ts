import { formatInteger } from '@parca/contract';
import { turkishDay } from '../../../lib/days.ts';
import { mailPaths } from '../links.ts';
import type { MailContext, MailDocument } from './document.ts';

/** The most stocks one digest lists; the rest are counted. */
export const DIGEST_MAX_LINES = 50;

export type DigestData = {
  recipientName: string;
  /** `2026-03-15`. */
  day: string;
  total: number;
  stocks: { stockCode: string; productName: string | null; quantity: number; criticalLevel: number }[];
};

/** To the admins, once a day: the stocks at or below their critical level. */
export function stockDigestMail(d: DigestData, ctx: MailContext): MailDocument {
  const more = d.total - d.stocks.length;
  return {
    subject: `Kritik stok özeti (${turkishDay(d.day)}): ${formatInteger(d.total)} stok`,
    heading: 'Kritik seviyedeki stoklar',
    blocks: [
      {
        kind: 'text',
        text: `${turkishDay(d.day)} itibarıyla ${formatInteger(d.total)} stok kritik seviyesinde ya da altında.`,
      },
      {
        kind: 'table',
        head: ['Stok kodu', 'Ürün', 'Adet', 'Kritik seviye'],
        rows: d.stocks.map((s) => [
          s.stockCode,
          s.productName ?? '—',
          formatInteger(s.quantity),
          formatInteger(s.criticalLevel),
        ]),
        numeric: [2, 3],
      },
      ...(more > 0 ? [{ kind: 'text', text: `… ve ${formatInteger(more)} stok daha.` } as const] : []),
      { kind: 'button', label: 'Stokları aç', url: ctx.link(mailPaths.adminStocks) },
    ],
  };
}
