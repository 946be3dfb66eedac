import { Badge, Card, HStack, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { KpiTimeRange } from '@shared/catalog/kpi-time-ranges';
import { analystLabel } from '@shared/format/analyst-label';
import type { KpiStatsView } from '@shared/schemas/kpi';
import { AdviceCard } from '../../../components/advice-card';
import { AiOffNotice } from '../../../components/ai-off-notice';
import { navItems } from '../../../components/layout/nav-items';
import { MissingData } from '../../../components/missing-data';
import { serverMessage } from '../../../lib/server-message';
import { useAiEnabled } from '../../../lib/use-can';
import { useKpiTips } from '../api/get-kpi-tips';
import { CashLowPoint } from './cash-low-point';

/**
 * Insights (spec §2): the business health score with its components, the forecast's cash low point when it is near
 * (issue 34), and three tips written from the figures.
 */
export function InsightsTab({ stats, timeRange }: { stats: KpiStatsView; timeRange: KpiTimeRange }) {
  const { score, components } = stats.insights.healthScore;
  const aiEnabled = useAiEnabled();
  const tips = useKpiTips(timeRange, aiEnabled);
  return (
    <Stack gap="4">
      <Card.Root variant="outline">
        <Card.Body gap="3">
          <HStack justify="space-between" align="baseline">
            <Text as="h3" fontWeight="semibold">
              Business Health Score
            </Text>
            <Text fontSize="2xl" fontWeight="bold" data-testid="health-score">
              {score === null ? '—' : `${score}/100`}
            </Text>
          </HStack>
          <Stack gap="3">
            {components.map((c) => (
              <Stack key={c.id} gap="1">
                <HStack justify="space-between" fontSize="sm">
                  <Text>{c.label}</Text>
                  <Text color="fg.muted">{c.points === null ? 'No data' : `${c.points} of ${c.weight} points`}</Text>
                </HStack>
                {c.missing ? (
                  <MissingData message={c.missing.message} href={c.missing.href} />
                ) : (
                  <>
                    <Progress.Root
                      value={c.points ?? 0}
                      max={c.weight}
                      size="xs"
                      colorPalette="green"
                      aria-label={c.label}
                    >
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                    <Text fontSize="xs" color="fg.muted">
                      {c.detail}
                    </Text>
                  </>
                )}
              </Stack>
            ))}
          </Stack>
          <Text fontSize="xs" color="fg.muted">
            Points earned over the points of the parts that have data: revenue growth 35, lead flow 20, appointments 15,
            task completion 30.
          </Text>
        </Card.Body>
      </Card.Root>

      <CashLowPoint />

      <Stack gap="3">
        <HStack justify="space-between">
          <Text as="h3" fontWeight="semibold">
            AI Tips
          </Text>
          {tips.data ? <Badge variant="outline">{analystLabel(tips.data.source, tips.data.model)}</Badge> : null}
        </HStack>
        {!aiEnabled ? (
          <AiOffNotice />
        ) : tips.isPending ? (
          [0, 1, 2].map((i) => <Skeleton key={i} height="16" rounded="l2" />)
        ) : tips.isError ? (
          <Text fontSize="sm" color="fg.error">
            The tips could not be loaded: {serverMessage(tips.error) ?? tips.error.message}
          </Text>
        ) : (
          tips.data.tips.map((tip) => (
            <AdviceCard
              key={tip.title}
              title={tip.title}
              text={tip.text}
              action={tip.href ? <MissingData message={`Go to ${screenName(tip.href)}`} href={tip.href} /> : undefined}
            />
          ))
        )}
      </Stack>
    </Stack>
  );
}

const screenName = (href: string) => navItems.find((item) => item.to === href)?.label ?? href;
