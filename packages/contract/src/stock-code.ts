/**
 * A stock code is an identifier, not Turkish prose (docs/domain.md#stock-codes): upper-case ASCII, so "apl-p13pro-ekr-inc" and
 * "APL-P13PRO-EKR-INC" are one code. Never `toLocaleUpperCase('tr-TR')`: it turns "inc" into "İNC".
 */

const transliterated: Record<string, string> = {
  ı: 'I',
  i: 'I',
  İ: 'I',
  I: 'I',
  ş: 'S',
  Ş: 'S',
  ğ: 'G',
  Ğ: 'G',
  ü: 'U',
  Ü: 'U',
  ö: 'O',
  Ö: 'O',
  ç: 'C',
  Ç: 'C',
};

/** What a stock code may hold once normalised. */
export const STOCK_CODE_PATTERN = /^[A-Z0-9._/-]+$/;

/**
 * Turkish letters transliterated (ı, i, İ, I → I; ş → S; ğ → G; ü → U; ö → O; ç → C), other accents stripped,
 * upper-cased in ASCII, all white space removed: " apl-p13pro ekr-inç " → "APL-P13PROEKR-INC". Characters outside
 * A–Z, 0–9 and `- _ . /` are kept, for the schema to refuse by name.
 */
export function normaliseStockCode(code: string): string {
  return code
    .normalize('NFC')
    .replace(/[ıiİIşŞğĞüÜöÖçÇ]/g, (ch) => transliterated[ch])
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[a-z]/g, (ch) => ch.toUpperCase())
    .replace(/\s+/g, '');
}
