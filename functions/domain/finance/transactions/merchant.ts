/**
 * The merchant (or payer) behind a bank description: `CHECKCARD 0219 SYSCO FOOD SERVICES 800-7797279 TX` is
 * Sysco Food Services. Categorisation rules are stored against this name ('Always categorise "Sysco Food
 * Services" as Operations'), and revenue concentration counts payers by it. Banks wrap the name in card and
 * transfer prefixes, reference numbers, phone numbers, dates, domains and locations; those are removed.
 */
const PREFIXES = [
  /^(?:POS|DEBIT CARD|CARD|VISA|MC|CHECKCARD|CHECK CARD|DEBIT|PURCHASE|POS PURCHASE|POS DEBIT)\s+(?:PURCHASE\s+)?(?:\d{4}\s+)?/,
  /^(?:RECURRING\s+)?(?:PAYMENT|PURCHASE)\s+AUTHORI[SZ]ED\s+ON\s+\d{2}\/\d{2}\s+/,
  /^(?:ACH DEBIT|ACH CREDIT|ACH PMT|ACH DEP|ACH|EFT|DIRECT DEBIT|DIRECT DEP|DIRECTDEP|DD|SO|STO|BACS|FPI|FPO)\s+/,
  /^(?:ZELLE|VENMO|CASH APP)\s+(?:PAYMENT\s+)?(?:TO|FROM)\s+/,
  /^(?:PRLV SEPA|VIR SEPA RECU DE|VIR SEPA RECU|VIR SEPA|VIR|CB|PAIEMENT CB)\s+/,
  /^(?:SQ|TST|SP|PP|PAYPAL|IN|DD)\s*\*\s*/,
];

