import { describe, expect, it } from 'vitest';
import { routeQueryKey, urlOfQueryKey } from './api-query';

describe('route query keys', () => {
  it('are the URL split where the parameters start', () => {
    expect(routeQueryKey('/api/tasks')).toEqual(['/api/tasks']);
    expect(routeQueryKey('/api/employees/{id}', { id: 'e1' })).toEqual(['/api/employees', 'e1']);
    expect(routeQueryKey('/api/automations/{id}/runs', { id: 'a1' })).toEqual(['/api/automations', 'a1', 'runs']);
  });

  it('join back into the URL, parameters encoded', () => {
    expect(urlOfQueryKey(routeQueryKey('/api/ai/insights/{id}', { id: 'a/b' }))).toBe('/api/ai/insights/a%2Fb');
  });

  it('refuse a missing parameter', () => {
    expect(() => routeQueryKey('/api/employees/{id}')).toThrow('Missing path parameter id for /api/employees/{id}');
  });
});
