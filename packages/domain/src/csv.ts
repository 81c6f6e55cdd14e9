/**
 * CSV as RFC 4180 writes it, for the accountant's exports: fields separated by commas, records
 * by CRLF; a field holding a comma, a double quote, CR or LF is enclosed in double quotes with
 * each double quote doubled. A field starting with `=`, `+`, `-`, `@`, tab or CR is prefixed
 * with a single quote so a spreadsheet shows it as text instead of running it as a formula
 * (a customer-chosen text such as a refund reason ends up in these files). Amounts are written
 * as decimal strings, so a negative amount never meets that rule: a minus sign only ever leads
 * a number, and numbers are left alone.
 */
const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

export type CsvValue = string | number | null | undefined;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',');
}

/** A whole file: the header, then each row, every record ended by CRLF. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
): string {
  return [header, ...rows].map((record) => `${csvRecord(record)}\r\n`).join('');
}
