import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CollectedStatement, readStatement } from '../statement';
import { parseCsvStatement } from './csv-statement';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

/** Feeds bytes in small pieces, so quoted fields, multi-byte characters and CRLFs get cut at chunk boundaries. */
async function* chunked(bytes: Uint8Array, size = 7): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

const parse = (bytes: Uint8Array | string, size?: number) =>
  readStatement(parseCsvStatement(chunked(typeof bytes === 'string' ? Buffer.from(bytes) : bytes, size)));

type Row = [date: string, description: string, amount: number, line: number];

function rows(statement: CollectedStatement): Row[] {
  return statement.accounts.flatMap((a) =>
    a.transactions.map((t): Row => [t.date, t.description, t.amountCents / 100, (t.origin as { line: number }).line]),
  );
}

describe('parseCsvStatement over real banks’ layouts', () => {
  it('Chase business checking: signed amounts, Details as an indicator, trailing commas, newest first', async () => {
    const statement = await parse(fixture('chase-business-checking.csv'));
    expect(rows(statement)).toEqual([
      ['2026-01-30', 'GUSTO PAYROLL 260130 PAY 4471902 CCD ID: 9136446005', -8420.55, 2],
      ['2026-01-29', 'STRIPE TRANSFER ST-K2L7Q9 ORIG ID:1800948598', 4316.2, 3],
      ['2026-01-28', 'GOOGLE *ADS7261949 CC@GOOGLE.COM CA 01/27', -612.4, 4],
      ['2026-01-27', 'CHECK 1042', -1850, 5],
      ['2026-01-26', 'PG&E/EZ-PAY 2601 WEB ID: 0000442701', -233.18, 6],
      ['2026-01-26', 'REMOTE ONLINE DEPOSIT # 1', 2500, 7],
      ['2026-01-24', 'AMAZON WEB SERVICES AWS.AMAZON.CO WA 01/23', -1289.33, 8],
      ['2026-01-13', 'ONLINE TRANSFER TO SAV ...4410 TRANSACTION#: 2287634411', -5000, 9],
    ]);
    expect(statement.accounts[0]!.transactions[3]!.reference).toBe('1042');
    // Newest first: the closing balance is the newest row's, not the last line's.
    expect(statement.accounts[0]!.closingBalance).toEqual({ cents: 1830517, date: '2026-01-30' });
    expect(statement.skipped).toEqual([]);
  });

  it('Bank of America: the summary preamble is not the header; the beginning-balance row is not a transaction', async () => {
    const statement = await parse(fixture('bofa-checking.csv'));
    expect(rows(statement)).toEqual([
      ['2026-02-02', 'SQUARE INC DES:SQ260202 ID:T3D8W4 INDN:HARBOR BAKERY LLC CO ID:9424300002 CCD', 1850, 9],
      ['2026-02-03', 'COMCAST CABLE COMM DES:PAYMENT ID:8498310 INDN:HARBOR BAKERY CO ID:0000112233 PPD', -189.99, 10],
      [
        '2026-02-05',
        'ADP PAYROLL FEES DES:ADP FEES ID:661023 INDN:HARBOR BAKERY LLC CO ID:9659605001 CCD',
        -2412.87,
        11,
      ],
      ['2026-02-14', 'BKOFAMERICA MOBILE 02/14 XXXXX18764 DEPOSIT *MOBILE CA', 5500, 12],
      ['2026-02-20', 'CHECKCARD 0219 SYSCO FOOD SERVICES 800-7797279 TX 24431066050', -515, 13],
    ]);
    expect(statement.accounts[0]!.closingBalance).toEqual({ cents: 1337236, date: '2026-02-20' });
    expect(statement.skipped).toEqual([]);
  });

  it('Wells Fargo: no header row at all; columns found from the values', async () => {
    const statement = await parse(fixture('wells-fargo-checking.csv'));
    expect(rows(statement)).toEqual([
      ['2026-01-30', 'ADOBE *CREATIVE CLD 408-536-6000 CA S586030457318250 CARD 4452', -54.99, 1],
      ['2026-01-29', 'ACH CREDIT MERIDIAN DENTAL GRP PAYMENT 260129 INV-2207', 3200, 2],
      [
        '2026-01-27',
        'RECURRING PAYMENT AUTHORIZED ON 01/26 SLACK T02QWE9 SLACK.COM CA S466026750041998 CARD 4452',
        -145.2,
        3,
      ],
      ['2026-01-26', 'CHECK # 2211', -1800, 4],
      ['2026-01-22', 'CITY OF PORTLAND WATER BUREAU UTIL PMT 260122 004471', -96.4, 5],
    ]);
  });

  it('Capital One card: ISO dates, Debit/Credit columns, the card number as the account', async () => {
    const statement = await parse(fixture('capital-one-card.csv'));
    expect(rows(statement)).toEqual([
      ['2026-03-28', 'FACEBK *ADS 8L2K9Q', -320, 2],
      ['2026-03-26', 'CAPITAL ONE AUTOPAY PYMT', 1450.77, 3],
      ['2026-03-24', 'ZOOM.US 888-799-9666', -15.99, 4],
      ['2026-03-21', 'STAPLES 00114', -87.41, 5],
      ['2026-03-20', 'STAPLES 00114', 12.5, 6],
    ]);
    expect(statement.accounts[0]!.account.mask).toBe('7712');
    expect(statement.accounts[0]!.transactions[0]!.bankCategory).toBe('Other Services');
  });

  it('Barclays UK: day-first dates, decided by a later row after four ambiguous ones', async () => {
    const statement = await parse(fixture('barclays-uk.csv'));
    expect(rows(statement)).toEqual([
      ['2026-02-03', 'BT GROUP PLC BT-4471029 DDR', -42, 2],
      ['2026-02-05', 'HARLOW DESIGN LTD INV 0192 BGC', 1250, 3],
      ['2026-02-09', 'TFL TRAVEL CH ON 08 FEB BCC', -18.5, 4],
      ['2026-02-11', 'MAPLE HOUSE OFFICES RENT FEB STO', -2400, 5],
      ['2026-02-17', 'MAILCHIMP ON 16 FEB BCC', -64.99, 6],
      ['2026-02-27', 'SHOPIFY INTERNATION PAYOUT 88120 BGC', 3125.4, 7],
    ]);
    expect(statement.accounts[0]!.account.mask).toBe('2170');
  });

  it('Lloyds UK: Debit Amount / Credit Amount columns and a running balance', async () => {
    const statement = await parse(fixture('lloyds-uk.csv'));
    expect(rows(statement)).toEqual([
      ['2026-03-31', 'STRIPE PAYMENTS UK LTD', 2816.04, 2],
      ['2026-03-30', 'OCTOPUS ENERGY', -188.42, 3],
      ['2026-03-27', 'GITHUB INC', -32, 4],
      ['2026-03-25', 'HMRC PAYE', -1620.55, 5],
      ['2026-03-25', 'J SMITH SALARY MAR', -2100, 6],
    ]);
    expect(statement.accounts[0]!.account.mask).toBe('8374');
    expect(statement.accounts[0]!.closingBalance).toEqual({ cents: 1120470, date: '2026-03-31' });
  });

  it('Sparkasse (DE): semicolons, decimal comma, dd.mm.yy, counterparty + purpose; pre-noted rows skipped', async () => {
    const statement = await parse(fixture('sparkasse-de.csv'));
    expect(rows(statement)).toEqual([
      ['2026-04-30', 'Stadtwerke Muenchen GmbH - Rechnung 2026-04 Kundennr 55120', -212.4, 2],
      ['2026-04-29', 'Bauer & Soehne KG - RE 1044 Webdesign April', 4760, 3],
      ['2026-04-28', 'Lena Hoffmann - Gehalt April 2026', -3150, 4],
    ]);
    expect(statement.skipped).toEqual([
      { line: 5, reason: 'Not settled (status: Umsatz vorgemerkt)', text: expect.stringContaining('DATEV eG') },
    ]);
    expect(statement.accounts[0]!.account.mask).toBe('4931');
  });

  it('ING (NL): compact yyyymmdd dates and an Af/Bij indicator beside unsigned amounts', async () => {
    const statement = await parse(fixture('ing-nl.csv'));
    expect(rows(statement)).toEqual([
      ['2026-05-15', 'Vattenfall Klantenservice N.V. - Termijnbedrag mei 2026', -148.9, 2],
      ['2026-05-14', 'De Vries Architecten B.V. - Factuur 2026-031', 2420, 3],
      ['2026-05-12', 'KPN B.V. - Zakelijk abonnement', -62.5, 4],
      ['2026-05-11', 'Moneybird B.V. - Abonnement mei', -19.95, 5],
    ]);
  });

  it('Revolut Business: timestamps, fees deducted, pending and reverted rows skipped with their line', async () => {
    const statement = await parse(fixture('revolut-business.csv'));
    expect(rows(statement)).toEqual([
      ['2026-06-01', 'Payment from Northwind Traders', 5400, 2],
      ['2026-06-02', 'Figma', -45, 3],
      ['2026-06-04', 'To Wise Payroll', -6202.5, 5],
    ]);
    expect(statement.skipped.map((s) => [s.line, s.reason])).toEqual([
      [4, 'Not settled (status: PENDING)'],
      [6, 'Not settled (status: REVERTED)'],
    ]);
    expect(statement.accounts[0]!.closingBalance).toEqual({ cents: 915250, date: '2026-06-04' });
  });

  it('Citi card: credits written negative in the Credit column are still money in', async () => {
    const statement = await parse(fixture('citi-card.csv'));
    expect(rows(statement)).toEqual([
      ['2026-07-30', 'INTUIT *QBOOKS ONLINE CL.INTUIT.COM CA', -85, 2],
      ['2026-07-28', 'ONLINE PAYMENT, THANK YOU', 1200, 3],
      ['2026-07-15', 'VERIZON WRLS P2007-01 800-922-0204 FL', -156.1, 5],
    ]);
    expect(statement.skipped.map((s) => s.reason)).toEqual(['Not settled (status: Pending)']);
  });

  it('Société Générale (FR): Libellé/Débit/Crédit, spaces as thousands separators', async () => {
    const statement = await parse(fixture('societe-generale-fr.csv'));
    expect(rows(statement)).toEqual([
      ['2026-08-03', 'PRLV SEPA ORANGE SA FACTURE 0826', -59.99, 2],
      ['2026-08-05', 'VIR SEPA RECU DE SARL LUMIERE FACT 2026-118', 3600, 3],
      ['2026-08-12', 'CB OVH SAS 11/08 ROUBAIX', -24, 4],
      ['2026-08-20', 'VIR SEPA SALAIRES AOUT', -8150, 5],
    ]);
    expect(statement.accounts[0]!.closingBalance).toEqual({ cents: 1384611, date: '2026-08-20' });
  });

  it('Mercury: month-first dashes, failed payments skipped, the source account as the mask', async () => {
    const statement = await parse(fixture('mercury-checking.csv'));
    expect(rows(statement)).toEqual([
      ['2026-09-03', 'Notion Labs', -96, 2],
      ['2026-09-02', 'Acme Retail Co', 12500, 3],
      ['2026-09-01', 'Gusto', -14210.77, 4],
    ]);
    expect(statement.skipped.map((s) => s.reason)).toEqual(['Not settled (status: Failed)']);
    expect(statement.accounts[0]!.account.mask).toBe('2290');
    expect(statement.accounts[0]!.transactions[1]!.reference).toBe('INV-3381');
  });
});

