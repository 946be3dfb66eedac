import { describe, expect, it } from 'vitest';
import { returnToQuery, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of the app', () => {
    expect(safeReturnPath('/invite/abc_DEF-123')).toBe('/invite/abc_DEF-123');
    expect(safeReturnPath('/tasks?status=pending')).toBe('/tasks?status=pending');
  });

  it('drops anything that could leave the origin', () => {
    for (const value of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'invite/x',
      '/invite/x\n',
      '/a b',
      '/x"><script>',
      `/${'a'.repeat(600)}`,
      undefined,
      42,
    ]) {
      expect(safeReturnPath(value)).toBeUndefined();
    }
  });

  it('writes the query only for a safe path', () => {
    expect(returnToQuery('/invite/abc')).toBe('?returnTo=%2Finvite%2Fabc');
    expect(returnToQuery('//evil', '&')).toBe('');
  });
});
