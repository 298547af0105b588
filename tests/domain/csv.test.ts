import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, restoreCell, toCsv } from '#domain/csv';

describe('CSV export cells', () => {
  it.each(['=HYPERLINK("http://evil")', '+cmd|calc', '-2+3', '@SUM(A1)', '\tx', '\rx'])('neutralises %j with a leading quote', (cell) => {
    expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });

  it('leaves ordinary cells, numbers and empties alone', () => {
    expect(neutraliseCell('Spring Snacks')).toBe('Spring Snacks');
    expect(neutraliseCell(42)).toBe('42');
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(undefined)).toBe('');
  });

  it('quotes every cell, header included, and neutralises formula cells', () => {
    const csv = toCsv(['name', 'note'], [{ name: '=1+1', note: 'plain, with comma' }, { name: 'b "quoted"', note: 7 }]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('"name","note"');
    expect(lines[1]).toBe(`"'=1+1","plain, with comma"`);
    expect(lines[2]).toBe('"b ""quoted""","7"');
    // Every cell of every line is quoted.
    for (const line of lines) expect(line).toMatch(/^"([^"]|"")*"(,"([^"]|"")*")*$/);
    expect(Papa.parse<string[]>(csv).data[1]).toEqual(["'=1+1", 'plain, with comma']);
  });

  it('restores a neutralised cell read back from an edited export', () => {
    expect(restoreCell("'=1+1")).toBe('=1+1');
    expect(restoreCell("'plain")).toBe("'plain");
    expect(restoreCell(neutraliseCell('-5'))).toBe('-5');
  });
});