describe('parseCsvStatement with files it half understands or cannot read', () => {
  it('imports the good rows and lists the bad ones with line and reason', async () => {
    const statement = await parse(
      [
        'Date,Description,Amount',
        '2026-01-02,Coffee beans,-40.00',
        'yesterday,Mystery,-5.00',
        '2026-01-03,Refund,',
        '2026-01-04,Typo amount,-4O.00',
        '2026-01-05,Client payment,"1,200.00"',
      ].join('\n'),
    );
    expect(rows(statement)).toEqual([
      ['2026-01-02', 'Coffee beans', -40, 2],
      ['2026-01-05', 'Client payment', 1200, 6],
    ]);
    expect(statement.skipped.map((s) => [s.line, s.reason])).toEqual([
      [3, 'Unreadable date "yesterday"'],
      [4, 'No amount'],
      [5, 'Unreadable amount'],
    ]);
  });

  it('fails with the headers it found when no column can be identified', async () => {
    await expect(parse('Foo,Bar,Baz\nred,green,blue\n')).rejects.toThrow(
      'Could not identify the date, description and amount columns of this CSV. Headers found: "Foo", "Bar", "Baz"',
    );
  });

  it('fails on an empty file and on a file with a header only', async () => {
    await expect(parse('')).rejects.toThrow('The file is empty');
    await expect(parse('\r\n \r\n')).rejects.toThrow('The file is empty');
    await expect(parse('Date,Description,Amount\r\n')).rejects.toThrow('The file has no transactions');
  });

  it('names the line when no row is a transaction', async () => {
    await expect(parse('Date,Description,Amount\nsoon,Thing,1.00\n')).rejects.toThrow(
      'No transactions could be read. Line 2: Unreadable date "soon"',
    );
  });

  it('names the line of a quote that is never closed', async () => {
    await expect(
      parse('Date,Description,Amount\n2026-01-02,Fine,2.00\n2026-01-03,"Open quote,-1.00\n2026-01-04,Lost,2.00\n'),
    ).rejects.toThrow('This CSV cannot be read at line 3: a quoted field is never closed');
  });

  it('counts the lines of a quoted field that spans two, so later rows keep their line numbers', async () => {
    const statement = await parse(
      'Date,Description,Amount\r\n2026-01-02,"Two\r\nlines",-1.00\r\n2026-01-03,Next,2.00\r\n',
    );
    expect(rows(statement)).toEqual([
      ['2026-01-02', 'Two lines', -1, 2],
      ['2026-01-03', 'Next', 2, 4],
    ]);
  });

  it('refuses a binary file renamed .csv instead of reading one endless field', async () => {
    await expect(parse(`Date,Description,Amount\n2026-01-02,${'x'.repeat(70_000)},1.00\n`)).rejects.toThrow(
      'This CSV cannot be read at line 2: a field is far longer than any bank statement has',
    );
  });

  it('reads Windows-1252 and UTF-8 with a byte-order mark', async () => {
    const latin = Buffer.from('Date,Description,Amount\n2026-01-02,Caf\xe9 M\xfcller,-3.50\n', 'latin1');
    expect(rows(await parse(latin))[0]![1]).toBe('Café Müller');
    const bom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('Date,Description,Amount\n2026-01-02,Café,-3.50\n'),
    ]);
    expect(rows(await parse(bom, 3))).toEqual([['2026-01-02', 'Café', -3.5, 2]]);
  });

  it('falls back to the sequence when no date decides the order (all days ≤ 12)', async () => {
    // Both orders run in sequence here; month-first spans 2 days (Jan 2–4), day-first two months (Feb 1–Apr 1).
    const statement = await parse(
      'Date,Description,Amount\n01/02/2026,A,-1.00\n01/03/2026,B,-1.00\n01/04/2026,C,-1.00\n',
    );
    expect(rows(statement).map((r) => r[0])).toEqual(['2026-01-02', '2026-01-03', '2026-01-04']);
    const dayFirst = await parse(
      'Date,Description,Amount\n02/01/2026,A,-1.00\n03/01/2026,B,-1.00\n04/01/2026,C,-1.00\n',
    );
    expect(rows(dayFirst).map((r) => r[0])).toEqual(['2026-01-02', '2026-01-03', '2026-01-04']);
  });

  it('skips a date that contradicts the order the file decided', async () => {
    const statement = await parse('Date,Description,Amount\n25/01/2026,A,-1.00\n01/31/2026,B,-1.00\n');
    expect(rows(statement)).toEqual([['2026-01-25', 'A', -1, 2]]);
    expect(statement.skipped[0]!.reason).toBe('Date "01/31/2026" does not fit this file\'s day/month order');
  });

  it('reads D MMM YYYY dates and amounts with trailing minus and parentheses', async () => {
    const statement = await parse('Date,Details,Amount\n5 Jan 2026,Rent,(1500.00)\n6 Jan 2026,Phone,45.00-\n');
    expect(rows(statement)).toEqual([
      ['2026-01-05', 'Rent', -1500, 2],
      ['2026-01-06', 'Phone', -45, 3],
    ]);
  });
});
