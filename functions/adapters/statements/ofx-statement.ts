import { parseSync } from 'ofx-js';
import { calendarDate } from '../../domain/finance/calendar-date';
import { parseMoney } from '../../domain/finance/money';
import { emptyAccount, maskOf, type StatementAccount, StatementError, type StatementEvent } from './statement';
import { decodeAll } from './text-decoding';

type Node = Record<string, unknown>;

/**
 * OFX and QFX statements, both SGML 1.x (tags left open) and XML 2.x: `ofx-js` turns either into one tree. Bank
 * (`STMTRS`) and credit-card (`CCSTMTRS`) statements are read; a file with several accounts yields each in turn.
 * OFX amounts are already signed from the account holder's side (a card purchase is negative), as the OFX specification defines them.
 */
export async function* parseOfxStatement(bytes: Uint8Array): AsyncGenerator<StatementEvent> {
  const text = decodeAll(bytes);
  let tree: Node;
  try {
    tree = parseSync(text).OFX as Node;
  } catch (error) {
    throw new StatementError(`This OFX file cannot be read: ${(error as Error).message}`);
  }
  if (!tree || typeof tree !== 'object') throw new StatementError('This OFX file has no <OFX> section');

  const institution = textOf(path(tree, 'SIGNONMSGSRSV1', 'SONRS', 'FI', 'ORG'));
  const statements = [
    ...list(path(tree, 'BANKMSGSRSV1', 'STMTTRNRS')).map((r) => ({ rs: path(r, 'STMTRS'), card: false })),
    ...list(path(tree, 'CREDITCARDMSGSRSV1', 'CCSTMTTRNRS')).map((r) => ({ rs: path(r, 'CCSTMTRS'), card: true })),
  ].filter((s): s is { rs: Node; card: boolean } => isNode(s.rs));
  if (statements.length === 0) throw new StatementError('This OFX file contains no bank or credit card statement');

  let entry = 0;
  for (const { rs, card } of statements) {
    yield { type: 'account', account: accountOf(rs, card, institution) };
    for (const trn of list(path(rs, 'BANKTRANLIST', 'STMTTRN'))) {
      entry += 1;
      const date = ofxDate(textOf(path(trn, 'DTPOSTED')) ?? textOf(path(trn, 'DTUSER')));
      const rawAmount = textOf(path(trn, 'TRNAMT')) ?? '';
      const amount = parseMoney(rawAmount, rawAmount.includes(',') && !rawAmount.includes('.') ? ',' : '.');
      const name = textOf(path(trn, 'NAME')) ?? textOf(path(trn, 'PAYEE', 'NAME'));
      const memo = textOf(path(trn, 'MEMO'));
      const summary = [name, memo, rawAmount].filter(Boolean).join(' | ').slice(0, 120);
      if (!date) {
        yield { type: 'skipped', row: { line: entry, reason: 'No posting date', text: summary } };
        continue;
      }
      if (!amount) {
        yield { type: 'skipped', row: { line: entry, reason: 'Unreadable amount', text: summary } };
        continue;
      }
      const description = [...new Set([name, memo].filter((v): v is string => !!v))].join(' - ');
      yield {
        type: 'transaction',
        transaction: {
          date,
          description: description || textOf(path(trn, 'TRNTYPE')) || '(no description)',
          amountCents: amount.cents,
          balanceCents: undefined,
          reference: textOf(path(trn, 'CHECKNUM')) ?? textOf(path(trn, 'REFNUM')),
          bankCategory: undefined,
          origin: { kind: 'ofx', entry, fitId: textOf(path(trn, 'FITID')) },
        },
      };
    }
    const balance = ofxBalance(path(rs, 'LEDGERBAL'));
    if (balance) yield { type: 'balance', balance };
  }
}

function accountOf(rs: Node, card: boolean, institution: string | undefined): StatementAccount {
  const from = path(rs, card ? 'CCACCTFROM' : 'BANKACCTFROM');
  const type = textOf(path(from, 'ACCTTYPE'))?.toUpperCase();
  return {
    ...emptyAccount(),
    mask: maskOf(textOf(path(from, 'ACCTID')) ?? ''),
    institution,
    currency: textOf(path(rs, 'CURDEF')),
    type:
      card || type === 'CREDITLINE'
        ? 'credit'
        : type === 'CHECKING'
          ? 'checking'
          : type === 'SAVINGS'
            ? 'savings'
            : 'other',
  };
}

function ofxBalance(node: unknown) {
  const amount = parseMoney(textOf(path(node, 'BALAMT')) ?? '');
  const date = ofxDate(textOf(path(node, 'DTASOF')));
  return amount && date ? { cents: amount.cents, date } : undefined;
}

/** `20260105`, `20260105120000`, `20260105120000.000[-5:EST]`: the date part is the calendar date the bank meant. */
function ofxDate(value: string | undefined) {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(value ?? '');
  return match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
}

const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value);

function path(node: unknown, ...keys: string[]): unknown {
  let current = node;
  for (const key of keys) current = isNode(current) ? current[key] : undefined;
  return current;
}

/** A repeated element is an array, a single one an object: always a list. */
function list(value: unknown): Node[] {
  if (Array.isArray(value)) return value.filter(isNode);
  return isNode(value) ? [value] : [];
}

function textOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return trimmed || undefined;
}
