import { Badge, Box, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { TeamAnalyticsMember } from '@shared/schemas/team-analytics';
import { dashboardShowsImproving } from '@shared/team/performance-trend';
import { scoreRating } from '@shared/team/score-badge';
import { byTeamScore, teamScore } from '@shared/team/team-summary';
import { TrendingUp } from 'lucide-react';
import { formatInstantDate } from '../../../lib/format-date';
import { scoreBadgeProps } from './badge-props';

/**
 * Team Analytics' Performance tab: each employee's score, rating and trend, and when they were last analysed; best
 * score first, the not yet assessed last.
 */
export function TeamPerformanceList({ employees, loading }: { employees: TeamAnalyticsMember[]; loading: boolean }) {
  if (loading) {
    return (
      <Stack gap="2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="16" rounded="l2" />
        ))}
      </Stack>
    );
  }
  if (employees.length === 0) return <Text color="fg.muted">No employees yet. Add your team on the Team page.</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label="Employee performance">
      {[...employees].sort(byTeamScore).map((employee) => {
        const { insight } = employee;
        const score = teamScore(employee);
        return (
          <Box as="li" key={employee.id} borderWidth="1px" rounded="l2" p="3">
            <HStack justify="space-between" gap="3" wrap="wrap">
              <Stack gap="0" minW="0">
                <Text fontWeight="semibold">
                  {employee.firstName} {employee.lastName}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {employee.position}
                  {employee.department ? ` · ${employee.department}` : ''}
                </Text>
              </Stack>
              {/* At the row's end even when it wraps under the name, so the scores stay one column on a phone. */}
              <HStack gap="2" wrap="wrap" ms="auto">
                {dashboardShowsImproving(insight?.performanceTrend) ? (
                  <Badge variant="subtle" colorPalette="green">
                    <TrendingUp size={12} aria-hidden />
                    Improving
                  </Badge>
                ) : null}
                {score === null ? (
                  <Badge variant="outline">Not assessed</Badge>
                ) : (
                  <Badge {...scoreBadgeProps(score)}>{scoreRating(score)}</Badge>
                )}
                <Text fontWeight="bold" minW="12" textAlign="end">
                  {score === null ? '—' : `${score}%`}
                </Text>
              </HStack>
            </HStack>
            <Text fontSize="xs" color="fg.muted" mt="1">
              {insight
                ? `Analyzed ${formatInstantDate(insight.lastAnalyzedAt)} · analysis confidence ${Math.round(insight.analysisConfidence)}%`
                : 'Not analyzed'}
            </Text>
          </Box>
        );
      })}
    </Stack>
  );
}
