import Papa from 'papaparse';

/**
 * CSV exports (campaign sheet, barcodes.csv of spec 3 §2): every cell quoted, and cells a
 * spreadsheet would run as a formula neutralised (CSV injection: `=HYPERLINK(...)`, `+cmd|...`).
 */

/** A cell starting with one of these is read as a formula by Excel, Sheets or LibreOffice. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a formula-like cell with `'`, which spreadsheets show as text and do not run. */
export function neutraliseCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A CSV document: a header row of `columns` (fields of the rows), then one row per record, every cell quoted and neutralised. */
export function toCsv<Row extends object>(columns: readonly NoInfer<keyof Row & string>[], rows: readonly Row[]): string {
  const data = rows.map((row) => columns.map((column) => neutraliseCell(row[column])));
  return Papa.unparse({ fields: columns.map(neutraliseCell), data }, { quotes: true, newline: '\r\n' });
}

/** Undoes neutraliseCell on a cell read back from an uploaded sheet (an export edited and sent back). */
export function restoreCell(text: string): string {
  return text.length > 1 && text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
