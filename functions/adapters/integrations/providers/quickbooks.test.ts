import { describe, expect, it } from 'vitest';
import { quickbooksFake } from '../../../../scripts/local/sandbox/providers/quickbooks';
import { connectorHarness } from '../../../../scripts/testing/connector-harness';
import { quickbooksConnector, quickbooksInvoiceItem } from './quickbooks';

const harness = connectorHarness(quickbooksFake);

const invoice = {
  Id: '130',
  DocNumber: '1037',
  TxnDate: '2026-02-14',
  TotalAmt: 362.07,
  Balance: 0,
  CurrencyRef: { value: 'USD' },
  CustomerRef: { value: '58', name: 'Sonnenschein Family Store' },
  MetaData: { CreateTime: '2026-02-14T13:15:36-08:00', LastUpdatedTime: '2026-02-20T13:16:17-08:00' },
};

describe('QuickBooks connector', () => {
  it('reads paid from a zero balance and void from a zeroed, voided invoice', () => {
    expect(quickbooksInvoiceItem(invoice)).toMatchObject({
      name: 'Invoice 1037 – Sonnenschein Family Store',
      status: 'paid',
      valueCents: 36_207,
      date: '2026-02-14T00:00:00.000Z',
      updatedAt: '2026-02-20T21:16:17.000Z',
    });
    expect(quickbooksInvoiceItem({ ...invoice, Balance: 100 }).status).toBe('open');
    expect(quickbooksInvoiceItem({ ...invoice, TotalAmt: 0, PrivateNote: 'Voided' }).status).toBe('void');
  });

  it('asks for the company id before calling Intuit', async () => {
    const before = harness.fake.requests.length;
    await expect(
      quickbooksConnector.sync(harness.context({ accountId: undefined }), undefined, async () => {}),
    ).rejects.toThrow('QuickBooks needs the Company ID (realm ID) of the company to read');
    expect(harness.fake.requests.length).toBe(before);
  });
});
