import { Box, Skeleton } from '@chakra-ui/react';
import { competencyEntries, type PartialCompetencies } from '@shared/team/competency-score';
import { lazy, Suspense } from 'react';

const CompetencyRadarChart = lazy(() => import('./competency-radar-chart'));

/** The radar chart, loaded on first use so the signed-in shell stays within its bundle budget. */
export function CompetencyRadar({
  competencies,
  size,
  showLabels = false,
}: {
  competencies: PartialCompetencies;
  size: number;
  showLabels?: boolean;
}) {
  const description = competencyEntries(competencies)
    .map((c) => `${c.label} ${c.value}`)
    .join(', ');
  const width = showLabels ? size + 140 : size;
  return (
    <Box role="img" aria-label={`Competency radar chart: ${description}`} width={`${width}px`} maxW="full" height={`${size}px`} overflow="hidden" mx="auto">
      <Suspense fallback={<Skeleton width={`${width}px`} height={`${size}px`} rounded="full" />}>
        <CompetencyRadarChart competencies={competencies} size={size} showLabels={showLabels} />
      </Suspense>
    </Box>
  );
}
