/**
 * The built-in assistant's email draft: a short, plain, polite message from the signed-in user about what they
 * asked it to say. Deterministic (no model): the request is read as a purpose (remind, thank, ask, follow up, let
 * know, or just 'about') and its object, and the subject and body are whole sentences built around that object, never
 * the user's words cut at a guessed place. The user reads it on the card before confirming that it is sent.
 */
export type EmailPurpose = 'remind' | 'remind_to' | 'thank' | 'ask' | 'ask_to' | 'follow_up' | 'tell' | 'about';

export interface EmailRequest {
  purpose: EmailPurpose;
  /** The object of the purpose, in the recipient's second person: 'the vendor renewal', 'send the contract'. */
  topic: string | null;
}

export interface EmailDraftInput extends EmailRequest {
  recipientName: string | null;
  senderName: string;
}

export interface EmailDraft {
  subject: string;
  body: string;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'her invoice' → 'your invoice': the request speaks of the recipient, the email speaks to them. */
function toSecondPerson(text: string): string {
  return text
    .replace(/\b(?:her|his|their)\b(?= \w)/gi, 'your')
    .replace(/\b(?:him|her|them)\b/gi, 'you')
    .replace(/\b(?:she|he|they) (?:is|are)\b/gi, 'you are')
    .replace(/\b(?:she|he|they) (?:was|were)\b/gi, 'you were')
    .replace(/\b(?:she|he|they) has\b/gi, 'you have')
    .replace(/\b(?:she|he|they)\b/gi, 'you')
    .replace(/\bhimself\b|\bherself\b|\bthemselves\b/gi, 'yourself');
}

const PRONOUN = '(?:him|her|them|the team|everyone|us|me)';

/** What the words after the recipient ask the email to do. */
export function readEmailRequest(words: string | null): EmailRequest {
  const t = (words ?? '')
    .trim()
    .replace(/[.!?]+$/, '')
    .replace(/^(?:and|,)\s*/i, '')
    .trim();
  if (!t) return { purpose: 'about', topic: null };
  const object = (text: string | undefined) => {
    const cleaned = toSecondPerson((text ?? '').trim().replace(/^(?:about|of|regarding|on|that|re:?)\s+/i, ''));
    return cleaned || null;
  };
  const patterns: [RegExp, (m: RegExpExecArray) => EmailRequest][] = [
    [
      new RegExp(`^(?:to )?remind(?:ing|s)?(?: ${PRONOUN})? to (.+)$`, 'i'),
      (m) => ({ purpose: 'remind_to', topic: object(m[1]) }),
    ],
    [
      new RegExp(
        `^(?:to )?(?:remind(?:ing|s)?|reminder)(?: ${PRONOUN})?(?: (?:about|of|regarding|that|for))? (.+)$`,
        'i',
      ),
      (m) => ({ purpose: 'remind', topic: object(m[1]) }),
    ],
    [
      new RegExp(
        `^(?:to )?(?:thank(?:ing|s)?|say(?:ing)? thanks?(?: you)?(?: to)?)(?: ${PRONOUN})?(?: (?:for) (.+))?$`,
        'i',
      ),
      (m) => ({ purpose: 'thank', topic: object(m[1]) }),
    ],
    [
      new RegExp(`^(?:to )?ask(?:ing|s)?(?: ${PRONOUN})? to (.+)$`, 'i'),
      (m) => ({ purpose: 'ask_to', topic: object(m[1]) }),
    ],
    [
      new RegExp(
        `^(?:to )?ask(?:ing|s)?(?: ${PRONOUN})?(?: (?:about|for|whether|if|when|how|what|why|where|who))? (.+)$`,
        'i',
      ),
      (m) => {
        const conj = /^(?:to )?ask(?:ing|s)?(?: \w+)? (whether|if|when|how|what|why|where|who) /i.exec(m[0]);
        const rest = object(m[1]);
        return { purpose: 'ask', topic: rest && conj ? `${conj[1]!.toLowerCase()} ${rest}` : rest };
      },
    ],
    [
      /^(?:to )?follow(?:ing|s)? up(?: with (?:him|her|them))?(?: (?:on|about|regarding))? (.+)$/i,
      (m) => ({ purpose: 'follow_up', topic: object(m[1]) }),
    ],
    [
      new RegExp(
        `^(?:to )?(?:tell(?:ing|s)?|let(?:ting|s)?(?: ${PRONOUN})? know|inform(?:ing|s)?|updat(?:e|ing)|say(?:ing)?)(?: ${PRONOUN})?(?: (?:that|about|know))? (.+)$`,
        'i',
      ),
      (m) => ({ purpose: 'tell', topic: object(m[1]) }),
    ],
    [
      /^(?:about|regarding|re:?|on the subject of|concerning|on|for) (.+)$/i,
      (m) => ({ purpose: 'about', topic: object(m[1]) }),
    ],
  ];
  for (const [pattern, read] of patterns) {
    const match = pattern.exec(t);
    if (match) return read(match);
  }
  return { purpose: 'about', topic: object(t) };
}

interface PurposeWords {
  subject: string;
  sentence: string;
}

const REMINDER: PurposeWords = { subject: 'A quick reminder', sentence: 'This is a quick reminder.' };

/** The words of a request that named no topic; a purpose not listed writes `NOTE`. */
const WITHOUT_TOPIC: Partial<Record<EmailPurpose, PurposeWords>> = {
  thank: { subject: 'Thank you', sentence: 'Thank you for everything.' },
  remind: REMINDER,
  remind_to: REMINDER,
  follow_up: { subject: 'Following up', sentence: "I'm following up on our conversation." },
};
const NOTE: PurposeWords = { subject: 'A quick note', sentence: 'I wanted to get in touch.' };

/** The subject line and the sentence saying why the email is written. */
function purposeWords({ purpose, topic }: EmailRequest): PurposeWords {
  if (!topic) return WITHOUT_TOPIC[purpose] ?? NOTE;
  switch (purpose) {
    case 'remind':
      return { subject: `Reminder: ${topic}`, sentence: `Just a quick reminder about ${topic}.` };
    case 'remind_to':
      return { subject: `Reminder: ${topic}`, sentence: `Just a quick reminder to ${topic}.` };
    case 'thank':
      return { subject: 'Thank you', sentence: `Thank you for ${topic}.` };
    case 'ask':
      return /^(whether|if|when|how|what|why|where|who) /i.test(topic)
        ? { subject: 'A quick question', sentence: `I wanted to ask ${topic}.` }
        : { subject: `Question about ${topic}`, sentence: `I wanted to ask you about ${topic}.` };
    case 'ask_to':
      return { subject: 'A quick request', sentence: `Could you please ${topic}?` };
    case 'follow_up':
      return { subject: `Following up on ${topic}`, sentence: `I'm following up on ${topic}.` };
    case 'tell':
      return {
        subject: 'A quick update',
        sentence: `I wanted to let you know ${/^that /i.test(topic) ? '' : 'that '}${topic}.`,
      };
    case 'about':
      return { subject: capitalise(topic), sentence: `I'm writing about ${topic}.` };
  }
}

export function draftEmail({ recipientName, purpose, topic, senderName }: EmailDraftInput): EmailDraft {
  const firstName = recipientName?.trim().split(/\s+/)[0];
  const greeting = firstName ? `Hi ${firstName},` : 'Hello,';
  const { subject, sentence } = purposeWords({ purpose, topic });
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
