/**
 * CSV as RFC 4180 writes it, for files staff open in a spreadsheet: a field with a comma,
 * quote, or line break is quoted with its quotes doubled, and a field a spreadsheet would
 * run as a formula (starting with =, +, - or @) is prefixed with an apostrophe first.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows to CSV text, CRLF line ends and a final line end, as RFC 4180 has it. */
export function csvText(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
