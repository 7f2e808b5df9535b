import { DOLAR_KURU_MAX, DOLAR_KURU_MIN, formatNumber, type TcmbField } from '@parca/contract';
import { readTcmbUsd, TcmbFormatError } from './tcmb-xml.ts';

/** Where the rate comes from and how long a fetch may take (RATE_SOURCE_URL, RATE_FETCH_TIMEOUT). */
export type RateSourceSetup = { url: string; timeoutMs: number };

export const TCMB_TODAY_URL = 'https://www.tcmb.gov.tr/kurlar/today.xml';
export const DEFAULT_RATE_FETCH_TIMEOUT_MS = 10_000;

/** A fetch's outcome: TCMB's value for `day`, or why there is none (Turkish, shown to admins). */
export type TcmbReading = { ok: true; value: number; day: string } | { ok: false; message: string };

/** TCMB's files are small (about 10 kB); anything far larger is not one. */
const MAX_BYTES = 1_000_000;

/**
 * Takes the chosen USD value from the source for the Istanbul day `today`. A file of another day (TCMB serves the
 * last one on holidays), no file, a timeout, a file that is not TCMB's or a value outside the rate's range is a
 * reading without a value, never an exception.
 */
export async function readTcmbRate(setup: RateSourceSetup, field: TcmbField, today: string): Promise<TcmbReading> {
  let xml: string;
  try {
    const res = await fetch(setup.url, { signal: AbortSignal.timeout(setup.timeoutMs), redirect: 'follow' });
    if (!res.ok) {
      await res.body?.cancel();
      return { ok: false, message: `TCMB kur dosyası alınamadı (HTTP ${res.status}).` };
    }
    xml = await res.text();
  } catch (err) {
    const timeout = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    return {
      ok: false,
      message: timeout
        ? `TCMB ${formatNumber(setup.timeoutMs / 1000, 0, 1)} saniyede yanıt vermedi.`
        : "TCMB'ye bağlanılamadı.",
    };
  }
  if (xml.length > MAX_BYTES) return { ok: false, message: 'TCMB dosyası beklenenden büyük; okunmadı.' };
  try {
    const usd = readTcmbUsd(xml, field);
    if (usd.day !== today) {
      return {
        ok: false,
        message: `TCMB bugün kur yayımlamadı (dosyadaki tarih ${usd.day.split('-').reverse().join('.')}; tatil olabilir).`,
      };
    }
    if (!(usd.value >= DOLAR_KURU_MIN && usd.value <= DOLAR_KURU_MAX)) {
      return {
        ok: false,
        message: `TCMB'deki değer (${formatNumber(usd.value, 2, 4)}) ${DOLAR_KURU_MIN}–${formatNumber(DOLAR_KURU_MAX, 0)} aralığında değil.`,
      };
    }
    return { ok: true, value: usd.value, day: usd.day };
  } catch (err) {
    if (err instanceof TcmbFormatError) return { ok: false, message: err.message };
    throw err;
  }
}
