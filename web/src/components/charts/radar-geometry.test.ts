import { describe, expect, it } from 'vitest';
import { radarPoint, radarPolygon } from './radar-geometry';

describe('radar geometry', () => {
  it('starts at 12 o’clock and turns clockwise, a full value reaching the radius', () => {
    expect(radarPoint(0, 4, 100, 100, 40, 50)).toEqual({ x: 50, y: 10 });
    expect(radarPoint(1, 4, 100, 100, 40, 50)).toEqual({ x: 90, y: 50 });
    expect(radarPoint(2, 4, 50, 100, 40, 50)).toEqual({ x: 50, y: 70 });
  });

  it('keeps values out of range on the chart (0 at the centre, the maximum at the edge)', () => {
    expect(radarPoint(3, 4, -20, 100, 40, 50)).toEqual({ x: 50, y: 50 });
    expect(radarPoint(3, 4, 140, 100, 40, 50)).toEqual({ x: 10, y: 50 });
  });

  it('joins the points in order as an SVG polygon', () => {
    expect(radarPolygon([100, 100, 100, 100], 100, 40, 50)).toBe('50,10 90,50 50,90 10,50');
  });
});
