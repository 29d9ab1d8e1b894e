/** One CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF; quotes doubled. */
export function csvField(value: string | number): string {
  const text = String(value);
  // A leading =, +, - or @ would be a formula in a spreadsheet: kept as text behind a quote.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV text of a header row and rows, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
