import type { BadgeProps } from '@chakra-ui/react';
import type { BadgeVariant } from '@shared/team/match-label';
import { scoreColor } from '@shared/team/score-badge';

type ThemeBadge = Pick<BadgeProps, 'variant' | 'colorPalette'>;

/** The spec's badge variants in this theme's terms; a table, so a new variant fails to compile until it has a look. */
const themeBadges: Record<BadgeVariant, ThemeBadge> = {
  default: { variant: 'solid', colorPalette: 'blue' },
  secondary: { variant: 'subtle', colorPalette: 'gray' },
  destructive: { variant: 'solid', colorPalette: 'red' },
  outline: { variant: 'outline', colorPalette: 'gray' },
};

/** The spec's badge variants (default, secondary, destructive, outline) in this theme's terms. */
export function badgeProps(variant: BadgeVariant): ThemeBadge {
  return themeBadges[variant];
}

/** Score colours (spec §4): green at 80+, yellow at 60+, else red. */
export function scoreBadgeProps(score: number): ThemeBadge {
  return { variant: 'subtle', colorPalette: scoreColor(score) };
}
