import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CollectedStatement, readStatement } from '../statement';
import { parseCsvStatement } from './csv-statement';

const fixtures = new URL('../fixtures/', import.meta.url);

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

/**
 * Real banks' exports, each beside the reading it must give: `<bank>.csv` and `<bank>.expected.json` (which bank, what
 * its layout tries, then the accounts and skipped rows it reads as). A new layout is those two files, the expected
 * reading written from the file by hand; either file without the other fails here, as its partner cannot be read.
 */
interface BankSample extends CollectedStatement {
  file: string;
  bank: string;
  covers: string;
}

const bankSamples: BankSample[] = [
  ...new Set(readdirSync(fixtures).flatMap((name) => /^(.+)\.(?:csv|expected\.json)$/.exec(name)?.[1] ?? [])),
].map((stem) => ({
  file: `${stem}.csv`,
  ...JSON.parse(readFileSync(new URL(`${stem}.expected.json`, fixtures), 'utf8')),
}));

describe('parseCsvStatement over real banks’ layouts', () => {
  for (const { bank, covers, file, accounts, skipped, notices } of bankSamples) {
    it(`${bank}: ${covers}`, async () => {
      expect(await parse(readFileSync(new URL(file, fixtures)))).toEqual({ accounts, skipped, notices });
    });
  }
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

describe('parseCsvStatement with banks outside the US', () => {
  const cases: Array<[language: string, csv: string[]]> = [
    [
      'Dutch',
      [
        'Datum;Naam;Omschrijving;Bedrag (EUR);Saldo',
        '03-04-2026;Bakkerij Visser;Levering brood;-1.234,56;8.765,44',
        '04-04-2026;Klant BV;Factuur 118;2.500,00;11.265,44',
      ],
    ],
    [
      'French',
      [
        'Date opération;Libellé;Montant;Solde',
        '03/04/2026;Livraison pain;-1 234,56;8 765,44',
        '04/04/2026;Facture 118;2 500,00;11 265,44',
      ],
    ],
    [
      'German',
      [
        'Buchungstag;Verwendungszweck;Betrag;Saldo',
        '03.04.2026;Livraison pain;-1.234,56;8.765,44',
        '04.04.2026;Rechnung 118;2.500,00;11.265,44',
      ],
    ],
    [
      'Spanish',
      [
        'Fecha valor;Concepto;Importe;Saldo',
        '03/04/2026;Entrega pan;-1.234,56;8.765,44',
        '04/04/2026;Factura 118;2.500,00;11.265,44',
      ],
    ],
    [
      'Italian',
      [
        'Data contabile;Descrizione operazione;Importo;Saldo contabile',
        '03/04/2026;Consegna pane;-1.234,56;8.765,44',
        '04/04/2026;Fattura 118;2.500,00;11.265,44',
      ],
    ],
    [
      'Portuguese',
      [
        'Data movimento;Descrição;Valor;Saldo disponível',
        '03-04-2026;Entrega pão;-1.234,56;8.765,44',
        '04-04-2026;Fatura 118;2.500,00;11.265,44',
      ],
    ],
  ];

  it.each(cases)('reads %s headers, semicolons and decimal commas', async (_, csv) => {
    const statement = await parse(csv.join('\n'));
    expect(rows(statement).map(([date, , amount]) => [date, amount])).toEqual([
      ['2026-04-03', -1234.56],
      ['2026-04-04', 2500],
    ]);
    expect(statement.accounts[0]!.closingBalance).toEqual({ cents: 1126544, date: '2026-04-04' });
    expect(statement.notices).toBeUndefined();
  });

  it('reads Portuguese débito and crédito columns', async () => {
    const statement = await parse(
      ['Data;Descrição;Débito;Crédito', '03/04/2026;Renda loja;1.200,00;', '05/04/2026;Venda;;310,50'].join('\n'),
    );
    expect(rows(statement).map(([, , amount]) => amount)).toEqual([-1200, 310.5]);
  });

  it('finds the columns by their content under a header it does not know, and says which it chose', async () => {
    const statement = await parse(
      [
        'Data księgowania;Kwota;Opis operacji;Saldo po operacji',
        '2026-04-03;-1 234,56;Hurtownia spożywcza dostawa;8 765,44',
        '2026-04-04;2 500,00;Faktura 118 Kowalski;11 265,44',
        '2026-04-06;-89,90;Orange Polska abonament;11 175,54',
      ].join('\n'),
    );
    expect(rows(statement)).toEqual([
      ['2026-04-03', 'Hurtownia spożywcza dostawa', -1234.56, 2],
      ['2026-04-04', 'Faktura 118 Kowalski', 2500, 3],
      ['2026-04-06', 'Orange Polska abonament', -89.9, 4],
    ]);
    expect(statement.notices).toEqual([
      'No column names in this file were recognised, so its columns were chosen by their content: dates from column 1 ("Data księgowania"), descriptions from column 3 ("Opis operacji"), amounts from column 2 ("Kwota"), balances from column 4 ("Saldo po operacji").',
    ]);
  });

  it('names the bank from a header only it writes, or a preamble line', async () => {
    const amex = await parse(
      ['Date,Description,Card Member,Account #,Amount', '04/03/2026,SYSCO BOSTON,J LOPEZ,-41006,512.40'].join('\n'),
    );
    expect(amex.accounts[0]!.account.institution).toBe('Amex');
    const preamble = await parse(
      [
        'Wells Fargo Business Checking',
        'Account number: ****4821',
        '',
        'Date,Description,Amount',
        '2026-04-03,SYSCO BOSTON,-512.40',
      ].join('\n'),
    );
    expect(preamble.accounts[0]!.account).toMatchObject({ institution: 'Wells Fargo', mask: '4821' });
  });
});
