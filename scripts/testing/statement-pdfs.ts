import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, type PDFFont, PDFHexString, type PDFPage, StandardFonts } from 'pdf-lib';

/**
 * Bank statements as PDFs, made with pdf-lib for the parser, API and browser tests: a US business checking
 * statement (Withdrawals/Deposits columns, month-first dates without a year), an international one (day-first
 * dates across a year end, credits marked CR, balances marked CR), a scanned one (an image, no text layer) and a
 * password-protected one. The banks and businesses are invented.
 */
type Cell = { text: string; x: number; align?: 'left' | 'right' };

async function documentWith(
  size: [number, number],
  pages: Array<Array<{ y: number; cells: Cell[]; size?: number }>>,
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = document.addPage(size);
    for (const line of lines) for (const cell of line.cells) draw(page, font, cell, line.y, line.size ?? 9);
  }
  return document.save({ useObjectStreams: false });
}

function draw(page: PDFPage, font: PDFFont, cell: Cell, y: number, size: number) {
  const x = cell.align === 'right' ? cell.x - font.widthOfTextAtSize(cell.text, size) : cell.x;
  page.drawText(cell.text, { x, y, size, font });
}

/** Column x positions of the US layout (amounts right-aligned to these). */
const US = { date: 40, description: 90, withdrawals: 400, deposits: 480, balance: 570 };

function usRow(y: number, date: string, description: string, withdrawal: string, deposit: string, balance: string) {
  const cells: Cell[] = [];
  if (date) cells.push({ text: date, x: US.date });
  if (description) cells.push({ text: description, x: US.description });
  if (withdrawal) cells.push({ text: withdrawal, x: US.withdrawals, align: 'right' });
  if (deposit) cells.push({ text: deposit, x: US.deposits, align: 'right' });
  if (balance) cells.push({ text: balance, x: US.balance, align: 'right' });
  return { y, cells };
}

const usHeader = (y: number) => ({
  y,
  cells: [
    { text: 'Date', x: US.date },
    { text: 'Description', x: US.description },
    { text: 'Withdrawals', x: US.withdrawals, align: 'right' as const },
    { text: 'Deposits', x: US.deposits, align: 'right' as const },
    { text: 'Balance', x: US.balance, align: 'right' as const },
  ],
});

/** The transactions `usCheckingStatementPdf` prints, as the parser should read them. */
export const usCheckingTransactions = [
  { date: '2026-01-02', description: 'STRIPE TRANSFER ST-X9Y8Z7', amountCents: 125000, balanceCents: 625000 },
  { date: '2026-01-05', description: 'GUSTO PAYROLL NET PAY 260105', amountCents: -284016, balanceCents: 340984 },
  { date: '2026-01-05', description: 'COMCAST BUSINESS 8155 40091', amountCents: -18999, balanceCents: 321985 },
  {
    date: '2026-01-07',
    description: 'POS PURCHASE STAPLES #1123 PORTLAND OR',
    amountCents: -6412,
    balanceCents: 315573,
  },
  {
    date: '2026-01-09',
    description: 'ACH CREDIT MERIDIAN DENTAL GROUP INV-1042',
    amountCents: 240000,
    balanceCents: 555573,
  },
  { date: '2026-01-10', description: 'AMAZON WEB SERVICES AWS.AMAZON.CO', amountCents: -31840, balanceCents: 523733 },
  { date: '2026-01-12', description: 'CITY OF PORTLAND WATER BUREAU', amountCents: -9640, balanceCents: 514093 },
] as const;

/**
 * Two pages; every date is `MM/DD` with a day of 12 or less, so only the statement period ("January 1, 2026
 * through January 31, 2026") tells month-first from day-first. Two descriptions wrap onto a second line.
 */
export function usCheckingStatementPdf(): Promise<Uint8Array> {
  return documentWith(
    [612, 792],
    [
      [
        { y: 740, size: 16, cells: [{ text: 'First Example Bank', x: 40 }] },
        { y: 720, size: 11, cells: [{ text: 'Business Checking Statement', x: 40 }] },
        { y: 700, cells: [{ text: 'Harbor Bakery LLC', x: 40 }] },
        { y: 688, cells: [{ text: '1200 Water Street, Portland OR 97201', x: 40 }] },
        { y: 664, cells: [{ text: 'Account number: ****4821', x: 40 }] },
        { y: 652, cells: [{ text: 'Statement period: January 1, 2026 through January 31, 2026', x: 40 }] },
        {
          y: 628,
          cells: [
            { text: 'Beginning balance', x: 40 },
            { text: '$5,000.00', x: 250, align: 'right' },
          ],
        },
        {
          y: 616,
          cells: [
            { text: 'Ending balance', x: 40 },
            { text: '$5,140.93', x: 250, align: 'right' },
          ],
        },
        usHeader(580),
        usRow(564, '01/01', 'Beginning balance', '', '', '5,000.00'),
        usRow(550, '01/02', 'STRIPE TRANSFER ST-X9Y8Z7', '', '1,250.00', '6,250.00'),
        usRow(536, '01/05', 'GUSTO PAYROLL NET PAY 260105', '2,840.16', '', '3,409.84'),
        usRow(522, '01/05', 'COMCAST BUSINESS 8155 40091', '189.99', '', '3,219.85'),
        usRow(508, '01/07', 'POS PURCHASE STAPLES #1123', '64.12', '', '3,155.73'),
        usRow(496, '', 'PORTLAND OR', '', '', ''),
        usRow(482, '01/09', 'ACH CREDIT MERIDIAN DENTAL GROUP', '', '2,400.00', '5,555.73'),
        usRow(470, '', 'INV-1042', '', '', ''),
        { y: 60, cells: [{ text: 'Page 1 of 2', x: 500 }] },
      ],
      [
        usHeader(740),
        usRow(724, '01/10', 'AMAZON WEB SERVICES AWS.AMAZON.CO', '318.40', '', '5,237.33'),
        usRow(710, '01/12', 'CITY OF PORTLAND WATER BUREAU', '96.40', '', '5,140.93'),
        usRow(696, '01/31', 'Ending balance', '', '', '5,140.93'),
        {
          y: 670,
          cells: [
            { text: 'Total withdrawals', x: US.description },
            { text: '3,509.07', x: US.withdrawals, align: 'right' },
          ],
        },
        {
          y: 656,
          cells: [
            { text: 'Total deposits', x: US.description },
            { text: '3,650.00', x: US.deposits, align: 'right' },
          ],
        },
        { y: 60, cells: [{ text: 'Page 2 of 2', x: 500 }] },
      ],
    ],
  );
}

