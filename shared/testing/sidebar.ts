/**
 * Spec §2: the sidebar an owner sees — the spec's eight screens in its order, then the settings an owner may use
 * (team members, issue 30; notifications; developers). Written out here rather than read from the web's nav table,
 * so the unit and browser tests that compare the sidebar with it can fail.
 */
export const ownerSidebarLabels = [
  'Dashboard',
  'Tasks',
  'Automations',
  'AI Assistant',
  'Team',
  'Integrations',
  'Financial',
  'Subscription',
  'Team members',
  'Notifications',
  'Developers',
];
