import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions, useEveryPage, withItems } from '../../../lib/paged-query';

/**
 * Team Analytics' people with their scores and insights, in pages of 200: one request for a team of up to 200, and
 * every page loaded, since the tab summarises the whole team.
 */
export const teamAnalyticsQueryOptions = () => pagedQueryOptions('listTeamAnalytics', { filters: { limit: 200 } });

export function useTeamAnalytics() {
  return useEveryPage(withItems(useInfiniteQuery(teamAnalyticsQueryOptions())));
}
