import { type AutomationRunResult, runAutomations } from '../services/automations/automation-runner';

/**
 * Runs automations for business events. In AWS the EventBridge rule on the app's bus (source `bizpilot`) invokes it;
 * locally the in-process bus (`scripts/local/event-bus.ts`) calls this same handler.
 */
export const handler = async (event: unknown): Promise<AutomationRunResult> => runAutomations(event);
