import type { BadgeProps } from '@chakra-ui/react';
import type { BadgeVariant } from '@shared/team/match-label';
import { scoreColor } from '@shared/team/score-badge';

/** The spec's badge variants (default, secondary, destructive, outline) in this theme's terms. */
export function badgeProps(variant: BadgeVariant): Pick<BadgeProps, 'variant' | 'colorPalette'> {
  switch (variant) {
    case 'default':
      return { variant: 'solid', colorPalette: 'blue' };
    case 'secondary':
      return { variant: 'subtle', colorPalette: 'gray' };
    case 'destructive':
      return { variant: 'solid', colorPalette: 'red' };
    default:
      return { variant: 'outline', colorPalette: 'gray' };
  }
}

/** Score colours (spec §4): green at 80+, yellow at 60+, else red. */
export function scoreBadgeProps(score: number): Pick<BadgeProps, 'variant' | 'colorPalette'> {
  return { variant: 'subtle', colorPalette: scoreColor(score) };
}
