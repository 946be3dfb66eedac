import { describe, expect, it } from 'vitest';
import { isInvoiceOverdue, overdueFrom, overdueOutlook } from './invoice-overdue';
import { syncedItem } from './synced-item';

const invoice = (status: string | null, dueDate: string | null) =>
  syncedItem({ externalId: 'in_1', dataType: 'invoice', name: 'Invoice 7', date: null, status, dueDate });

describe('an overdue invoice', () => {
  it('is unpaid with a due day before today, not on it', () => {
    expect(isInvoiceOverdue(invoice('open', '2026-12-01'), '2026-12-02')).toBe(true);
    expect(isInvoiceOverdue(invoice('open', '2026-12-01'), '2026-12-01')).toBe(false);
    expect(isInvoiceOverdue(invoice('open', '2026-12-01'), '2026-11-30')).toBe(false);
  });

  it('is never a paid, void or draft invoice, one without a due day, or another kind of item', () => {
    for (const status of ['paid', 'void', 'draft', null]) {
      expect(isInvoiceOverdue(invoice(status, '2026-01-01'), '2026-12-02'), String(status)).toBe(false);
    }
    expect(isInvoiceOverdue(invoice('open', null), '2026-12-02')).toBe(false);
    expect(isInvoiceOverdue({ ...invoice('open', '2026-01-01'), dataType: 'deal' }, '2026-12-02')).toBe(false);
  });

  it('starts at the midnight after its due day in the workspace zone', () => {
    expect(overdueFrom('2026-12-01', 'UTC').toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(overdueFrom('2026-12-01', 'America/Los_Angeles').toISOString()).toBe('2026-12-02T08:00:00.000Z');
    expect(overdueFrom('2026-12-01', 'Pacific/Kiritimati').toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(overdueFrom('2026-12-01', 'Pacific/Pago_Pago').toISOString()).toBe('2026-12-02T11:00:00.000Z');
    // The day New York moves its clocks (2 a.m. on 8 March 2026): that midnight is still on standard time.
    expect(overdueFrom('2026-03-07', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(overdueFrom('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});

describe('what a sync does about an invoice', () => {
  const today = '2026-12-02';
  const at = (backfill = false) => ({ today, backfill });

  it('fires for an overdue invoice it did not know overdue: new, due day moved, or reopened', () => {
    expect(overdueOutlook(undefined, invoice('open', '2026-12-01'), at())).toBe('fire');
    expect(overdueOutlook(invoice('open', '2026-11-20'), invoice('open', '2026-12-01'), at())).toBe('fire');
    expect(overdueOutlook(invoice('paid', '2026-12-01'), invoice('open', '2026-12-01'), at())).toBe('fire');
    expect(overdueOutlook(invoice('draft', '2026-12-01'), invoice('open', '2026-12-01'), at())).toBe('fire');
  });

  it('does not fire again for one known with this due day (the registry fires a watched one), nor for history', () => {
    expect(overdueOutlook(invoice('open', '2026-12-01'), invoice('open', '2026-12-01'), at())).toBe('none');
    expect(overdueOutlook(undefined, invoice('open', '2026-12-01'), at(true))).toBe('none');
  });

  it('watches an unpaid invoice whose due day is today or later, and forgets settled ones', () => {
    expect(overdueOutlook(undefined, invoice('open', today), at())).toBe('watch');
    expect(overdueOutlook(undefined, invoice('open', '2026-12-20'), at(true))).toBe('watch');
    expect(overdueOutlook(invoice('open', '2026-12-01'), invoice('paid', '2026-12-01'), at())).toBe('none');
    expect(overdueOutlook(undefined, invoice('open', null), at())).toBe('none');
  });
});
