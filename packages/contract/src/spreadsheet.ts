/**
 * The cells of the CSV files both sides write for Turkish Excel (docs/domain.md#csv-and-excel-files): the server's
 * exports and templates, and the web's account statement. One rule, so neither lets a formula through.
 */

/**
 * A text Excel (or LibreOffice) would take for a formula: it starts with `=`, `+`, `-` or `@`, or with a tab or a
 * carriage return before one. "-1+cmd|' /C calc'!A0" is such a text, so a leading `-` is never waved through as
 * "a negative number": numbers are written as numbers, never through this rule.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** A text cell as written: with a leading apostrophe when Excel would run it, so it stays text. */
export const spreadsheetSafeText = (text: string): string => (formulaStart.test(text) ? `'${text}` : text);

/** A CSV field, quoted (its quotes doubled) when it holds `;`, a quote or a line break, or white space at an end. */
export const csvQuoted = (field: string): string =>
  /[;"\r\n]/.test(field) || field !== field.trim() ? `"${field.replace(/"/g, '""')}"` : field;

/** A text cell of a CSV: kept text, then quoted as needed. */
export const csvTextCell = (text: string): string => csvQuoted(spreadsheetSafeText(text));
