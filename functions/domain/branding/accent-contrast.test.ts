import { describe, expect, it } from 'vitest';
import { AA_NORMAL_TEXT, contrastWithWhite, readableAccent, relativeLuminance } from './accent-contrast';

describe('contrast with white text', () => {
  it('matches the WCAG reference values', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    // Published values (WebAIM's checker): #767676 is the lightest grey passing AA on white, #777777 fails.
    expect(contrastWithWhite('#767676')).toBeCloseTo(4.54, 2);
    expect(contrastWithWhite('#777777')).toBeLessThan(AA_NORMAL_TEXT);
    expect(contrastWithWhite('#0000ff')).toBeCloseTo(8.59, 2);
    expect(contrastWithWhite('#ffff00')).toBeCloseTo(1.07, 2);
  });
});

describe('readableAccent', () => {
  it('keeps a colour that already passes, lower-cased', () => {
    expect(readableAccent('#1A5FB4')).toBe('#1a5fb4');
    expect(readableAccent('#767676')).toBe('#767676');
  });

  it('darkens a failing grey to the nearest passing grey', () => {
    expect(readableAccent('#777777')).toBe('#767676');
    expect(readableAccent('#ffffff')).toBe('#767676');
  });

  it('darkens a light colour to a passing shade of the same hue', () => {
    const adjusted = readableAccent('#ffd700');
    expect(adjusted).not.toBe('#ffd700');
    expect(contrastWithWhite(adjusted)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    // Still a yellow-orange: red above green above blue, as in the gold it came from.
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(adjusted.slice(i, i + 2), 16)) as [number, number, number];
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
  });

  it('chooses the lightest passing shade, not just any darker one', () => {
    for (const color of ['#ffd700', '#66ccff', '#ff8800', '#90ee90', '#ff69b4']) {
      const adjusted = readableAccent(color);
      expect(contrastWithWhite(adjusted)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      // Near the threshold: a much darker colour than needed would be far above it.
      expect(contrastWithWhite(adjusted)).toBeLessThan(4.8);
    }
  });
});
