import * as assistant from './contracts/assistant';
import * as auth from './contracts/auth';
import * as automations from './contracts/automations';
import * as billing from './contracts/billing';
import * as finance from './contracts/finance';
import * as integrations from './contracts/integrations';
import * as kpi from './contracts/kpi';
import * as system from './contracts/system';
import * as tasks from './contracts/tasks';
import * as team from './contracts/team';
import * as workspace from './contracts/workspace';
import type { RouteContract } from './route-contract';

/**
 * THE route table, assembled from the per-area contracts (`contracts/<area>.ts`, one constant per route). Data only
 * — no handler imports — so infra reads it at synth time (one Lambda and one API route per entry), the local runtime
 * dispatches with it, and the tests check it against the handler modules. A new route is one `defineRoute` constant
 * in its area's contracts module, one line here, and its handler module.
 *
 * The web takes its types from this table (a type-only import) and, at run time, only the schema-free route index
 * generated from it (`route-index.gen.ts`), so no screen's chunk carries schemas it does not use.
 */
export const routes = [
  system.getHealth,

  auth.getAuthUser,
  auth.login,
  auth.logout,
  auth.authCallback,
  auth.getSignInPage,
  auth.localSignUp,
  auth.localSignIn,

  tasks.listTasks,
  tasks.createTask,
  tasks.updateTask,
  tasks.deleteTask,
  tasks.assignTask,

  automations.listAutomations,
  automations.createAutomation,
  automations.updateAutomation,
  automations.deleteAutomation,
  automations.listAutomationRuns,
  automations.listOutbox,

  team.listEmployees,
  team.createEmployee,
  team.getEmployee,
  team.updateEmployee,
  team.deleteEmployee,
  team.updateCompetencies,
  team.createEmployeeNote,

  team.listTeamAnalytics,
  team.getEmployeeInsight,
  team.analyzeEmployee,
  team.analyzeTeam,
  team.recommendAssignment,

  assistant.listChatMessages,
  assistant.sendChatMessage,
  assistant.clearChatMessages,
  assistant.confirmChatAction,
  assistant.cancelChatAction,

  kpi.getKpiStats,
  kpi.getKpiReport,
  kpi.getKpiTips,
  workspace.setWorkspaceTimeZone,

  finance.listBankAccounts,
  finance.getFinancialAnalysis,
  finance.createDemoBank,
  finance.deleteDemoBank,
  finance.uploadStatement,
  finance.createStatementUploadUrl,
  finance.startStatementImport,
  finance.listStatements,
  finance.listTransactions,
  finance.recategoriseTransaction,
  finance.connectPlaid,
  finance.verifyBankLink,
  finance.syncBankLink,
  finance.removeBankLink,

  integrations.listIntegrations,
  integrations.createIntegration,
  integrations.deleteIntegration,
  integrations.testIntegration,
  integrations.syncIntegration,
  integrations.listIntegrationData,
  integrations.getIntegrationDataSummary,
  integrations.getIntegrationConnectOptions,
  integrations.startIntegrationOAuth,
  integrations.integrationOAuthCallback,

  billing.getSubscriptionInfo,
  billing.createCheckoutSession,
  billing.updateSubscription,
  billing.createBillingPortalSession,
  billing.getLocalCheckoutPage,
  billing.confirmLocalCheckout,
  billing.stripeWebhook,
] as const satisfies readonly RouteContract[];

export type Route = (typeof routes)[number];
export type RouteId = Route['id'];
/** The handler module names, e.g. `'tasks/create-task'`. */
export type HandlerModuleName = Route['handler'];
