/** The four suggested prompts an empty conversation offers (spec §2); each is one the built-in assistant answers. */
export const suggestedPrompts = [
  'How many tasks are overdue?',
  'Who are my top performers, and who needs support?',
  'Which automations failed?',
  'What was our revenue this month compared with last month?',
] as const;
