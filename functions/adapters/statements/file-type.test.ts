import { describe, expect, it } from 'vitest';
import { detectStatementFormat } from './file-type';

const bytes = (text: string) => Buffer.from(text, 'latin1');

describe('detectStatementFormat', () => {
  it('admits PDFs, CSVs and OFX/QFX by their content', () => {
    expect(detectStatementFormat(bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj'), 'statement.PDF')).toBe('pdf');
    expect(detectStatementFormat(bytes('Date,Description,Amount\n'), 'export.csv')).toBe('csv');
    expect(detectStatementFormat(bytes('OFXHEADER:100\nDATA:OFXSGML\n'), 'download.ofx')).toBe('ofx');
    expect(detectStatementFormat(bytes('<?xml version="1.0"?>\n<?OFX OFXHEADER="200"?>'), 'download.qfx')).toBe('ofx');
  });

  it('refuses a .pdf that is not a PDF (a renamed image or spreadsheet)', () => {
    expect(detectStatementFormat(bytes('\x89PNG\r\n\x1a\n\0\0\0\rIHDR'), 'statement.pdf')).toBeUndefined();
    expect(detectStatementFormat(bytes('Date,Description,Amount\n'), 'statement.pdf')).toBeUndefined();
  });

  it('refuses binary content named .csv and every other extension', () => {
    expect(detectStatementFormat(bytes('PK\x03\x04\x14\0\x06\0'), 'export.csv')).toBeUndefined();
    expect(detectStatementFormat(bytes('Date,Description,Amount\n'), 'export.xlsx')).toBeUndefined();
    expect(detectStatementFormat(bytes('Date,Description,Amount\n'), 'export')).toBeUndefined();
    expect(detectStatementFormat(bytes('hello'), 'notes.ofx')).toBeUndefined();
  });

  it('reads a PDF or OFX file by what it is when the other allowed extension was used', () => {
    expect(detectStatementFormat(bytes('%PDF-1.4\n'), 'statement.csv')).toBe('pdf');
    expect(detectStatementFormat(bytes('OFXHEADER:100\n'), 'statement.csv')).toBe('ofx');
  });

  it('admits text in UTF-16 (with its byte-order mark) and Windows-1252', () => {
    expect(detectStatementFormat(Buffer.from('\ufeffDate,Amount\n', 'utf16le'), 'a.csv')).toBe('csv');
    expect(detectStatementFormat(bytes('Date,Libell\xe9\n'), 'a.csv')).toBe('csv');
  });
});
