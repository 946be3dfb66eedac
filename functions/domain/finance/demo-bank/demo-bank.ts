import { addDays, type CalendarDate } from '../calendar-date';
import { seededRandom } from './seeded-random';

/**
 * The Demo Bank: what a newcomer sees without Plaid keys. Two accounts (business checking and savings) and 90 days
 * of a small design studio's banking — card-sales deposits, subscription payouts, two retainer clients, payroll
 * every other Friday, rent, cloud and SaaS bills, ads, utilities, supplies, a monthly move to savings, interest —
 * written the way banks word them, so the same categorisation and analysis run on them as on a real statement.
 * Deterministic: the same seed and `today` give the same bank (no clock, no global randomness).
 */
export interface DemoAccount {
  key: 'checking' | 'savings';
  name: string;
  institution: string;
  mask: string;
  type: 'checking' | 'savings';
  /** Balance at the end of `today`. */
  balanceCents: number;
}

export interface DemoTransaction {
  accountKey: DemoAccount['key'];
  date: CalendarDate;
  description: string;
  amountCents: number;
}

export interface DemoBank {
  accounts: DemoAccount[];
  transactions: DemoTransaction[];
}

export const DEMO_INSTITUTION = 'Demo Bank';
export const DEMO_DAYS = 90;

export function generateDemoBank(options: { seed: string; today: CalendarDate }): DemoBank {
  const random = seededRandom(options.seed);
  const between = (min: number, max: number) => Math.round((min + random() * (max - min)) * 100);
  // References mix letters and digits, as processors' do (the last character is always a digit).
  const code = (length: number) =>
    Array.from({ length }, (_, i) =>
      i === length - 1
        ? String(Math.floor(random() * 10))
        : 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(random() * 32)],
    ).join('');
  const digits = (length: number) => Array.from({ length }, () => Math.floor(random() * 10)).join('');
  const checkingMask = digits(4);
  const savingsMask = digits(4);

  const transactions: DemoTransaction[] = [];
  const add = (accountKey: DemoAccount['key'], date: CalendarDate, description: string, amountCents: number) =>
    transactions.push({ accountKey, date, description, amountCents });
  const first = addDays(options.today, -(DEMO_DAYS - 1));
  // Payroll runs every other Friday from the first Friday of the window.
  let payday = first;
  while (weekday(payday) !== 5) payday = addDays(payday, 1);

  for (let i = 0; i < DEMO_DAYS; i++) {
    const date = addDays(first, i);
    const day = Number(date.slice(8));
    const dow = weekday(date);
    const workday = dow >= 1 && dow <= 5;
    const compact = date.slice(2).replaceAll('-', '');
    const monthly = (dayOfMonth: number) => day === dayOfMonth;

    if (workday && random() < 0.6) {
      add('checking', date, `SQUARE INC DES:SQ${compact} ID:${code(6)} INDN:DEMO STUDIO LLC CCD`, between(180, 650));
    }
    if (dow === 2 || dow === 5) add('checking', date, `STRIPE TRANSFER ST-${code(6)}`, between(700, 1500));
    if (workday && random() < 0.06) add('checking', date, `STRIPE TRANSFER ADD-ONS ST-${code(6)}`, between(90, 240));
    if (monthly(1)) add('checking', date, 'ACH CREDIT NORTHWIND TRADERS RETAINER', 250_000);
    if (monthly(15)) add('checking', date, 'ACH CREDIT MERIDIAN DENTAL MONTHLY SERVICE', 120_000);

    if (date === payday) {
      add('checking', date, `GUSTO PAYROLL ${compact} NET PAY`, -between(3900, 4300));
      add('checking', date, `GUSTO TAX ${compact} PAYROLL TAXES`, -between(900, 1100));
      payday = addDays(payday, 14);
    }
    if (monthly(1)) add('checking', date, 'MAPLE HOUSE OFFICES RENT', -240_000);
    if (monthly(3)) add('checking', date, 'AMAZON WEB SERVICES AWS.AMAZON.CO WA', -between(280, 360));
    if (monthly(5)) add('checking', date, 'GOOGLE *WORKSPACE DEMOSTUDIO', -7_200);
    if (monthly(7)) add('checking', date, 'HISCOX INSURANCE POLICY PREMIUM', -21_500);
    if (monthly(8)) add('checking', date, 'SLACK TECHNOLOGIES SLACK.COM CA', -8_750);
    if (monthly(10)) add('checking', date, 'MAILCHIMP *MONTHLY PLAN', -5_900);
    if (monthly(12)) {
      add('checking', date, 'ADOBE *CREATIVE CLD 408-536-6000 CA', -5_499);
      add('checking', date, 'ZELLE PAYMENT TO RIVERA DESIGN', -45_000);
    }
    if (monthly(18)) add('checking', date, 'PG&E/EZ-PAY WEB ID: 0000442701', -between(170, 260));
    if (monthly(20)) add('checking', date, `FACEBK *ADS ${code(6)}`, -between(300, 450));
    if (monthly(22)) add('checking', date, 'COMCAST BUSINESS 8155 40091', -18_999);
    if (monthly(25)) add('checking', date, 'VERIZON WRLS P2007-01', -15_610);
    if (dow === 1) add('checking', date, `GOOGLE *ADS${digits(7)} CC@GOOGLE.COM CA`, -between(150, 260));
    if (workday && random() < 0.1) add('checking', date, `STAPLES ${digits(5)}`, -between(25, 140));
    if (workday && random() < 0.12) add('checking', date, `THE UPS STORE ${digits(4)}`, -between(12, 65));
    if (monthly(28)) {
      add('checking', date, `ONLINE TRANSFER TO SAV ...${savingsMask}`, -200_000);
      add('savings', date, `ONLINE TRANSFER FROM CHK ...${checkingMask}`, 200_000);
    }
    if (addDays(date, 1).slice(8) === '01') {
      add('checking', date, 'MONTHLY SERVICE FEE', -1_500);
      add('savings', date, 'INTEREST PAYMENT', between(12, 20));
    }
  }

  const opening = { checking: 2_400_000, savings: 3_800_000 };
  const balance = (key: DemoAccount['key']) =>
    opening[key] + transactions.filter((t) => t.accountKey === key).reduce((sum, t) => sum + t.amountCents, 0);
  return {
    accounts: [
      {
        key: 'checking',
        name: 'Demo Business Checking',
        institution: DEMO_INSTITUTION,
        mask: checkingMask,
        type: 'checking',
        balanceCents: balance('checking'),
      },
      {
        key: 'savings',
        name: 'Demo Business Savings',
        institution: DEMO_INSTITUTION,
        mask: savingsMask,
        type: 'savings',
        balanceCents: balance('savings'),
      },
    ],
    transactions,
  };
}

/** 0 = Sunday … 6 = Saturday. */
function weekday(date: CalendarDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
