/**
 * Turkish tax identifiers (docs/domain.md#users-and-links): a company's VKN (vergi kimlik numarası, 10 digits) or a person's TCKN (T.C.
 * kimlik numarası, 11 digits), each with its check digits. Pure rules: the form, the server and imports use them.
 */

const digitsOf = (text: string) => [...text].map(Number);

/** VKN: the tenth digit is the check digit of the first nine (the Gelir İdaresi algorithm). */
export function isValidVkn(text: string): boolean {
  if (!/^\d{10}$/.test(text)) return false;
  const d = digitsOf(text);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const shifted = (d[i] + 9 - i) % 10;
    let weighted = (shifted * 2 ** (9 - i)) % 9;
    if (shifted !== 0 && weighted === 0) weighted = 9;
    sum += weighted;
  }
  return (10 - (sum % 10)) % 10 === d[9];
}

/** TCKN: 11 digits, not starting with 0; the tenth and eleventh digits check the others. */
export function isValidTckn(text: string): boolean {
  if (!/^[1-9]\d{10}$/.test(text)) return false;
  const d = digitsOf(text);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

/** A VKN or a TCKN, told apart by length. */
export const isValidTaxNumber = (text: string) => (text.length === 10 ? isValidVkn(text) : isValidTckn(text));
