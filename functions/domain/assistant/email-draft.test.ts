import { describe, expect, it } from 'vitest';
import { draftEmail, readEmailRequest } from './email-draft';

const draft = (words: string | null, recipientName: string | null = 'Priya Shah') =>
  draftEmail({ recipientName, senderName: 'Olivia Owner', ...readEmailRequest(words) });

describe('draftEmail', () => {
  it('writes a short email about the topic, signed by the sender', () => {
    expect(draft('about the Q3 report', 'Dana')).toEqual({
      subject: 'The Q3 report',
      body: "Hi Dana,\n\nI'm writing about the Q3 report.\nPlease let me know if you have any questions.\n\nBest regards,\nOlivia Owner",
    });
  });

  it('turns a reminder into a grammatical subject and sentence, never a cut of the request', () => {
    const reminder = draft('reminding her about the vendor renewal');
    expect(reminder.subject).toBe('Reminder: the vendor renewal');
    expect(reminder.body).toMatch(/^Hi Priya,\n\nJust a quick reminder about the vendor renewal\.\n/);
    const todo = draft('to remind her to submit her timesheet');
    expect(todo.subject).toBe('Reminder: submit your timesheet');
    expect(todo.body).toContain('Just a quick reminder to submit your timesheet.');
  });

  it('speaks to the recipient: their pronouns become "you"', () => {
    expect(draft('thanking her for covering the Saturday shift').body).toContain(
      'Thank you for covering the Saturday shift.',
    );
    expect(draft('and ask him to confirm his hours').body).toContain('Could you please confirm your hours?');
    expect(draft('let her know that she is on the rota').body).toContain(
      'I wanted to let you know that you are on the rota.',
    );
  });

  it.each([
    ['thank them for the quick delivery', 'thank', 'the quick delivery'],
    ['asking him about the delivery schedule', 'ask', 'the delivery schedule'],
    ['to follow up on the catering quote', 'follow_up', 'the catering quote'],
    [null, 'about', null],
  ])('reads the purpose of %j: %s', (words, purpose, topic) => {
    expect(readEmailRequest(words)).toEqual({ purpose, topic });
  });

  it.each([
    [['thank'], 'Thank you', 'Thank you for everything.'],
    [['remind', 'remind_to'], 'A quick reminder', 'This is a quick reminder.'],
    [['follow_up'], 'Following up', "I'm following up on our conversation."],
    [['ask', 'ask_to', 'tell', 'about'], 'A quick note', 'I wanted to get in touch.'],
  ] as const)('with no topic, %j writes "%s"', (purposes, subject, sentence) => {
    for (const purpose of purposes) {
      const written = draftEmail({ recipientName: 'Dana', senderName: 'Olivia Owner', purpose, topic: null });
      expect(written.subject).toBe(subject);
      expect(written.body).toContain(`\n\n${sentence}\n`);
    }
  });

  it('greets by first name, or says hello', () => {
    expect(draft('thank them for the quick delivery', null).body).toMatch(
      /^Hello,\n\nThank you for the quick delivery\./,
    );
    expect(draft(null, 'Sam Park')).toMatchObject({ subject: 'A quick note' });
    expect(draft(null, 'Sam Park').body).toMatch(/^Hi Sam,/);
  });
});
