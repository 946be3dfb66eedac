import { Badge, Box, Card, HStack, IconButton, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { analystLabel } from '@shared/format/analyst-label';
import type { EmployeeInsight } from '@shared/schemas/insight';
import { trendLabel } from '@shared/team/performance-trend';
import { Brain, HelpCircle, Minus, RefreshCw, TrendingDown, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { AiOffNotice } from '../../../components/ai-off-notice';
import { formatInstantDate } from '../../../lib/format-date';
import { useAiEnabled, useCanCall } from '../../../lib/use-can';
import { useAnalyzeEmployee } from '../api/analyze-employee';
import { useInsight } from '../api/get-insight';
import { AnalyzeButton } from './analyze-button';

function TrendIcon({ trend }: { trend: string }) {
  const props = { size: 16, 'aria-hidden': true } as const;
  if (trend === 'improving') return <TrendingUp {...props} color="var(--chakra-colors-green-600)" />;
  if (trend === 'declining') return <TrendingDown {...props} color="var(--chakra-colors-red-600)" />;
  if (trend === 'stable') return <Minus {...props} />;
  return <HelpCircle {...props} />;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="1.5">
      <Text fontSize="sm" fontWeight="semibold">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function Bar({ label, value }: { label: string; value: number }) {
  return (
    <Part title={label}>
      <HStack gap="3">
        <Progress.Root value={value} max={100} flex="1" aria-label={label} colorPalette="blue">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" fontWeight="semibold" minW="10" textAlign="end">
          {Math.round(value)}%
        </Text>
      </HStack>
    </Part>
  );
}

/** The AI Insights card of the profile (spec §2): analyse, refresh, and every field of the insight. */
export function AiInsightsCard({ employeeId }: { employeeId: string }) {
  const insight = useInsight(employeeId);
  const analyze = useAnalyzeEmployee(employeeId);
  const canAnalyze = useCanCall('analyzeEmployee');
  const aiEnabled = useAiEnabled();
  const data: EmployeeInsight | null | undefined = insight.data;

  return (
    <Card.Root variant="outline" aria-busy={analyze.isPending}>
      <Card.Header>
        <HStack justify="space-between" align="start">
          <Stack gap="0.5">
            <HStack gap="2">
              <Brain size={18} aria-hidden />
              <Card.Title as="h2" fontSize="md">
                AI Insights
              </Card.Title>
            </HStack>
            <Text fontSize="xs" color="fg.muted">
              Last analyzed: {data ? formatInstantDate(data.lastAnalyzedAt) : 'Never'}
            </Text>
            {data ? (
              <Text fontSize="xs" color="fg.muted">
                By {analystLabel(data.source, data.model)}
              </Text>
            ) : null}
          </Stack>
          {data && canAnalyze ? (
            <IconButton
              aria-label="Refresh analysis"
              size="sm"
              variant="ghost"
              onClick={() => analyze.mutate()}
              disabled={analyze.isPending}
            >
              {analyze.isPending ? <Spinner size="sm" /> : <RefreshCw size={16} />}
            </IconButton>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        {insight.isPending ? (
          <HStack gap="2" color="fg.muted">
            <Spinner size="sm" />
            <Text fontSize="sm">Loading insights…</Text>
          </HStack>
        ) : insight.isError ? (
          <Text fontSize="sm" color="fg.error">
            Insights could not be loaded.
          </Text>
        ) : !data ? (
          <Stack gap="3" align="center" textAlign="center" py="4">
            <Text color="fg.muted">No AI analysis available yet</Text>
            {!aiEnabled ? <AiOffNotice /> : null}
            {canAnalyze ? (
              <AnalyzeButton onAnalyze={() => analyze.mutate()} pending={analyze.isPending}>
                Analyze Employee
              </AnalyzeButton>
            ) : null}
          </Stack>
        ) : (
          <Stack gap="4">
            <Bar label="Analysis Confidence" value={data.analysisConfidence} />
            <Part title="Performance Trend">
              <HStack gap="2">
                <TrendIcon trend={data.performanceTrend} />
                <Text fontSize="sm">{trendLabel(data.performanceTrend)}</Text>
              </HStack>
            </Part>
            <Part title="Key Strengths">
              <BulletList items={data.strengthsAnalysis} />
            </Part>
            <Part title="Development Areas">
              <BulletList items={data.developmentAreas} />
            </Part>
            <Part title="Recommended Task Types">
              <HStack gap="2" wrap="wrap">
                {data.recommendedTaskTypes.map((t) => (
                  <Badge key={t} variant="subtle" colorPalette="blue">
                    {t}
                  </Badge>
                ))}
              </HStack>
            </Part>
            <Bar label="Optimal Workload" value={data.optimalWorkload} />
            <Part title="Team Role Recommendation">
              <Text fontSize="sm">{data.teamRoleRecommendation}</Text>
            </Part>
            <Part title="Task Compatibility Scores">
              <Box
                maxH="48"
                overflowY="auto"
                tabIndex={0}
                aria-label="Task compatibility scores"
                borderWidth="1px"
                rounded="l2"
                p="2"
              >
                <Stack as="ul" listStyleType="none" gap="1.5">
                  {data.taskCompatibility.map((t) => (
                    <HStack as="li" key={t.taskType} justify="space-between" fontSize="sm">
                      <Text>{t.taskType}</Text>
                      <Text fontWeight="semibold">{Math.round(t.score)}%</Text>
                    </HStack>
                  ))}
                </Stack>
              </Box>
            </Part>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <Stack as="ul" gap="1" ps="4" listStyleType="disc" fontSize="sm">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Stack>
  );
}
