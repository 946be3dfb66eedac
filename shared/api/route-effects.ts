import type { Route, RouteId } from './routes';

/** A route that changes data: every POST, PUT, PATCH and DELETE in the route table. */
export type WriteRouteId = Exclude<Route, { method: 'GET' }>['id'];
/** A route that reads data, which a client may keep in a cache. */
export type ReadRouteId = Extract<Route, { method: 'GET' }>['id'];

/** What the KPI dashboard reads: its figures and the tips written from them. */
const DASHBOARD = ['getKpiStats', 'getKpiTips'] as const satisfies readonly ReadRouteId[];
/** The forecasts, recomputed whenever the books change (issue 34). */
const FORECAST = [
  'getCashForecast',
  'getRevenueForecast',
  'listRecurringSeries',
] as const satisfies readonly ReadRouteId[];
/** What the books are: the accounts, the analysis, the transactions and the dashboard's figures drawn from them. */
const BOOKS = [
  'listBankAccounts',
  'getFinancialAnalysis',
  'listTransactions',
  ...DASHBOARD,
  ...FORECAST,
] as const satisfies readonly ReadRouteId[];
/** What a task change moves: the list, the dashboard's 'Tasks Completed', the team's workload. */
const TASKS = ['listTasks', 'listTeamAnalytics', ...DASHBOARD] as const satisfies readonly ReadRouteId[];
/** What a change to the team moves: its list, each profile, Team Analytics, tasks' assignees. */
const TEAM = ['listEmployees', 'getEmployee', 'listTeamAnalytics'] as const satisfies readonly ReadRouteId[];
/** A connection and what it synced. */
const INTEGRATIONS = [
  'listIntegrations',
  'listIntegrationData',
  'getIntegrationDataSummary',
  ...DASHBOARD,
] as const satisfies readonly ReadRouteId[];
/** The workspace's people: its members, its invitations and the seats they take. */
const MEMBERS = ['listMembers'] as const satisfies readonly ReadRouteId[];
/**
 * A plan: the subscription's details, the signed-in user, whose tier the sidebar shows, and the branding, which
 * applies on Elite only.
 */
const PLAN = ['getSubscriptionInfo', 'getAuthUser', 'getBranding'] as const satisfies readonly ReadRouteId[];

/**
 * What automations may change when they run after a business event (`task_completed`, `new_lead`, …): follow-up
 * tasks, their runs and the emails they send.
 */
export const AUTOMATION_EFFECTS = [
  ...TASKS,
  'listAutomations',
  'listAutomationRuns',
  'listOutbox',
  'getSubscriptionInfo',
] as const satisfies readonly ReadRouteId[];

/**
 * THE map of what a change refreshes: each route that changes data → the read routes whose answers it may change.
 * Cached data never goes stale (spec §9), so a read is asked again only when an entry here says a change touched it.
 * The web applies it after every successful change (`web/src/lib/route-mutation.ts`); the later live-updates work
 * feeds the same table from the server. Every write route has an entry, an empty one when it changes nothing a
 * client reads (`route-effects.test.ts`).
 *
 * What automations do in the background after a business event (a completed task, a synced lead) is not here: it
 * follows some seconds later, and `AUTOMATION_EFFECTS` says what it touches.
 */
