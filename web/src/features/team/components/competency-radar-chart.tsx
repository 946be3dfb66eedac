import { ResponsiveRadar } from '@nivo/radar';
import { COMPETENCY_MAX } from '@shared/catalog/competencies';
import { competencyEntries, type PartialCompetencies } from '@shared/team/competency-score';

export interface CompetencyRadarChartProps {
  competencies: PartialCompetencies;
  /** Cards show the shape only; the profile labels each axis. */
  showLabels: boolean;
}

/**
 * The ten competencies on a 0–100 radar, one ring every 20 (spec §2, §9). Loaded lazily (nivo is large); the
 * wrapper gives it an accessible name listing every value.
 */
/** Fills its parent, which sets the size (300 px high on the profile, a small square on cards). */
export default function CompetencyRadarChart({ competencies, showLabels }: CompetencyRadarChartProps) {
  const data = competencyEntries(competencies).map((c) => ({ competency: c.label, score: c.value }));
  const margin = showLabels ? { top: 30, right: 72, bottom: 30, left: 72 } : { top: 6, right: 6, bottom: 6, left: 6 };
  return (
    <ResponsiveRadar
      data={data}
      keys={['score']}
      indexBy="competency"
      maxValue={COMPETENCY_MAX}
      gridLevels={5}
      gridShape="circular"
      margin={margin}
      enableDots={showLabels}
      dotSize={6}
      gridLabel={showLabels ? undefined : () => null}
      gridLabelOffset={12}
      isInteractive={showLabels}
      animate={false}
      colors={['#3182ce']}
      fillOpacity={0.3}
      borderColor="#3182ce"
      theme={{ text: { fill: 'currentColor', fontSize: 11 }, grid: { line: { stroke: '#a0aec0', strokeWidth: 1 } } }}
    />
  );
}
