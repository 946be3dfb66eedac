import * as ai from './contracts/ai';
import * as auth from './contracts/auth';
import * as automations from './contracts/automations';
import * as chat from './contracts/chat';
import * as employees from './contracts/employees';
import * as financial from './contracts/financial';
import * as integrations from './contracts/integrations';
import * as kpi from './contracts/kpi';
import * as outbox from './contracts/outbox';
import * as subscription from './contracts/subscription';
import * as system from './contracts/system';
import * as tasks from './contracts/tasks';
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
  outbox.listOutbox,

  employees.listEmployees,
  employees.createEmployee,
  employees.getEmployee,
  employees.updateEmployee,
  employees.deleteEmployee,
  employees.updateCompetencies,
  employees.createEmployeeNote,

  ai.getEmployeeInsight,
  ai.analyzeEmployee,
  ai.analyzeTeam,
  ai.recommendAssignment,

  chat.listChatMessages,
  chat.sendChatMessage,
  chat.clearChatMessages,
  chat.confirmChatAction,
  chat.cancelChatAction,

  kpi.getKpiStats,
  kpi.getKpiReport,
  kpi.getKpiTips,
  workspace.setWorkspaceTimeZone,

  financial.listBankAccounts,
  financial.getFinancialAnalysis,
  financial.createDemoBank,
  financial.deleteDemoBank,
  financial.uploadStatement,
  financial.createStatementUploadUrl,
  financial.startStatementImport,
  financial.listStatements,
  financial.listTransactions,
  financial.recategoriseTransaction,
  financial.connectPlaid,
  financial.verifyBankLink,
  financial.syncBankLink,
  financial.removeBankLink,

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

  subscription.getSubscriptionInfo,
  subscription.createCheckoutSession,
  subscription.updateSubscription,
  subscription.createBillingPortalSession,
  subscription.getLocalCheckoutPage,
  subscription.confirmLocalCheckout,
  subscription.stripeWebhook,
] as const satisfies readonly RouteContract[];

export type Route = (typeof routes)[number];
export type RouteId = Route['id'];
/** The handler module names, e.g. `'tasks/create-task'`. */
export type HandlerModuleName = Route['handler'];
