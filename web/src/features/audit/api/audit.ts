import type { AuditFilters } from '@shared/schemas/audit';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';
import { pagedQueryOptions, withItems } from '../../../lib/paged-query';

/** The log, newest first, a page of 50 at a time, narrowed by the screen's filters. */
export const useAuditEntries = (filters: AuditFilters) =>
  withItems(useInfiniteQuery(pagedQueryOptions('listAuditEntries', { filters: { ...filters, limit: 50 } })));

/** Whether the chain still proves that nothing was edited or deleted. */
export const useAuditVerification = () => useQuery(routeQueryOptions('verifyAuditLog'));

/** The people of the workspace, for the 'Person' filter. */
export const useAuditPeople = () => useQuery(routeQueryOptions('listMembers'));
