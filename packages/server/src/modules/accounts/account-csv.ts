/**
 * The CSV of account import and export: comma-separated, double quotes around a field that holds a
 * comma, quote or line break (a quote doubled inside), CRLF or LF lines, an optional UTF-8 BOM.
 */
export interface CsvLine {
  /** The line number where the record starts (1-based). */
  line: number;
  fields: string[];
}

export function parseCsv(text: string): CsvLine[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvLine[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]!.trim() !== '') records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line += 1;
        field += c;
      }
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      start = line;
    } else field += c;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}
