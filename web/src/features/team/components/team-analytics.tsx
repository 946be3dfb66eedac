import { Card, Heading, HStack, Progress, Stack, Tabs, Text } from '@chakra-ui/react';
import {
  skillDistribution,
  strongestSkill,
  teamAnalyticsSummary,
  teamAverage,
  teamRecommendationCards,
} from '@shared/team/team-summary';
import { Award, TrendingUp, UserRoundCheck, Users } from 'lucide-react';
import { AdviceCard } from '../../../components/advice-card';
import { AiOffNotice } from '../../../components/ai-off-notice';
import { MissingData } from '../../../components/missing-data';
import { ScrollingTabList } from '../../../components/scrolling-tab-list';
import { useAiEnabled, useCanCall } from '../../../lib/use-can';
import { useAnalyzeTeam } from '../api/analyze-team';
import { useTeamAnalytics } from '../api/get-team-analytics';
import { AnalyzeButton } from './analyze-button';
import { StatGrid } from './stat-card';
import { TeamPerformanceList } from './team-performance-list';

/** The dashboard's Team Analytics tab (spec §2): team cards, skill distribution, per-employee scores, recommendations. */
export function TeamAnalytics() {
  const team = useTeamAnalytics();
  const list = team.items;
  const analyzeTeam = useAnalyzeTeam();
  const canAnalyze = useCanCall('analyzeTeam');
  const aiEnabled = useAiEnabled();
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
        {canAnalyze ? (
          <AnalyzeButton
            onAnalyze={() => analyzeTeam.mutate()}
            pending={analyzeTeam.isPending}
            disabled={list.length === 0}
          >
            Analyze Team
          </AnalyzeButton>
        ) : !aiEnabled ? (
          <AiOffNotice />
        ) : null}
      </HStack>

      <Tabs.Root defaultValue="overview" variant="enclosed" lazyMount>
        <ScrollingTabList>
          <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
          <Tabs.Trigger value="performance">Performance</Tabs.Trigger>
          <Tabs.Trigger value="recommendations">Recommendations</Tabs.Trigger>
        </ScrollingTabList>

        <Tabs.Content value="overview">
          <Stack gap="4">
            <StatGrid
              loading={loading}
              stats={[
                { icon: <Users size={16} aria-hidden />, label: 'Team Size', value: summary.teamSize },
                {
                  icon: <TrendingUp size={16} aria-hidden />,
                  label: 'Average Competency',
                  value: summary.averageCompetency === null ? '—' : `${summary.averageCompetency}%`,
                  hint:
                    summary.assessed === summary.teamSize
                      ? undefined
                      : `${summary.assessed} of ${summary.teamSize} assessed`,
                },
                {
                  icon: <Award size={16} aria-hidden />,
                  label: 'Top Performers',
                  value: summary.topPerformers,
                  hint: 'Score 80 or more',
                },
                {
                  icon: <UserRoundCheck size={16} aria-hidden />,
                  label: 'Need Support',
                  value: summary.needSupport,
                  hint: 'Score below 60',
                },
              ]}
            />
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
          <TeamPerformanceList employees={list} loading={loading} />
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