export const routeEffects: Readonly<Record<WriteRouteId, readonly ReadRouteId[]>> = {
  // Sign-in and sign-up answer the server-rendered sign-in page, which then loads the app afresh.
  localSignUp: [],
  localSignIn: [],
  // The name and picture show in the user menu; the other two end sessions (the web then signs in again).
  updateAccount: ['getAuthUser'],
  changePassword: [],
  signOutEverywhere: [],

  // A plan counts the tasks created this month (the subscription's usage).
  createTask: [...TASKS, 'getSubscriptionInfo'],
  updateTask: TASKS,
  deleteTask: [...TASKS, 'getSubscriptionInfo'],
  assignTask: ['listTasks', 'listTeamAnalytics'],

  // A plan counts the automations.
  createAutomation: ['listAutomations', 'getSubscriptionInfo'],
  updateAutomation: ['listAutomations', 'getAutomation'],
  // A proposal only: nothing is saved until the ordinary create.
  draftAutomation: [],
  deleteAutomation: ['listAutomations', 'listAutomationRuns', 'getSubscriptionInfo'],
  // A dry run changes nothing that any screen reads.
  testAutomation: [],
  // A run it starts shows in the run history, which the runs' own screen polls.
  receiveAutomationHook: [],
  // A replay acts as a run does (tasks, messages, the card's last run), at once or, in bulk, within a minute.
  replayAutomationRun: [...AUTOMATION_EFFECTS, 'getAutomationRun'],
  replayFailedAutomationRuns: AUTOMATION_EFFECTS,

  createEmployee: TEAM,
  updateEmployee: TEAM,
  // The employee's tasks lose their assignee; their insight goes with them.
  deleteEmployee: [...TEAM, 'getEmployeeInsight', 'listTasks'],
  updateCompetencies: TEAM,
  // The profile lists the notes.
  createEmployeeNote: ['getEmployee'],
  updateEmployeeNote: ['getEmployee'],
  deleteEmployeeNote: ['getEmployee'],
  analyzeEmployee: ['getEmployeeInsight', 'listTeamAnalytics'],
  analyzeTeam: ['getEmployeeInsight', 'listTeamAnalytics'],
  // Answers recommendations; changes nothing.
  recommendAssignment: [],

  // Answers both messages, which the screen adds to the conversation itself; a plan counts the messages.
  sendChatMessage: ['listChatMessages', 'getSubscriptionInfo'],
  clearChatMessages: ['listChatMessages'],
  // A confirmed action did what it proposed: a task, an assignment, an automation, an email.
  confirmChatAction: ['listChatMessages', ...TASKS, 'listAutomations', 'listOutbox', 'getSubscriptionInfo'],
  cancelChatAction: ['listChatMessages'],

  // The figures are counted in the workspace's time zone.
  setWorkspaceTimeZone: DASHBOARD,
  updateAiSettings: ['getAiSettings', 'getAuthUser'],
  updateBranding: ['getBranding'],
  uploadBrandingLogo: ['getBranding'],
  deleteBrandingLogo: ['getBranding'],

  // Members and invitations: the members screen (with its seat count) and tasks' assignees who have an account.
  createInvitation: MEMBERS,
  resendInvitation: MEMBERS,
  revokeInvitation: MEMBERS,
  // The keys list; a key's own requests change what it touches, as a person's would.
  createApiKey: ['listApiKeys'],
  revokeApiKey: ['listApiKeys'],
  updateMember: [...MEMBERS, 'getAuthUser'],
  removeMember: [...MEMBERS, 'listWorkspaces'],
  transferOwnership: [...MEMBERS, 'getAuthUser', 'listWorkspaces'],
  // The new export shows in the list of exports.
  startWorkspaceExport: ['listWorkspaceExports'],
  // The session ends with the workspace: the web leaves for the sign-in page.
  deleteWorkspace: [],
  // The session moves to another workspace: everything a screen shows is another workspace's, so the web loads the
  // app afresh after these two (a full page load), and nothing is refreshed in place.
  acceptInvitation: [],
  switchWorkspace: [],

  // Single sign-on: its own settings screen; the test changes nothing.
  putSsoSettings: ['getSsoSettings'],
  deleteSsoSettings: ['getSsoSettings'],
  testSsoSettings: [],

  createDemoBank: BOOKS,
  setRecurringStatus: FORECAST,
  createScenario: ['listScenarios'],
  deleteScenario: ['listScenarios', 'getCashForecast'],
  updateForecastSettings: ['getForecastSettings', 'getCashForecast'],
  deleteDemoBank: BOOKS,
  // A statement imported in one step (and what any import changes once it ends).
  uploadStatement: ['listStatements', ...BOOKS],
  // Only a URL to upload to.
  createStatementUploadUrl: [],
  // The statement is listed at once; the books change when its import ends, which the web sees in the list and
  // answers with `uploadStatement`'s entry (the same import in one step).
  startStatementImport: ['listStatements'],
  // Its transactions leave the books.
  deleteStatement: ['listStatements', ...BOOKS],
  // The account's name shows in the accounts, the transactions' filter and the statements' outcomes.
  renameBankAccount: ['listBankAccounts', 'listTransactions', 'listStatements'],
  // Only starts a link; `verifyBankLink` reports it connected.
  connectPlaid: [],
  verifyBankLink: BOOKS,
  syncBankLink: BOOKS,
  removeBankLink: BOOKS,
  // A rule may recategorise earlier transactions, which moves the analysis.
  recategoriseTransaction: BOOKS,

  createIntegration: INTEGRATIONS,
  deleteIntegration: INTEGRATIONS,
  // Reports whether the provider answers; its status is shown on the card.
  testIntegration: ['listIntegrations'],
  syncIntegration: INTEGRATIONS,

  // The browser leaves for Stripe (or local billing's page) and comes back to a fresh page.
  createCheckoutSession: [],
  createBillingPortalSession: [],
  updateSubscription: PLAN,
  confirmLocalCheckout: PLAN,
  stripeWebhook: PLAN,

  // The bell's list and count; the email choices of the settings screen.
  markNotificationRead: ['listNotifications'],
  markAllNotificationsRead: ['listNotifications'],
  updateNotificationPreferences: ['getNotificationPreferences'],
  createWebhook: ['listWebhooks'],
  updateWebhook: ['listWebhooks'],
  deleteWebhook: ['listWebhooks'],
  rotateWebhookSecret: ['listWebhooks'],
  // The test event and a redelivery are logged as they go; the screen polls the log while one is pending.
  testWebhook: ['listWebhookDeliveries'],
  redeliverWebhookDelivery: ['listWebhookDeliveries'],
};

/** The reads a change touches (for code that holds a route id it has not narrowed to a write). */
export function effectsOf(id: RouteId): readonly ReadRouteId[] {
  return (routeEffects as Readonly<Record<string, readonly ReadRouteId[]>>)[id] ?? [];
}
