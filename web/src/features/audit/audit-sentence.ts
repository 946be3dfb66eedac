import type { AuditEntry } from '@shared/schemas/audit';

/**
 * An audit entry in words, as the log's screen shows each row: 'Maria Lopez changed Sam Carter's salary from $58,000
 * to $61,000'. Pure: the entry as the API answered it (compensation the reader may not see arrives in `hiddenFields`,
 * and is then named without its values). `names.system` is what the app itself is called on this screen.
 */
export function auditSentence(entry: AuditEntry, names: { system?: string } = {}): string {
  // The app itself is recorded under BizPilot's name; a white-labelled workspace reads it under its own (or none).
  const who = entry.actor.type === 'system' && names.system ? names.system : entry.actor.name;
  if (entry.result === 'denied') return `${who} was refused: ${entry.target.label}`;
  const { action, target } = entry;
  const fields = Object.keys(entry.changes);
  if (isChange(action) && fields.length) {
    return `${who} changed ${possessive(target.label)} ${fields.map((f) => changeClause(entry, f)).join(', ')}`;
  }
  const sentence = `${who} ${phrase(action, target)}`;
  const facts = fields.map((f) => factClause(entry, f));
  return facts.length ? `${sentence} (${facts.join(', ')})` : sentence;
}

/** Actions whose changes are before → after edits of the target (rather than facts about what happened). */
const isChange = (action: string) => /\.(updated|changed|role_changed|toggled|assigned)$/.test(action);

const PHRASES: Record<string, (label: string, target: AuditEntry['target']) => string> = {
  'auth.signed_in': () => 'signed in',
  // A refused single sign-on is an entry of the workspace's sign-on: a refused callback names no account for sure.
  'auth.sign_in_failed': (_label, target) =>
    target.id === 'sso' ? 'failed to sign in with single sign-on' : 'failed to sign in (wrong password)',
  'auth.signed_out': () => 'signed out',
  'auth.locked_out': () => 'was locked out after too many failed sign-ins',
  'invitation.created': (l) => `invited ${l}`,
  'invitation.resent': (l) => `resent the invitation to ${l}`,
  'invitation.revoked': (l) => `revoked the invitation to ${l}`,
  'invitation.accepted': (l) => `accepted the invitation for ${l}`,
  'member.removed': (l) => `removed ${l} from the workspace`,
  'member.ownership_transferred': (l) => `transferred ownership to ${l}`,
  'workspace.switched': (l) => `switched to the workspace ${l}`,
  'employee.competencies_updated': (l) => `updated ${possessive(l)} competencies`,
  'note.confidential_read': (l) => `read the confidential note "${l}"`,
  'report.exported': (l) => `exported ${l}`,
  'audit.exported': () => 'exported the audit log',
  'webhook.secret_rotated': (l) => `rotated the signing secret of the webhook ${l}`,
  'automation.action_performed': (l) => `ran the automation "${l}"`,
  'subscription.change_requested': () => 'asked Stripe to change the plan',
  'bank.linked': (l) => `linked the bank ${l}`,
  'bank.unlinked': (l) => `unlinked the bank ${l}`,
};

/** 'integration.connected' on HubSpot → 'connected the integration "HubSpot"', unless a phrase of its own reads better. */
function phrase(action: string, target: AuditEntry['target']): string {
  const own = PHRASES[action];
  if (own) return own(target.label, target);
  const verb = (action.split('.').at(-1) ?? action).replaceAll('_', ' ');
  return `${verb} the ${words(target.type)} "${target.label}"`;
}

function changeClause(entry: AuditEntry, field: string): string {
  const name = words(field);
  if (entry.hiddenFields.includes(field)) return name;
  const [before, after] = entry.changes[field] ?? [];
  return `${name} from ${value(field, before)} to ${value(field, after)}`;
}

function factClause(entry: AuditEntry, field: string): string {
  const name = words(field);
  if (entry.hiddenFields.includes(field)) return name;
  const [before, after] = entry.changes[field] ?? [];
  return before === null || before === undefined
    ? `${name}: ${value(field, after)}`
    : `${name}: ${value(field, before)} → ${value(field, after)}`;
}

const MONEY_FIELDS = new Set(['salary', 'hourlyRate']);
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });

/** A value as a person reads it: pay in dollars, nothing as 'none', a switch as on/off. */
export function value(field: string, raw: unknown): string {
  if (raw === null || raw === undefined || raw === '') return 'none';
  if (typeof raw === 'number' && MONEY_FIELDS.has(field)) return money.format(raw).replace(/\.00$/, '');
  if (typeof raw === 'boolean') return raw ? 'on' : 'off';
  if (typeof raw === 'string' || typeof raw === 'number') return String(raw);
  return JSON.stringify(raw);
}

/** 'hourlyRate' → 'hourly rate', 'bank_link' → 'bank link'. */
export const words = (name: string) =>
  name
    .replaceAll('_', ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

const possessive = (label: string) => (label.endsWith('s') ? `${label}'` : `${label}'s`);
