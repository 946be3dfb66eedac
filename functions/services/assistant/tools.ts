import { bankAccountsTool, financialAnalysisTool } from './finance-tools';
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

/**
 * The read-only tools both engines use. A new data source is one tool module and one line here (KPI statistics,
 * transactions and integrations join as their services land in main).
 */
export const readTools = [
  listTasksTool,
  searchEmployeesTool,
  getEmployeeTool,
  teamPerformanceTool,
  matchTaskTool,
  listAutomationsTool,
  automationRunsTool,
  financialAnalysisTool,
  bankAccountsTool,
] as unknown as readonly AssistantTool[];
