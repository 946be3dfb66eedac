import { describe, expect, it } from 'vitest';
import { invoiceItem } from './invoice-item';

const draft = {
  id: 'in_1Abc',
  customer: undefined,
  contact: null,
  date: '2026-03-01T00:00:00.000Z',
  valueCents: 12_500,
  currency: 'USD',
  status: 'draft',
  dueDate: null,
};

describe('an invoice item', () => {
  it('goes by the provider id when the invoice has no number yet, and then has no reference', () => {
    expect(invoiceItem({ ...draft, number: null })).toMatchObject({ name: 'Invoice in_1Abc', reference: null });
  });

  it('is named after its number and customer, and referenced by the number', () => {
    expect(invoiceItem({ ...draft, number: 'INV-7', customer: 'Acme' })).toMatchObject({
      externalId: 'in_1Abc',
      dataType: 'invoice',
      name: 'Invoice INV-7 – Acme',
      reference: 'INV-7',
      updatedAt: null,
    });
  });
});
