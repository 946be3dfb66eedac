import { Box } from '@chakra-ui/react';
import { COMPETENCY_MAX } from '@shared/catalog/competencies';
import { competencyEntries, type PartialCompetencies } from '@shared/team/competency-score';
import { RadarChart } from '../../../components/charts/radar-chart';

/**
 * The profile's radar: the ten competencies on a 0–100 scale, one ring every 20, each axis labelled (spec §2, §9),
 * named for assistive technology by every value; team cards draw the small `CompetencyMiniRadar` instead.
 */
export function CompetencyRadar({ competencies, size }: { competencies: PartialCompetencies; size: number }) {
  const entries = competencyEntries(competencies);
  return (
    <Box width="full" maxW={`${size + 150}px`} mx="auto">
      <RadarChart
        label={`Competency radar chart: ${entries.map((c) => `${c.label} ${c.value}`).join(', ')}`}
        axes={entries}
        max={COMPETENCY_MAX}
        size={size}
      />
    </Box>
  );
}
