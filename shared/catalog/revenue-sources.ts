/**
 * Where each screen's Revenue figure comes from, said under the figure (issue 28 §3): the dashboard counts every
 * source, the Financial page only bank data, so the two differ and each names its own and links to the other.
 */
export const revenueSourceLabels = {
  dashboard: 'From connected apps and bank data',
  financial: 'From bank statements and linked accounts',
} as const;

/** The link from each Revenue figure to the other screen's. */
export const revenueCrossLinks = {
  dashboard: { to: '/financial', text: 'Bank revenue on Financial' },
  financial: { to: '/dashboard', text: 'All revenue on the Dashboard' },
} as const;
