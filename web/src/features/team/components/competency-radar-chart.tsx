import { ResponsiveRadar } from '@nivo/radar';
import { COMPETENCY_MAX } from '@shared/catalog/competencies';
import { competencyEntries, type PartialCompetencies } from '@shared/team/competency-score';

export interface CompetencyRadarChartProps {
  competencies: PartialCompetencies;
}

/**
 * The ten competencies on a 0–100 radar, one ring every 20, each axis labelled (spec §2, §9). Loaded lazily (nivo is
 * large); the wrapper gives it an accessible name listing every value and sets its size.
 */
export default function CompetencyRadarChart({ competencies }: CompetencyRadarChartProps) {
  const data = competencyEntries(competencies).map((c) => ({ competency: c.label, score: c.value }));
  return (
    <ResponsiveRadar
      data={data}
      keys={['score']}
      indexBy="competency"
      maxValue={COMPETENCY_MAX}
      gridLevels={5}
      gridShape="circular"
      margin={{ top: 30, right: 72, bottom: 30, left: 72 }}
      enableDots
      dotSize={6}
      gridLabelOffset={12}
      isInteractive
      animate={false}
      colors={['#3182ce']}
      fillOpacity={0.3}
      borderColor="#3182ce"
      theme={{ text: { fill: 'currentColor', fontSize: 11 }, grid: { line: { stroke: '#a0aec0', strokeWidth: 1 } } }}
    />
  );
}
