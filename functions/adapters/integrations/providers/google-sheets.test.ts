import { beforeEach, describe, expect, it } from 'vitest';
import { googleSheetsFake } from '../../../../scripts/local/sandbox/providers/google-sheets';
import { connectorHarness } from '../../../../scripts/testing/connector-harness';
import { ConnectorError } from '../kit/connector-error';
import { googleSheetsConnector } from './google-sheets';

const harness = connectorHarness(googleSheetsFake);

beforeEach(() => {
  harness.data().sheets = [
    {
      title: "Q1 'Sales'",
      rows: [
        ['Invoice date', 'Customer', 'Amount ($)', 'Status', 'Notes'],
        ['2/3/2026', 'Brightside Dental', '$1,200.50', 'Paid', 'net 30'],
        ['', '', '', '', ''],
        ['2026-02-10', 'Atlas Plumbing', '(25.00)', 'Refund', ''],
      ],
    },
  ];
});

describe('Google Sheets connector', () => {
  it('reads the columns a sales log names, skipping empty rows', async () => {
    const { items } = await harness.syncAll(googleSheetsConnector);
    expect(items).toEqual([
      expect.objectContaining({
        externalId: '0:2',
        name: 'Brightside Dental',
        date: '2026-02-03T00:00:00.000Z',
        valueCents: 120_050,
        status: 'Paid',
      }),
      expect.objectContaining({
        externalId: '0:4',
        name: 'Atlas Plumbing',
        date: '2026-02-10T00:00:00.000Z',
        valueCents: -2_500,
        status: 'Refund',
      }),
    ]);
  });

  it('reads a tab longer than one block of 1,000 rows', async () => {
    const header = ['Date', 'Name', 'Amount', 'Status'];
    harness.data().sheets = [
      {
        title: 'Log',
        rows: [header, ...Array.from({ length: 2_345 }, (_, i) => ['2026-01-01', `Row ${i}`, '1', 'Paid'])],
      },
    ];
    const { items } = await harness.syncAll(googleSheetsConnector);
    expect(items).toHaveLength(2_345);
    expect(items.at(-1)).toMatchObject({ externalId: '0:2346', name: 'Row 2344' });
  });

  it('hands on only appended rows, but every row again once an earlier one was edited', async () => {
    const first = await harness.syncAll(googleSheetsConnector);
    harness.data().sheets[0]!.rows.push(['2026-02-12', 'Juniper Florist', '80', 'Pending']);
    const appended = await harness.syncAll(googleSheetsConnector, first.cursor);
    expect(appended.items.map((i) => i.name)).toEqual(['Juniper Florist']);

    harness.data().sheets[0]!.rows[1]![3] = 'Disputed';
    const edited = await harness.syncAll(googleSheetsConnector, appended.cursor);
    expect(edited.items.map((i) => i.status)).toEqual(['Disputed', 'Refund', 'Pending']);
  });

  it('asks for the spreadsheet id before calling Google', async () => {
    const error = await googleSheetsConnector.test(harness.context({ accountId: undefined })).catch((e) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect(error).toMatchObject({
      kind: 'misconfigured',
      message: 'Google Sheets needs the ID of the spreadsheet to read',
    });
  });
});
