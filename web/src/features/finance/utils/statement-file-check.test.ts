import { describe, expect, it } from 'vitest';
import { statementAccept, statementFileProblem } from './statement-file-check';

describe('statementFileProblem', () => {
  it('accepts PDF, CSV, OFX and QFX up to 10MB', () => {
    for (const name of ['march.pdf', 'EXPORT.CSV', 'bank.ofx', 'bank.qfx'])
      expect(statementFileProblem({ name, size: 10 })).toBeUndefined();
    expect(statementFileProblem({ name: 'a.csv', size: 10 * 1024 * 1024 })).toBeUndefined();
  });

  it('refuses other types with the spec’s message, and files over 10MB or empty', () => {
    expect(statementFileProblem({ name: 'photo.png', size: 10 })).toBe(
      'Invalid File Type: Please upload a PDF or CSV file',
    );
    expect(statementFileProblem({ name: 'statement', size: 10 })).toBe(
      'Invalid File Type: Please upload a PDF or CSV file',
    );
    expect(statementFileProblem({ name: 'a.csv', size: 10 * 1024 * 1024 + 1 })).toBe(
      'File too large: the maximum is 10MB',
    );
    expect(statementFileProblem({ name: 'a.csv', size: 0 })).toBe('The file is empty');
    expect(statementAccept).toBe('.pdf,.csv,.ofx,.qfx');
  });
});
