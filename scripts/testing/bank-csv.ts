import { addDays, type CalendarDate } from '../../functions/domain/finance/calendar-date';
import { seededRandom } from '../../functions/domain/finance/demo-bank/seeded-random';

/**
 * A long bank export for load tests and the benchmark: Chase's business-checking layout, newest first, with a
 * running balance, about 100 bytes a row (100,000 rows ≈ 10 MB), deterministic from the seed. Many rows a day,
 * as a busy shop's account has, and each row distinct (a reference number), like real statements.
 */
const merchants: Array<[description: string, min: number, max: number]> = [
  ['SQUARE INC DES:SQ{date} ID:{ref} INDN:HARBOR BAKERY LLC CCD', 40, 900],
  ['STRIPE TRANSFER ST-{ref} ORIG ID:1800948598', 200, 3000],
  ['GUSTO PAYROLL {date} PAY {ref} CCD ID: 9136446005', -9000, -3000],
  ['AMAZON WEB SERVICES AWS.AMAZON.CO WA {ref}', -900, -40],
  ['GOOGLE *ADS{ref} CC@GOOGLE.COM CA', -600, -20],
  ['CHECKCARD {mmdd} SYSCO FOOD SERVICES 800-7797279 TX {ref}', -2500, -80],
  ['PG&E/EZ-PAY {date} WEB ID: {ref}', -400, -90],
  ['POS PURCHASE STAPLES #{ref} PORTLAND OR', -300, -5],
  ['ZELLE PAYMENT TO RIVERA DESIGN {ref}', -800, -100],
  ['REMOTE ONLINE DEPOSIT # {ref}', 100, 5000],
];

export function bankCsv(options: { rows: number; seed?: string; newest?: CalendarDate }): Buffer {
  const random = seededRandom(options.seed ?? 'bench');
  const newest = options.newest ?? '2026-03-31';
  const perDay = 40;
  const lines = ['Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #'];
  let balance = 25_000_000;
  for (let i = 0; i < options.rows; i++) {
    const date = addDays(newest, -Math.floor(i / perDay));
    const [template, min, max] = merchants[Math.floor(random() * merchants.length)]!;
    const cents = Math.round((min + random() * (max - min)) * 100);
    const ref = String(Math.floor(random() * 1e9)).padStart(9, '0');
    const description = template
      .replace('{date}', date.slice(2).replaceAll('-', ''))
      .replace('{mmdd}', date.slice(5).replace('-', ''))
      .replace('{ref}', ref);
    const us = `${date.slice(5, 7)}/${date.slice(8)}/${date.slice(0, 4)}`;
    lines.push(
      `${cents < 0 ? 'DEBIT' : 'CREDIT'},${us},"${description}",${(cents / 100).toFixed(2)},ACH,${(balance / 100).toFixed(2)},,`,
    );
    balance -= cents;
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}