/** The transactions `internationalStatementPdf` prints, as the parser should read them. */
export const internationalTransactions = [
  { date: '2025-12-18', description: 'XERO NZ LTD SUBSCRIPTION', amountCents: -6200, balanceCents: 813800 },
  { date: '2025-12-22', description: 'PAYMENT FROM TUI DESIGN LTD', amountCents: 150000, balanceCents: 963800 },
  { date: '2025-12-28', description: 'MERIDIAN ENERGY', amountCents: -24055, balanceCents: 939745 },
  { date: '2026-01-03', description: 'IRD PAYE JAN', amountCents: -121000, balanceCents: 818745 },
  { date: '2026-01-09', description: 'SPARK NZ TRADING', amountCents: -8999, balanceCents: 809746 },
] as const;

/**
 * A4, day-first `DD/MM` dates without a year across a year end (the period, 15/12/2025 to 14/01/2026, dates them),
 * credits marked `CR`, balances marked `CR`.
 */
export function internationalStatementPdf(): Promise<Uint8Array> {
  const row = (y: number, date: string, details: string, amount: string, balance: string) => ({
    y,
    cells: [
      { text: date, x: 40 },
      { text: details, x: 95 },
      ...(amount ? [{ text: amount, x: 420, align: 'right' as const }] : []),
      { text: balance, x: 550, align: 'right' as const },
    ],
  });
  return documentWith(
    [595, 842],
    [
      [
        { y: 790, size: 16, cells: [{ text: 'Kowhai Business Bank', x: 40 }] },
        { y: 770, size: 11, cells: [{ text: 'Statement of account', x: 40 }] },
        { y: 750, cells: [{ text: 'Tui Studio Limited', x: 40 }] },
        {
          y: 730,
          cells: [
            { text: 'Account', x: 40 },
            { text: '12-3456-7890123-00', x: 120 },
          ],
        },
        {
          y: 718,
          cells: [
            { text: 'Statement period', x: 40 },
            { text: '15/12/2025 to 14/01/2026', x: 120 },
          ],
        },
        {
          y: 680,
          cells: [
            { text: 'Date', x: 40 },
            { text: 'Transaction details', x: 95 },
            { text: 'Amount', x: 420, align: 'right' },
            { text: 'Balance', x: 550, align: 'right' },
          ],
        },
        row(664, '15/12', 'Opening balance', '', '8,200.00 CR'),
        row(650, '18/12', 'XERO NZ LTD SUBSCRIPTION', '62.00', '8,138.00 CR'),
        row(636, '22/12', 'PAYMENT FROM TUI DESIGN LTD', '1,500.00 CR', '9,638.00 CR'),
        row(622, '28/12', 'MERIDIAN ENERGY', '240.55', '9,397.45 CR'),
        row(608, '03/01', 'IRD PAYE JAN', '1,210.00', '8,187.45 CR'),
        row(594, '09/01', 'SPARK NZ TRADING', '89.99', '8,097.46 CR'),
        row(580, '14/01', 'Closing balance', '', '8,097.46 CR'),
      ],
    ],
  );
}

/** A "scanned" statement: one page holding only an image of text-like bars, so there is no text layer. */
export async function scannedStatementPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const image = await document.embedPng(barsPng(300, 400));
  const page = document.addPage([612, 792]);
  page.drawImage(image, { x: 56, y: 96, width: 500, height: 600 });
  return document.save({ useObjectStreams: false });
}

/**
 * A PDF with a Standard security handler whose user password is not empty (its check values are random), which is
 * what a reader sees in a statement protected with a password.
 */
export async function passwordProtectedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.load(await usCheckingStatementPdf());
  const random = (seed: number) =>
    PDFHexString.of(
      Array.from({ length: 32 }, (_, i) => ((i * 37 + seed) % 256).toString(16).padStart(2, '0')).join(''),
    );
  const encrypt = document.context.obj({ Filter: 'Standard', V: 1, R: 2, O: random(11), U: random(97), P: -44 });
  document.context.trailerInfo.Encrypt = document.context.register(encrypt);
  document.context.trailerInfo.ID = document.context.obj([random(5), random(5)]);
  return document.save({ useObjectStreams: false });
}

/** A grey-scale PNG of dark bars on white, like lines of print seen by a scanner. */
function barsPng(width: number, height: number): Uint8Array {
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0;
    const inLine = y % 20 < 8 && y > 20 && y < height - 20;
    for (let x = 0; x < width; x++) {
      const inWord = inLine && x > 15 && x < width - 15 && (x + y) % 47 > 6;
      raw[y * (width + 1) + 1 + x] = inWord ? 30 : 250;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
