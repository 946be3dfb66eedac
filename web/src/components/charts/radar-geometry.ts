/**
 * Where a radar's points sit: axis `i` of `count` starts at 12 o'clock and turns clockwise, a value of `max` reaches
 * `radius` from the centre. Coordinates are rounded to 0.01 px (an SVG path needs no more).
 */
export function radarPoint(i: number, count: number, value: number, max: number, radius: number, center: number) {
  const angle = (2 * Math.PI * i) / count - Math.PI / 2;
  const r = (Math.min(Math.max(value, 0), max) / max) * radius;
  const round = (n: number) => Math.round(n * 100) / 100;
  return { x: round(center + r * Math.cos(angle)), y: round(center + r * Math.sin(angle)) };
}

/** The polygon of `values` as an SVG `points` attribute. */
export function radarPolygon(values: readonly number[], max: number, radius: number, center: number): string {
  return values
    .map((value, i) => radarPoint(i, values.length, value, max, radius, center))
    .map(({ x, y }) => `${x},${y}`)
    .join(' ');
}
