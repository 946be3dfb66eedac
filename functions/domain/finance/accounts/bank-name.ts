import type { StatementAccount } from './statement-account';

/**
 * Which bank a statement comes from, when the file says it: in its name (`Chase4821_Activity_20260131.CSV`), in a
 * preamble line or an OFX `<ORG>`, or in a header only one bank writes (Chase's `Check or Slip #`, Amex's `Card
 * Member`). Uploaded statements are named after it (`Chase ••4821`), so a business with three banks tells them apart.
 */
const BANKS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:jp ?morgan )?chase\b|^chase(?=[\d_ -])/i, 'Chase'],
  [/\bbank ?of ?america\b|\bbofa\b|\bboa[_ -]|^bofa/i, 'Bank of America'],
  [/\bwells ?fargo\b|\bwellsfargo|^wf[_ -]/i, 'Wells Fargo'],
  [/\bcapital ?one\b|\bcapitalone|\bcapital_one/i, 'Capital One'],
  [/\bamerican ?express\b|\bamex\b|^amex/i, 'Amex'],
  [/\bciti(?:bank)?\b|^citi(?=[\d_ -])/i, 'Citi'],
  [/\bu\.?s\.? bank\b|\busbank\b/i, 'U.S. Bank'],
  [/\bpnc\b/i, 'PNC'],
  [/\btd bank\b/i, 'TD Bank'],
  [/\btruist\b/i, 'Truist'],
  [/\bmercury\b/i, 'Mercury'],
  [/\bnavy ?federal\b/i, 'Navy Federal'],
  [/\bdiscover\b/i, 'Discover'],
  [/\bbarclays\b/i, 'Barclays'],
  [/\bhsbc\b/i, 'HSBC'],
  [/\blloyds\b/i, 'Lloyds'],
  [/\bsantander\b/i, 'Santander'],
  [/\brevolut\b/i, 'Revolut'],
  [/\bsparkasse\b/i, 'Sparkasse'],
  [/\bdeutsche bank\b/i, 'Deutsche Bank'],
  [/\bcommerzbank\b/i, 'Commerzbank'],
  [/\bsoci[eé]t[eé] g[eé]n[eé]rale\b|\bsocgen\b/i, 'Société Générale'],
  [/\bbnp ?paribas\b/i, 'BNP Paribas'],
  [/\bcr[eé]dit agricole\b/i, 'Crédit Agricole'],
  [/\bing\b/i, 'ING'],
  [/\brabobank\b/i, 'Rabobank'],
  [/\babn ?amro\b/i, 'ABN AMRO'],
  [/\bbbva\b/i, 'BBVA'],
  [/\bcaixabank\b/i, 'CaixaBank'],
  [/\bintesa ?sanpaolo\b/i, 'Intesa Sanpaolo'],
  [/\bunicredit\b/i, 'UniCredit'],
  [/\bmillennium ?bcp\b/i, 'Millennium bcp'],
  [/\bcaixa geral\b/i, 'Caixa Geral de Depósitos'],
];

/** The bank a piece of text names (a file name, a preamble line, an OFX `<ORG>`), or undefined. */
export function bankNamedIn(text: string): string | undefined {
  // `Chase_4821-activity` and `chase.csv`: separators read as spaces, so word boundaries fall where a person sees them.
  const spaced = text.replace(/[_.]+/g, ' ');
  return BANKS.find(([pattern]) => pattern.test(spaced) || pattern.test(text))?.[1];
}

/** Columns only one bank's export has. */
const HEADER_SIGNATURES: ReadonlyArray<readonly [(names: ReadonlySet<string>) => boolean, string]> = [
  [(names) => names.has('check or slip #'), 'Chase'],
  [(names) => names.has('card member') || names.has('extended details'), 'Amex'],
  [(names) => names.has('card no.') && names.has('posted date'), 'Capital One'],
  [(names) => names.has('summary amt.') || names.has('running bal.'), 'Bank of America'],
];

/** The bank whose export has this header row (cells as the file writes them), or undefined. */
export function bankOfHeader(cells: readonly string[]): string | undefined {
  const names = new Set(cells.map((cell) => cell.trim().toLowerCase()));
  return HEADER_SIGNATURES.find(([test]) => test(names))?.[1];
}

/**
 * The last four digits a file name gives an account: `Chase4821_Activity_20260131.CSV`, `statement-x4821.csv`,
 * `checking ending 4821.csv`, `acct_4821.ofx`. Dates and longer numbers in a name are not account digits.
 */
export function maskInFileName(filename: string): string | undefined {
  const stem = filename.replace(/\.[a-z0-9]{2,4}$/i, '');
  const match =
    /(?:^|[^a-z0-9])(?:x|xx+|\*+|ending(?: in)?|acct|account|card|konto|compte|cuenta|conto)[ _#.-]*(\d{4})(?!\d)/i.exec(
      stem,
    ) ?? /(?:^|[^a-z])(?:chase|citi|amex|bofa|wf|capitalone|boa)[ _-]?(\d{4})(?!\d)/i.exec(stem);
  return match?.[1];
}

/** Fills what the file name says and the file did not: the bank, the last four digits. */
export function withFileNameHints(account: StatementAccount, filename: string | undefined): StatementAccount {
  if (!filename) return account;
  return {
    ...account,
    institution: account.institution ?? bankNamedIn(filename),
    mask: account.mask ?? maskInFileName(filename),
  };
}
