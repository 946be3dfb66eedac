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
  // Labelled charts take the card's width (up to size + room for labels); small ones are a fixed square.
  const width = showLabels ? { width: 'full', maxW: `${size + 150}px` } : { width: `${size}px` };
  return (
    <Box
      role="img"
      aria-label={`Competency radar chart: ${description}`}
      {...width}
      height={`${size}px`}
      mx="auto"
      css={{ '& svg': { overflow: 'visible' } }}
    >
      <Suspense fallback={<Skeleton height={`${size}px`} rounded="full" />}>
        <CompetencyRadarChart competencies={competencies} showLabels={showLabels} />
      </Suspense>
    </Box>
  );
}