/** Where the name ends: bank codes, reference labels, the second part of "NAME - memo". */
const STOPS =
  /\s(?:DES:|ID:|INDN:|CO ID:|PPD\b|CCD\b|WEB ID\b|ORIG\b|REF\b|REF:|TRANSACTION#|CONF#|TRACE\b|ON \d{2}\b|\d{2}\/\d{2}\b)|\s+-\s+|\s{2,}/;

/** A US state or Canadian province code after the name is the merchant's location, not its name. */
const REGION =
  /^(?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC|ON|QC|BC|AB|CH)$/;

export function merchantName(description: string): string {
  const text = withoutPrefixes(description);
  return BRANDS.find(([pattern]) => pattern.test(text))?.[1] ?? plainMerchantName(description);
}

/**
 * Names a bank spells many ways, written the one way people know them: `SQUARE INC DES:SQ260202` and `Square INC
 * Dep` are Square, `GOOGLE *GSUITE_lopezbakery` is Google Workspace, `SAMSCLUB #4707` is Sam's Club. Tested on the
 * description once its card and transfer prefixes are gone, so `SQ *BLUE BOTTLE` stays the café it paid.
 */
const BRANDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:SQUARE(?: INC)?|SQ INC|SQUAREUP)\b(?! ?PAYROLL)/, 'Square'],
  [/^(?:ORIG CO NAME:)?STRIPE\b/, 'Stripe'],
  [/^PAYPAL\b/, 'PayPal'],
  [/^SHOPIFY\b/, 'Shopify'],
  [/^GOOGLE ?\*? ?(?:GSUITE|G SUITE|WORKSPACE)|^GSUITE/, 'Google Workspace'],
  [/^GOOGLE ?\*? ?ADS/, 'Google Ads'],
  [/^(?:AMAZON WEB SERVICES|AWS)\b/, 'Amazon Web Services'],
  [/^(?:AMZN|AMAZON)\b/, 'Amazon'],
  [/^(?:MSFT|MICROSOFT)\b/, 'Microsoft'],
  [/^(?:INTUIT ?\*? ?)?(?:QBOOKS|QUICKBOOKS)\b/, 'QuickBooks'],
  [/^RESTAURANT DEPOT\b/, 'Restaurant Depot'],
  [/^(?:SAM'?S ?CLUB|SAMSCLUB)/, "Sam's Club"],
  [/^COSTCO (?:BUS|BUSINESS)\b/, 'Costco Business Center'],
  [/^(?:WWW )?COSTCO\b/, 'Costco'],
  [/^SYSCO\b/, 'Sysco'],
  [/^(?:USF\*)?US ?FOODS\b/, 'US Foods'],
  [/^(?:WWW\.)?WEBSTAURANT/, 'WebstaurantStore'],
  [/^GORDON FOOD\b/, 'Gordon Food Service'],
  [/^DOORDASH\b/, 'DoorDash'],
  [/^UBER ?\*? ?EATS\b/, 'Uber Eats'],
  [/^GRUBHUB\b/, 'Grubhub'],
  [/^(?:TOAST|DEPOSIT TOAST)\b/, 'Toast'],
];

/** The merchant as the description spells it, without the known brands' spellings applied. */
export function plainMerchantName(description: string): string {
  let text = withoutPrefixes(description);
  const stop = STOPS.exec(` ${text}`);
  if (stop) text = ` ${text}`.slice(0, stop.index).trim();

  const words: string[] = [];
  for (const raw of text.replace(/[*/]/g, ' ').split(' ')) {
    const token = raw.replace(/^[^A-Z0-9&]+|[^A-Z0-9&.]+$/g, '');
    if (!token) continue;
    if (/\.(?:COM|CO|NET|ORG|IO|LY|US|UK)\b/.test(token) || token.includes('@')) break;
    if (/\d/.test(token)) {
      // `ADS7261949` is the word ADS with a reference glued on; `T02QWE9` and `800-7797279` are only references.
      const letters = /^([A-Z&]{2,})\d{3,}$/.exec(token)?.[1];
      if (letters) words.push(letters);
      if (words.length > 0) break;
      continue;
    }
    if (words.length >= 2 && REGION.test(token)) break;
    // `ST-K2L7QX`: a processor's transfer reference.
    if (words.length > 0 && /^[A-Z]{1,3}-[A-Z0-9]{5,}$/.test(token)) break;
    words.push(token.replace(/\.$/, ''));
    if (words.length === 4) break;
  }
  const name = words.join(' ').trim();
  return name ? titleCase(name) : description.trim().slice(0, 40);
}

function withoutPrefixes(description: string): string {
  let text = description.toUpperCase().replace(/\s+/g, ' ').trim();
  for (let again = true; again; ) {
    again = false;
    for (const prefix of PREFIXES) {
      const stripped = text.replace(prefix, '');
      if (stripped !== text && stripped.length > 0) {
        text = stripped;
        again = true;
      }
    }
  }
  return text;
}

/** Rules compare merchants by this key: same letters, any case or spacing. */
export function merchantKey(merchant: string): string {
  return merchant
    .toUpperCase()
    .replace(/[^A-Z0-9&]+/g, ' ')
    .trim();
}

function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s&-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(
      /\b(Llc|Inc|Ltd|Plc|Gmbh|Aws|Bv|Nv|Kg|Sa|Sas|Sarl|Ach|Usa|Us|Uk|Nz|Ird|Hmrc|Paye|Bt|Tfl|Kpn|Ovh|Ups|Pg&e|At&t)\b/gi,
      (word) => word.toUpperCase(),
    );
}

const PROCESSORS =
  /^(?:STRIPE|SQUARE|SQ|SHOPIFY|PAYPAL|ETSY|CLOVER|TOAST|AMAZON|AMZN|DOORDASH|UBER EATS|GRUBHUB|REMOTE ONLINE DEPOSIT|MOBILE DEPOSIT|DEPOSIT|CASH DEPOSIT|INTEREST|DIVIDEND)\b/;

/**
 * Card processors and marketplaces pay out many customers' money at once, and deposits and interest have no
 * customer: none of them is one payer, so revenue concentration leaves them out.
 */
export function isDirectPayer(merchant: string): boolean {
  return !PROCESSORS.test(merchantKey(merchant));
}
