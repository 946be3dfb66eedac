import { describe, expect, it } from 'vitest';
import { type CsvValue, csvDocument } from './csv';

/** The one cell a value is written as, in a document of one column. */
const written = (value: CsvValue) => csvDocument([{ header: 'Value', value: (row: CsvValue) => row }], [value]);

describe('csvDocument', () => {
  it('writes a header row and CRLF line ends, quoting a cell that holds a comma, a quote or a line end', () => {
    const rows = [{ name: 'Acme, Inc.', note: 'said "hi"\nthen left' }];
    const columns = [
      { header: 'Name', value: (row: (typeof rows)[number]) => row.name },
      { header: 'Note', value: (row: (typeof rows)[number]) => row.note },
    ];
    expect(csvDocument(columns, rows)).toBe('Name,Note\r\n"Acme, Inc.","said ""hi""\nthen left"\r\n');
  });

  it.each<[CsvValue, string]>([
    // Text a spreadsheet would run as a formula is neutralised (OWASP CSV injection).
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['Plain, with comma', '"Plain, with comma"'],
    ['Nov 16–22', 'Nov 16–22'],
    // Numbers are written plain, so a spreadsheet can compute with them: a negative one is no formula.
    [-17.7, '-17.7'],
    [Number.NaN, ''],
    [true, 'true'],
    [null, ''],
    [undefined, ''],
  ])('writes %j as %j', (value, cell) => {
    expect(written(value)).toBe(`Value\r\n${cell}\r\n`);
  });

  it('neutralises a header as it does any text', () => {
    expect(csvDocument([{ header: '=cmd', value: () => 1 }], [])).toBe("'=cmd\r\n");
  });
});
