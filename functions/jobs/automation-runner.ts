import { type AutomationRunResult, runAutomations } from '../services/automations/automation-runner';
import { isQueuedRun, type QueuedRunResult, resumeQueuedRun } from '../services/automations/resume-due-runs';

/**
 * Runs automations for business events, and starts the runs queued for it (replays: `automation_run_queued`). In AWS
 * the EventBridge rule on the app's bus (source `bizpilot`) invokes it; locally the in-process bus
 * (`scripts/local/event-bus.ts`) calls this same handler.
 */
export const handler = async (event: unknown): Promise<AutomationRunResult | QueuedRunResult> =>
  isQueuedRun(event) ? resumeQueuedRun(event) : runAutomations(event);
