import type { StepActionPorts } from '../../../functions/domain/automations/step-actions';

/** A port a test does not expect to be reached: reaching it fails the action, naming `what` came unasked. */
export const unexpected = (what: string) => async (): Promise<never> => {
  throw new Error(`Unexpected ${what}`);
};

/**
 * Issue 33's action ports for tests of other actions: each fails the test's action if it is reached, so a test that
 * does not expect a notification, a webhook, a task update, a chat post or an employee note notices one.
 */
export const unexpectedStepPorts: StepActionPorts = {
  notifyMembers: unexpected('notification'),
  sendWebhook: unexpected('webhook'),
  updateTask: unexpected('task update'),
  postMessage: unexpected('chat post'),
  addEmployeeNote: unexpected('employee note'),
};
