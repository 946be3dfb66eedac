import {
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { dashboardShowsImproving } from '@shared/team/performance-trend';
import { scoreRating } from '@shared/team/score-badge';
import {
  skillDistribution,
  strongestSkill,
  teamAnalyticsSummary,
  teamAverage,
  teamRecommendationCards,
  teamScore,
} from '@shared/team/team-summary';
import { Award, Brain, TrendingUp, UserRoundCheck, Users } from 'lucide-react';
import { AdviceCard } from '../../../components/advice-card';
import { MissingData } from '../../../components/missing-data';
import { formatInstantDate } from '../../../lib/format-date';
import { useAnalyzeTeam } from '../api/analyze-team';
import { useTeamAnalytics } from '../api/get-team-analytics';
import { scoreBadgeProps } from './badge-props';
import { StatCard } from './stat-card';

/** The dashboard's Team Analytics tab (spec §2): team cards, skill distribution, per-employee scores, recommendations. */
export function TeamAnalytics() {
  const team = useTeamAnalytics();
  const list = team.items;
  const analyzeTeam = useAnalyzeTeam();
  const summary = teamAnalyticsSummary(list);
  const skills = skillDistribution(list);
  const cards = teamRecommendationCards(summary, strongestSkill(list), teamAverage(list, 'teamwork'));
  const loading = team.isPending;

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="0">
          <Heading as="h2" size="lg">
            Team Analytics
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Competencies and AI insights across your team
          </Text>
        </Stack>
        <Button
          colorPalette="blue"
          onClick={() => analyzeTeam.mutate()}
          loading={analyzeTeam.isPending}
          loadingText="Analyzing..."
          disabled={list.length === 0}
        >
          <Brain size={16} aria-hidden />
          Analyze Team
        </Button>
      </HStack>

      <Tabs.Root defaultValue="overview" variant="enclosed" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
          <Tabs.Trigger value="performance">Performance</Tabs.Trigger>
          <Tabs.Trigger value="recommendations">Recommendations</Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="overview">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
              <StatCard
                icon={<Users size={16} aria-hidden />}
                label="Team Size"
                value={summary.teamSize}
                loading={loading}
              />
              <StatCard
                icon={<TrendingUp size={16} aria-hidden />}
                label="Average Competency"
                value={summary.averageCompetency === null ? '—' : `${summary.averageCompetency}%`}
                hint={
                  summary.assessed === summary.teamSize
                    ? undefined
                    : `${summary.assessed} of ${summary.teamSize} assessed`
                }
                loading={loading}
              />
              <StatCard
                icon={<Award size={16} aria-hidden />}
                label="Top Performers"
                value={summary.topPerformers}
                hint="Score 80 or more"
                loading={loading}
              />
              <StatCard
                icon={<UserRoundCheck size={16} aria-hidden />}
                label="Need Support"
                value={summary.needSupport}
                hint="Score below 60"
                loading={loading}
              />
            </SimpleGrid>
            <Card.Root variant="outline">
              <Card.Header>
                <Card.Title as="h3" fontSize="md">
                  Skill Distribution
                </Card.Title>
              </Card.Header>
              <Card.Body pt="0">
                {summary.assessed === 0 && !loading ? (
                  <MissingData message="Assess your team’s competencies to see its skill distribution" href="/team" />
                ) : (
                  <Stack gap="3">
                    {skills.map((s) => (
                      <Stack key={s.skill} gap="1">
                        <HStack justify="space-between" fontSize="sm">
                          <Text>{s.skill}</Text>
                          <Text fontWeight="semibold">{s.value === null ? '—' : `${s.value}%`}</Text>
                        </HStack>
                        <Progress.Root
                          value={s.value ?? 0}
                          max={100}
                          size="sm"
                          aria-label={s.skill}
                          colorPalette="blue"
                        >
                          <Progress.Track>
                            <Progress.Range />
                          </Progress.Track>
                        </Progress.Root>
                      </Stack>
                    ))}
                  </Stack>
                )}
                <Text fontSize="xs" color="fg.muted" mt="3">
                  Team averages of the assessed employees’ competencies
                </Text>
              </Card.Body>
            </Card.Root>
          </Stack>
        </Tabs.Content>

        <Tabs.Content value="performance">
          {loading ? (
            <Stack gap="2">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height="16" rounded="l2" />
              ))}
            </Stack>
          ) : list.length === 0 ? (
            <Text color="fg.muted">No employees yet. Add your team on the Team page.</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="2" aria-label="Employee performance">
              {list.map((employee) => {
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
                      <HStack gap="2" wrap="wrap">
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
          )}
        </Tabs.Content>

        <Tabs.Content value="recommendations">
          <Stack gap="3">
            {cards.map((card) => (
              <AdviceCard key={card.id} title={card.title} text={card.description} />
            ))}
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
