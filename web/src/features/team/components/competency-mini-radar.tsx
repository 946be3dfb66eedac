import { Box } from '@chakra-ui/react';
import { COMPETENCY_MAX } from '@shared/catalog/competencies';
import { competencyEntries, type PartialCompetencies } from '@shared/team/competency-score';
import { RadarArea } from '../../../components/charts/radar-area';
import { radarPoint } from '../../../components/charts/radar-geometry';

const RINGS = [0.2, 0.4, 0.6, 0.8, 1];

/**
 * The small radar of a team card: the ten competencies' shape on a 0–100 grid (a ring every 20), drawn as one SVG,
 * so the team page does not load a chart library for a thumbnail (the profile's labelled radar is `RadarChart`). Named for
 * assistive technology by its values, as the large one is.
 */
export function CompetencyMiniRadar({ competencies, size }: { competencies: PartialCompetencies; size: number }) {
  const entries = competencyEntries(competencies);
  const center = size / 2;
  const radius = size / 2 - 6;
  return (
    <Box
      role="img"
      aria-label={`Competency radar chart: ${entries.map((c) => `${c.label} ${c.value}`).join(', ')}`}
      width={`${size}px`}
      height={`${size}px`}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden focusable="false">
        {RINGS.map((ring) => (
          <circle key={ring} cx={center} cy={center} r={radius * ring} fill="none" stroke="#a0aec0" strokeWidth="1" />
        ))}
        {entries.map((c, i) => {
          const end = radarPoint(i, entries.length, COMPETENCY_MAX, COMPETENCY_MAX, radius, center);
          return <line key={c.key} x1={center} y1={center} x2={end.x} y2={end.y} stroke="#a0aec0" strokeWidth="1" />;
        })}
        <RadarArea values={entries.map((c) => c.value)} max={COMPETENCY_MAX} radius={radius} center={center} />
      </svg>
    </Box>
  );
}
