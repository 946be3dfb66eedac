import { describe, expect, it } from 'vitest';
import { draftEmail } from './email-draft';

describe('draftEmail', () => {
  it('writes a short email about the topic, signed by the sender', () => {
    expect(draftEmail({ recipientName: 'Dana', topic: 'the Q3 report', senderName: 'Olivia Owner' })).toEqual({
      subject: 'The Q3 report',
      body: "Hi Dana,\n\nI'm writing about the Q3 report.\nPlease let me know if you have any questions.\n\nBest regards,\nOlivia Owner",
    });
  });

  it('turns a purpose into the sentence and the subject', () => {
    const thanks = draftEmail({
      recipientName: null,
      topic: 'thank them for the quick delivery',
      senderName: 'Olivia',
    });
    expect(thanks.subject).toBe('Thank you');
    expect(thanks.body).toMatch(/^Hello,\n\nThank you for the quick delivery\./);
    expect(draftEmail({ recipientName: 'Sam Park', topic: null, senderName: 'O' }).body).toMatch(/^Hi Sam,/);
  });
});
