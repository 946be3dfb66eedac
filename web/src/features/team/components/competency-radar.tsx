import { Box, Skeleton } from '@chakra-ui/react';
import { competencyEntries, type PartialCompetencies } from '@shared/team/competency-score';
import { lazy, Suspense } from 'react';

const CompetencyRadarChart = lazy(() => import('./competency-radar-chart'));

/**
 * The profile's labelled radar (nivo), loaded on first use so the signed-in shell stays within its bundle budget;
 * team cards draw the small `CompetencyMiniRadar` instead.
 */
export function CompetencyRadar({ competencies, size }: { competencies: PartialCompetencies; size: number }) {
  const description = competencyEntries(competencies)
    .map((c) => `${c.label} ${c.value}`)
    .join(', ');
  return (
    <Box
      role="img"
      aria-label={`Competency radar chart: ${description}`}
      width="full"
      maxW={`${size + 150}px`}
      height={`${size}px`}
      mx="auto"
      css={{ '& svg': { overflow: 'visible' } }}
    >
      <Suspense fallback={<Skeleton height={`${size}px`} rounded="full" />}>
        <CompetencyRadarChart competencies={competencies} />
      </Suspense>
    </Box>
  );
}
