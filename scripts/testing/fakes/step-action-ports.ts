import type { StepActionPorts } from '../../../functions/domain/automations/step-actions';

/**
 * Issue 33's action ports for tests of other actions: each fails the test's action if it is reached, so a test that
 * does not expect a notification, a webhook, a task update, a chat post or an employee note notices one.
 */
export const unexpectedStepPorts: StepActionPorts = {
  notifyMembers: async () => {
    throw new Error('Unexpected notification');
  },
  sendWebhook: async () => {
    throw new Error('Unexpected webhook');
  },
  updateTask: async () => {
    throw new Error('Unexpected task update');
  },
  postMessage: async () => {
    throw new Error('Unexpected chat post');
  },
  addEmployeeNote: async () => {
    throw new Error('Unexpected employee note');
  },
};
