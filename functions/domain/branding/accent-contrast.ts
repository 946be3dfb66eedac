/**
 * WCAG 2.x contrast for the accent colour: buttons and the sidebar's active item put white text on it, so it must
 * reach AA for normal text (4.5:1). A colour that does not is darkened — same hue and saturation, lower lightness —
 * to the lightest shade that does, which is the nearest passing one along that line.
 */

export const AA_NORMAL_TEXT = 4.5;

type Rgb = readonly [number, number, number];

const parseHex = (hex: string): Rgb => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
};

const toHex = (rgb: Rgb): string => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance (WCAG 2.x, sRGB). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of white text on `hex` (1 to 21). */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (relativeLuminance(hex) + 0.05);
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h / 6, s, l];
}

function fromHsl([h, s, l]: [number, number, number]): Rgb {
  if (s === 0) {
    const v = Math.round(l * 255);
    return [v, v, v];
  }
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v = u < 1 / 6 ? p + (q - p) * 6 * u : u < 1 / 2 ? q : u < 2 / 3 ? p + (q - p) * (2 / 3 - u) * 6 : p;
    return Math.round(v * 255);
  };
  return [channel(h + 1 / 3), channel(h), channel(h - 1 / 3)];
}

/** `hex` itself (lower-cased) when white text on it passes AA; else the lightest darker shade of it that passes. */
export function readableAccent(hex: string): string {
  const color = hex.toLowerCase();
  if (contrastWithWhite(color) >= AA_NORMAL_TEXT) return color;
  const [h, s, l] = toHsl(parseHex(color));
  // Lightness 0 is black (21:1), so a passing shade exists; bisect for the lightest one, checking the rounded colour.
  let passing = 0;
  let failing = l;
  while (failing - passing > 1 / 1024) {
    const mid = (passing + failing) / 2;
    if (contrastWithWhite(toHex(fromHsl([h, s, mid]))) >= AA_NORMAL_TEXT) passing = mid;
    else failing = mid;
  }
  return toHex(fromHsl([h, s, passing]));
}
