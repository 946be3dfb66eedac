import type { RevenueKind, TransactionCategory } from '@shared/catalog/finance-categories';
import type { CategorisableTransaction, Categorisation } from './categorisation';

/**
 * Merchants and bank wordings whose category is not in doubt: payroll providers, ad networks, clouds and SaaS,
 * utilities and telecoms, rent and shipping, card processors paying out sales, transfers between the business's
 * own accounts. Each rule applies to money in, money out, or both; the first that matches decides.
 */
interface BuiltInRule {
  pattern: RegExp;
  category: TransactionCategory;
  revenueKind?: RevenueKind;
  direction?: 'in' | 'out';
}

const words = (...list: string[]) => new RegExp(`(?:^|[^A-Z0-9])(?:${list.join('|')})(?:$|[^A-Z0-9])`);

const rules: BuiltInRule[] = [
  // Money between the business's own accounts (and paying its own card) is neither earned nor spent.
  {
    pattern: words(
      'ONLINE TRANSFER (?:TO|FROM)',
      'TRANSFER (?:TO|FROM) (?:SAV|SAVINGS|CHK|CHECKING|CHEQUING|ACCOUNT)',
      'INTERNAL TRANSFER',
      'AUTOPAY PYMT',
      'AUTOPAY PAYMENT',
      'CARD PAYMENT THANK YOU',
      'PAYMENT THANK YOU',
      'ONLINE PAYMENT,? THANK YOU',
      'PAYMENT RECEIVED,? THANK YOU',
      'PAYMENT RECEIVED - THANK YOU',
      'CREDIT CARD PAYMENT',
      'PAYMENT BY INTERNET',
    ),
    category: 'Transfer',
  },
  {
    pattern: words(
      'GUSTO',
      'ADP',
      'PAYCHEX',
      'PAYROLL',
      'RIPPLING',
      'JUSTWORKS',
      'TRINET',
      'DEEL',
      'GEHALT',
      'LOHN',
      'SALARY',
      'SALARIES',
      'SALAIRES?',
      'WAGES',
      'PAYE',
      'NET PAY',
    ),
    category: 'Payroll',
    direction: 'out',
  },
  {
    pattern: words(
      'GOOGLE \\*?ADS\\d*',
      'FACEBK',
      'FACEBOOK ADS',
      'META ADS',
      'LINKEDIN ADS',
      'TIKTOK ADS',
      'BING ADS',
      'MICROSOFT ADS',
      'TWITTER ADS',
      'ADROLL',
      'MAILCHIMP',
      'INTUIT MAILCHIMP',
      'HUBSPOT',
      'CONSTANT CONTACT',
      'CANVA',
      'VISTAPRINT',
      'YELP',
      'SEMRUSH',
      'HOOTSUITE',
      'SPROUT SOCIAL',
      'ADVERTISING',
    ),
    category: 'Marketing',
    direction: 'out',
  },
  {
    pattern: words(
      'AMAZON WEB SERVICES',
      'AWS',
      'GOOGLE \\*?(?:WORKSPACE|GSUITE|CLOUD)',
      'GSUITE',
      'MICROSOFT(?: 365)?',
      'MSFT',
      'ADOBE',
      'SLACK',
      'ZOOM(?:\\.US)?',
      'GITHUB',
      'ATLASSIAN',
      'DROPBOX',
      'NOTION(?: LABS)?',
      'FIGMA',
      'DATADOG',
      'HEROKU',
      'DIGITALOCEAN',
      'OVH',
      'VERCEL',
      'NETLIFY',
      'CLOUDFLARE',
      'INTUIT',
      'QBOOKS',
      'QUICKBOOKS',
      'XERO',
      'MONEYBIRD',
      'DATEV',
      'GODADDY',
      'SQUARESPACE',
      'WIX',
      'OPENAI',
      '1PASSWORD',
      'ASANA',
      'TRELLO',
      'ZAPIER',
      'TWILIO',
      'DOCUSIGN',
      'SHOPIFY(?! PAYOUT)',
      'APPLE\\.COM BILL',
    ),
    category: 'Technology',
    direction: 'out',
  },
  {
    pattern: words(
      'PG&E',
      'CON ?ED',
      'COMCAST',
      'XFINITY',
      'VERIZON',
      'AT&T',
      'T-MOBILE',
      'SPECTRUM',
      'DUKE ENERGY',
      'NATIONAL GRID',
      'OCTOPUS ENERGY',
      'MERIDIAN ENERGY',
      'VATTENFALL',
      'STADTWERKE',
      'KPN',
      'ORANGE SA',
      'BT GROUP',
      'SPARK NZ',
      'TELSTRA',
      'VODAFONE',
      'WASTE MANAGEMENT',
      'WATER',
      'ELECTRIC',
      'UTIL',
      'UTILITIES',
      'ENERGY',
    ),
    category: 'Utilities',
    direction: 'out',
  },
  {
    pattern: words(
      'RENT',
      'LEASE',
      'WEWORK',
      'REGUS',
      'OFFICES?',
      'STAPLES',
      'OFFICE DEPOT',
      'UPS',
      'FEDEX',
      'USPS',
      'DHL',
      'SYSCO',
      'COSTCO',
      'HOME DEPOT',
      'LOWES',
      'INSURANCE',
      'SHELL(?: OIL)?',
      'CHEVRON',
      'EXXON(?:MOBIL)?',
      'UBER',
      'LYFT',
      'TFL',
      'QANTAS',
      'DELTA AIR',
      'UNITED AIR',
      'MARRIOTT',
      'HILTON',
      'ATTORNEY',
      'LEGAL',
      'ACCOUNTING',
      'CPA',
      'SERVICE FEE',
      'MONTHLY FEE',
      'MAINTENANCE FEE',
      'OVERDRAFT',
      'WIRE FEE',
      'STRIPE FEE',
      'AMAZON(?! WEB)',
      'AMZN',
      'WALMART',
      'TARGET',
    ),
    category: 'Operations',
    direction: 'out',
  },
  // Money in: card processors and marketplaces pay out sales; billing platforms pay out subscriptions.
  {
    pattern: words('CHARGEBEE', 'RECURLY', 'PADDLE', 'SUBSCRIPTIONS?', 'MEMBERSHIPS?'),
    category: 'Income',
    revenueKind: 'subscriptions',
    direction: 'in',
  },
  { pattern: words('ADD-?ONS?', 'UPGRADE'), category: 'Income', revenueKind: 'add_ons', direction: 'in' },
  {
    pattern: words('RETAINER', 'MONTHLY SERVICES?', 'SERVICE AGREEMENT', 'MAINTENANCE PLAN'),
    category: 'Income',
    revenueKind: 'recurring_services',
    direction: 'in',
  },
  { pattern: words('STRIPE'), category: 'Income', revenueKind: 'subscriptions', direction: 'in' },
  {
    pattern: words(
      'SQUARE',
      'SQ',
      'SHOPIFY',
      'PAYPAL',
      'ETSY',
      'CLOVER',
      'TOAST',
      'AMAZON MKTP',
      'REMOTE ONLINE DEPOSIT',
      'MOBILE DEPOSIT',
      'CASH DEPOSIT',
      'COUNTER DEPOSIT',
      'DEPOSIT',
    ),
    category: 'Income',
    revenueKind: 'one_time_sales',
    direction: 'in',
  },
  { pattern: words('INTEREST', 'DIVIDEND'), category: 'Income', direction: 'in' },
];

/** The built-in rule's answer, or undefined when none applies. */
export function builtInRule(transaction: CategorisableTransaction): Categorisation | undefined {
  const text = transaction.description.toUpperCase();
  const direction = transaction.amountCents < 0 ? 'out' : 'in';
  const refund = direction === 'in' && REFUND.test(text);
  for (const rule of rules) {
    // A refund from a supplier is money back on that expense, so it keeps the supplier's category.
    const applies = !rule.direction || rule.direction === direction || (refund && rule.direction === 'out');
    if (applies && rule.pattern.test(text)) {
      return { category: rule.category, revenueKind: rule.revenueKind, source: 'built-in-rule' };
    }
  }
  return undefined;
}

export const REFUND = /(?:^|[^A-Z])(?:REFUND|RETURN|REVERSAL|CHARGEBACK REVERSAL|CREDIT ADJ(?:USTMENT)?)(?:$|[^A-Z])/;
