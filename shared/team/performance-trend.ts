/** Trend labels (spec §4): the three known trends, anything else 'Unknown'. */
export type TrendLabel = 'Improving' | 'Stable' | 'Declining' | 'Unknown';

export function trendLabel(trend: string | null | undefined): TrendLabel {
  switch (trend) {
    case 'improving':
      return 'Improving';
    case 'stable':
      return 'Stable';
    case 'declining':
      return 'Declining';
    default:
      return 'Unknown';
  }
}

/** On the dashboard a trend is either 'improving' or unknown (spec §4): only improving earns a badge. */
export function dashboardShowsImproving(trend: string | null | undefined): boolean {
  return trend === 'improving';
}
