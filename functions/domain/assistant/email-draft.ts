/**
 * The built-in assistant's email draft: a short, plain, polite message from the signed-in user about the topic they
 * named. Deterministic (no model): it says only what the user asked it to say, and the user reads it on the card
 * before confirming that it is sent.
 */
export interface EmailDraftInput {
  recipientName: string | null;
  topic: string | null;
  senderName: string;
}

export interface EmailDraft {
  subject: string;
  body: string;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'thank them for the quick delivery' → the sentence of the body; a noun phrase becomes 'about …'. */
function purpose(topic: string): { subject: string; sentence: string } {
  const t = topic.trim().replace(/[.!?]+$/, '');
  const verb = /^(say|tell|ask|thank|remind|let)\b\s*(.*)$/i.exec(t);
  if (verb) {
    const rest = (verb[2] ?? '').replace(/^(them|him|her)\b\s*/i, '');
    const kind = verb[1]!.toLowerCase();
    if (kind === 'thank') return { subject: 'Thank you', sentence: `Thank you ${rest || 'for everything'}.` };
    if (kind === 'remind') return { subject: `Reminder: ${rest}`, sentence: `A quick reminder ${rest}.` };
    if (kind === 'ask') return { subject: capitalise(rest || 'A question'), sentence: `I wanted to ask ${rest}.` };
    return { subject: capitalise(rest || 'A quick note'), sentence: capitalise(`${rest}.`) };
  }
  return { subject: capitalise(t), sentence: `I'm writing about ${t}.` };
}

export function draftEmail({ recipientName, topic, senderName }: EmailDraftInput): EmailDraft {
  const firstName = recipientName?.trim().split(/\s+/)[0];
  const greeting = firstName ? `Hi ${firstName},` : 'Hello,';
  const { subject, sentence } = topic
    ? purpose(topic)
    : { subject: 'A quick note', sentence: 'I wanted to get in touch.' };
  const body = [
    greeting,
    '',
    sentence,
    'Please let me know if you have any questions.',
    '',
    'Best regards,',
    senderName,
  ].join('\n');
  return { subject: subject.slice(0, 200), body };
}
