import { describe, expect, it } from 'vitest';
import { routeQueryKey, routeQueryOptions } from './api-query';

describe('route query keys', () => {
  it('are the route id, then its path parameters, then its query', () => {
    expect(routeQueryKey('listTasks')).toEqual(['listTasks']);
    expect(routeQueryKey('getEmployee', { id: 'e1' })).toEqual(['getEmployee', { id: 'e1' }]);
    expect(routeQueryKey('getKpiStats', undefined, { timeRange: '30d' })).toEqual([
      'getKpiStats',
      {},
      { timeRange: '30d' },
    ]);
  });

  it('leave out what a query leaves unsaid, so an unfiltered list has the bare key', () => {
    expect(routeQueryKey('listTasks', undefined, { status: undefined, q: '' })).toEqual(['listTasks']);
    expect(routeQueryKey('listTransactions', undefined, { q: 'acme', category: undefined })).toEqual([
      'listTransactions',
      {},
      { q: 'acme' },
    ]);
  });

  it('come from routeQueryOptions, whose query function calls the route the key names', () => {
    expect(routeQueryOptions('getEmployee', { params: { id: 'e1' } }).queryKey).toEqual(['getEmployee', { id: 'e1' }]);
    expect(routeQueryOptions('getKpiTips', { query: { timeRange: '7d' } }).queryKey).toEqual([
      'getKpiTips',
      {},
      { timeRange: '7d' },
    ]);
  });
});
