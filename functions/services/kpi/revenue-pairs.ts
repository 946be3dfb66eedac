import { kpiDepositPairEntity, kpiInvoiceEntity } from '../../data/kpi/kpi-days';
import type { MoneyIn, Pair } from '../../domain/kpi/revenue-match';
import type { PairedInvoice } from './rollup-writer';

/**
 * The revenue matching's records: paid invoices by date (what a deposit may pair with) and the claims that pair a
 * deposit with one invoice. No transactions: two single-item conditional writes, the deposit's claim first, so two
 * writers can never pair one deposit twice, and a crash between them leaves a claim the recompute job settles.
 */
export async function invoicesBetween(workspaceId: string, from: string, to: string): Promise<PairedInvoice[]> {
  return kpiInvoiceEntity.queryAll({ workspaceId }, { from: { date: from }, to: { date: to }, consistent: true });
}

/** Records a paid invoice; one already recorded keeps its pair. */
export async function putInvoice(workspaceId: string, invoice: MoneyIn): Promise<void> {
  const created = await kpiInvoiceEntity.create({ workspaceId, ...invoice, depositId: null });
  if (!created) await kpiInvoiceEntity.update({ workspaceId, ...invoice }, { amountCents: invoice.amountCents });
}

export async function deleteInvoice(workspaceId: string, id: string, date: string): Promise<void> {
  await kpiInvoiceEntity.delete({ workspaceId, id, date });
}

/** The invoice each deposit is paired with, for the paired ones: one batched read for any number of deposits. */
export async function depositPartners(
  workspaceId: string,
  depositIds: readonly string[],
): Promise<Map<string, string>> {
  if (depositIds.length === 0) return new Map();
  const claims = await kpiDepositPairEntity.getMany(
    depositIds.map((depositId) => ({ workspaceId, depositId })),
    { consistent: true },
  );
  return new Map(claims.flatMap((claim) => (claim ? [[claim.depositId, claim.invoiceId] as const] : [])));
}

export async function claimPair(workspaceId: string, invoice: MoneyIn, depositId: string): Promise<boolean> {
  const claimed = await kpiDepositPairEntity.create({
    workspaceId,
    depositId,
    invoiceId: invoice.id,
    invoiceDate: invoice.date,
  });
  if (!claimed) return false;
  const taken = await kpiInvoiceEntity.update(
    { workspaceId, id: invoice.id, date: invoice.date },
    { depositId },
    { if: { depositId: null } },
  );
  if (taken) return true;
  await kpiDepositPairEntity.delete({ workspaceId, depositId });
  return false;
}

export async function releasePair(workspaceId: string, { invoiceId, depositId }: Pair): Promise<void> {
  const claim = await kpiDepositPairEntity.get({ workspaceId, depositId }, { consistent: true });
  if (!claim || claim.invoiceId !== invoiceId) return;
  await kpiDepositPairEntity.delete({ workspaceId, depositId }, { if: { invoiceId } });
  // Only if the invoice still names this deposit (it may have been forgotten meanwhile).
  await kpiInvoiceEntity.update(
    { workspaceId, id: invoiceId, date: claim.invoiceDate },
    { depositId: null },
    { if: { depositId } },
  );
}

export async function listPairs(workspaceId: string): Promise<Pair[]> {
  return (await kpiDepositPairEntity.queryAll({ workspaceId })).map(({ invoiceId, depositId }) => ({
    invoiceId,
    depositId,
  }));
}
