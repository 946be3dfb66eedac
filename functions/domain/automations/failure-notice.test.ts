import { describe, expect, it } from 'vitest';
import { failureNotice } from './failure-notice';

const day = { automationName: 'Welcome email', runId: 'R1', error: 'No CRM integration connected', pausedReason: null };

describe('the daily notice of failed runs', () => {
  it('counts the runs that failed today and opens the last one', () => {
    expect(failureNotice({ ...day, failedToday: 1 })).toEqual({
      kind: 'automation_failed',
      title: 'Automation “Welcome email” failed',
      body: '1 run of “Welcome email” failed today. The last error: No CRM integration connected.',
      link: '/automations/runs/R1',
    });
    expect(failureNotice({ ...day, failedToday: 3, error: 'Refused.' }).body).toBe(
      '3 runs of “Welcome email” failed today. The last error: Refused.',
    );
  });

  it('says the automation paused itself, and why', () => {
    const notice = failureNotice({ ...day, failedToday: 10, pausedReason: 'Paused after 10 failed runs in a row.' });
    expect(notice.title).toBe('Automation “Welcome email” paused itself');
    expect(notice.body).toBe(
      '10 runs of “Welcome email” failed today. The last error: No CRM integration connected. Paused after 10 failed runs in a row.',
    );
  });
});
