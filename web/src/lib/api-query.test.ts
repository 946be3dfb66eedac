import { describe, expect, it } from 'vitest';
import { pathQueryKey } from './api-query';

describe('route query keys', () => {
  it('are the URL split where the parameters start', () => {
    expect(pathQueryKey('/api/tasks')).toEqual(['/api/tasks']);
    expect(pathQueryKey('/api/employees/{id}', { id: 'e1' })).toEqual(['/api/employees', 'e1']);
    expect(pathQueryKey('/api/automations/{id}/runs', { id: 'a1' })).toEqual(['/api/automations', 'a1', 'runs']);
  });

  it('refuse a missing parameter', () => {
    expect(() => pathQueryKey('/api/employees/{id}')).toThrow('Missing path parameter id for /api/employees/{id}');
  });
});
