import { Radar } from '@nivo/radar';
import { COMPETENCY_MAX } from '@shared/catalog/competencies';
import { competencyEntries, type PartialCompetencies } from '@shared/team/competency-score';

export interface CompetencyRadarChartProps {
  competencies: PartialCompetencies;
  /** Square size in px: small on cards, 300 on the profile. */
  size: number;
  /** Cards show the shape only; the profile labels each axis. */
  showLabels: boolean;
}

/**
 * The ten competencies on a 0–100 radar, one ring every 20 (spec §2, §9). Loaded lazily (nivo is large); the
 * wrapper gives it an accessible name listing every value.
 */
export default function CompetencyRadarChart({ competencies, size, showLabels }: CompetencyRadarChartProps) {
  const data = competencyEntries(competencies).map((c) => ({ competency: c.label, score: c.value }));
  const margin = showLabels ? { top: 40, right: 70, bottom: 40, left: 70 } : { top: 6, right: 6, bottom: 6, left: 6 };
  return (
    <Radar
      width={showLabels ? size + 140 : size}
      height={size}
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
