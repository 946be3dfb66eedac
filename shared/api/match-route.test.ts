import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from './match-route';
import type { RouteDefinition } from './route-contract';

const table: RouteDefinition[] = [
  {
    id: 'getItem',
    method: 'GET',
    path: '/api/items/{id}',
    auth: 'session',
    permission: 'tasks.view',
    handler: 'items/get-item',
  },
  {
    id: 'deleteItem',
    method: 'DELETE',
    path: '/api/items/{id}',
    auth: 'session',
    permission: 'tasks.view',
    handler: 'items/delete-item',
  },
  {
    id: 'itemSummary',
    method: 'GET',
    path: '/api/items/summary',
    auth: 'session',
    permission: 'tasks.view',
    handler: 'items/summary',
  },
];
const match = createRouteMatcher(table);

describe('createRouteMatcher', () => {
  it('extracts and decodes path parameters', () => {
    expect(match('GET', '/api/items/a%20b')).toMatchObject({ kind: 'found', pathParameters: { id: 'a b' } });
  });
  it('prefers a literal segment over a parameter, as API Gateway does', () => {
    expect(match('GET', '/api/items/summary')).toMatchObject({ kind: 'found', route: { id: 'itemSummary' } });
  });
  it('falls through to the parameterised route for another method', () => {
    expect(match('DELETE', '/api/items/summary')).toMatchObject({ kind: 'found', route: { id: 'deleteItem' } });
  });
  it('reports a known path with the wrong method, listing the allowed ones', () => {
    expect(match('PUT', '/api/items/1')).toEqual({ kind: 'method-not-allowed', allowed: ['GET', 'DELETE'] });
  });
  it('reports unknown paths', () => {
    expect(match('GET', '/api/items')).toEqual({ kind: 'not-found' });
    expect(match('GET', '/api/items/1/extra')).toEqual({ kind: 'not-found' });
  });
  it('reports a parameter that is not valid percent-encoding as malformed instead of throwing', () => {
    expect(match('GET', '/api/items/%E0%A4%A')).toEqual({ kind: 'malformed' });
    expect(match('GET', '/api/items/100%')).toEqual({ kind: 'malformed' });
  });
});
