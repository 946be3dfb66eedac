import * as api from '@shared/api/contracts/finance';
import { defineHandler } from '../../platform/http/define-handler';
import { syncBankLink } from '../../services/finance/bank-link-sync';
import { recomputeForecastAfterBooksChanged } from '../../services/forecast/books-changed';

/** `POST /api/financial/bank-links/{id}/sync`. */
export const handler = defineHandler(api.syncBankLink, async ({ session, params }) =>
  syncBankLink(session.workspaceId, params.id, {
    trigger: 'manual',
    afterBooksChanged: recomputeForecastAfterBooksChanged,
  }),
);
