import { bankAccountsTool, financialAnalysisTool, transactionsTool } from './finance-tools';
import { integrationsTool } from './integration-tools';
import { kpiPeriodTool, kpiStatsTool } from './kpi-tools';
import type { AssistantTool } from './tool-kit';
import {
  automationRunsTool,
  getEmployeeTool,
  listAutomationsTool,
  listTasksTool,
  matchTaskTool,
  searchEmployeesTool,
  teamPerformanceTool,
} from './workspace-tools';

/** The read-only tools both engines use. A new data source is one tool module and one line here. */
export const readTools = [
  kpiStatsTool,
  kpiPeriodTool,
  listTasksTool,
  searchEmployeesTool,
  getEmployeeTool,
  teamPerformanceTool,
  matchTaskTool,
  listAutomationsTool,
  automationRunsTool,
  financialAnalysisTool,
  transactionsTool,
  bankAccountsTool,
  integrationsTool,
] as unknown as readonly AssistantTool[];
