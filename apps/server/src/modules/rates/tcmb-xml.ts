import type { TcmbField } from '@parca/contract';

/** What TCMB's today.xml says of the dollar: its bulletin's day and the value asked for. */
export type TcmbUsd = { day: string; value: number };

/** Why a file is not TCMB's (the message is shown to admins as it is). */
export class TcmbFormatError extends Error {}

const bad = (what: string) => new TcmbFormatError(`TCMB dosyası okunamadı: ${what}.`);

/**
 * Reads the USD `<Currency>` element of TCMB's daily file, strictly and without an XML library: the root must be
 * `<Tarih_Date ... Date="MM/DD/YYYY">`, exactly one USD element, the field a '.'-decimal number. An empty field (TCMB
 * leaves some empty) or anything else is refused rather than guessed.
 */
export function readTcmbUsd(xml: string, field: TcmbField): TcmbUsd {
  const root = /<Tarih_Date\b([^>]*)>/.exec(xml);
  if (!root || !/<\/Tarih_Date>\s*$/.test(xml)) throw bad('kök öğe (Tarih_Date) yok ya da kapanmamış');
  const date = /\bDate="(\d{2})\/(\d{2})\/(\d{4})"/.exec(root[1]);
  if (!date) throw bad('bülten tarihi yok');
  const usd = [...xml.matchAll(/<Currency\b[^>]*\bCurrencyCode="USD"[^>]*>([\s\S]*?)<\/Currency>/g)];
  if (usd.length !== 1) throw bad(usd.length === 0 ? 'USD kuru yok' : 'birden fazla USD kuru var');
  const body = usd[0][1];
  // A nested <Currency> means the element above was not closed where it should have been.
  if (/<Currency[\s>]/.test(body)) throw bad('USD öğesi kapanmamış');
  const found = new RegExp(`<${field}>([^<]*)</${field}>|<${field}\\s*/>`).exec(body);
  if (!found) throw bad(`USD ${field} alanı yok`);
  const text = (found[1] ?? '').trim();
  if (text === '') throw bad(`USD ${field} alanı boş`);
  if (!/^\d+(\.\d+)?$/.test(text)) throw bad(`USD ${field} sayı değil (${text.slice(0, 20)})`);
  const unit = /<Unit>\s*(\d+)\s*<\/Unit>/.exec(body);
  // TCMB quotes some currencies per 100 units; the dollar per 1, which is what the rate means.
  if (unit && unit[1] !== '1') throw bad(`USD birimi 1 değil (${unit[1]})`);
  return { day: `${date[3]}-${date[1]}-${date[2]}`, value: Number(text) };
}
