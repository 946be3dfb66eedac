import { radarPolygon } from './radar-geometry';

export const RADAR_COLOR = '#3182ce';

/** A radar's values as one filled shape around `center` (the profile's radar and the team cards' mini radar). */
export function RadarArea(props: {
  values: readonly number[];
  max: number;
  radius: number;
  center: number;
  color?: string;
}) {
  const { values, max, radius, center, color = RADAR_COLOR } = props;
  return (
    <polygon
      points={radarPolygon(values, max, radius, center)}
      fill={color}
      fillOpacity="0.3"
      stroke={color}
      strokeWidth="2"
    />
  );
}
