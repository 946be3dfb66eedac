import { resumeDueRuns } from '../services/automations/resume-due-runs';

/**
 * Every minute (EventBridge Scheduler in AWS, the local scheduler locally): wakes the automation runs whose delay
 * ended or whose failed step is due for its next retry.
 */
export const handler = async (): Promise<{ resumed: number }> => resumeDueRuns();
