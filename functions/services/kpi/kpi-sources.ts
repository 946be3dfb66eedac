import type { IntegrationItemFacts } from '../../domain/kpi/source-contributions';
import type { StoredTransaction } from './rollup-writer';

/**
 * What the other areas' stores give the dashboard beyond what they push through the rollup writer: the recompute
 * job reads every source item again, and the revenue matching reads income deposits near an invoice's date.
 * Tasks are read here directly; the integration sync and the statement import register their readers when their
 * stores exist (`provideIntegrationItems`, `provideBankTransactions`). Until then there are none to read.
 */
export type IntegrationItemReader = (workspaceId: string) => Promise<(IntegrationItemFacts & { id: string })[]>;
export type BankTransactionReader = (workspaceId: string, from: string, to: string) => Promise<StoredTransaction[]>;

let integrationItems: IntegrationItemReader = async () => [];
let bankTransactions: BankTransactionReader = async () => [];

export function provideIntegrationItems(reader: IntegrationItemReader): void {
  integrationItems = reader;
}

export function provideBankTransactions(reader: BankTransactionReader): void {
  bankTransactions = reader;
}

export const readIntegrationItems: IntegrationItemReader = (workspaceId) => integrationItems(workspaceId);
export const readBankTransactions: BankTransactionReader = (workspaceId, from, to) =>
  bankTransactions(workspaceId, from, to);
