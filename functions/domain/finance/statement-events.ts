import type { BusEventDetail } from '@shared/schemas/bus-event';
import type { Statement } from '@shared/schemas/finance/statements';

/** `statement_imported` (for outgoing webhooks): which statement, and what it added. */
export function statementImportedEvent(
  workspaceId: string,
  statement: Pick<Statement, 'id' | 'filename' | 'format' | 'outcome' | 'finishedAt'>,
  eventId: string,
): BusEventDetail {
  return {
    type: 'statement_imported',
    eventId,
    workspaceId,
    occurredAt: statement.finishedAt ?? new Date(0).toISOString(),
    data: {
      statement: {
        id: statement.id,
        filename: statement.filename,
        format: statement.format,
        transactionsImported: statement.outcome?.imported ?? 0,
        accounts: statement.outcome?.accounts ?? [],
      },
    },
  };
}
