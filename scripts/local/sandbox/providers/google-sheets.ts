import { SANDBOX_ACCOUNT_IDS } from '../../../../shared/catalog/integration-sandbox';
import type { FakeSheet } from './business-records';
import { bearerAuth, type FakeProviderModule, type FakeReply, get } from './fake-provider';

/**
 * Google Sheets v4 as documented: `GET /v4/spreadsheets/{id}` (title and tabs) and
 * `GET /v4/spreadsheets/{id}/values/{A1 range}` with `majorDimension=ROWS`, answering exactly the rows of the
 * range that hold data (trailing empty rows and cells left out, `values` absent when there are none). The fake
 * spreadsheet's id is `FAKE_SPREADSHEET_ID`; errors use Google's `{error: {code, message, status}}` envelope.
 */
export const FAKE_SPREADSHEET_ID = SANDBOX_ACCOUNT_IDS.google_sheets!;

const sheetId = (index: number) => (index === 0 ? 0 : 1_000_000 + index * 7919);

function googleError(code: number, message: string, status: string): FakeReply {
  return { status: code, body: { error: { code, message, status } } };
}

function readRange(sheets: FakeSheet[], range: string) {
  const match = range.match(/^'((?:[^']|'')+)'!([A-Z]+)(\d+):([A-Z]+)(\d+)$/);
  if (!match) return undefined;
  const title = match[1]!.replace(/''/g, "'");
  const sheet = sheets.find((s) => s.title === title);
  if (!sheet) return undefined;
  const from = Number(match[3]);
  const to = Number(match[5]);
  const rows = sheet.rows.slice(from - 1, to);
  while (rows.length && rows.at(-1)!.every((c) => c === '')) rows.pop();
  return { range: `'${sheet.title}'!A${from}:Z${from + Math.max(0, rows.length - 1)}`, rows };
}

export const googleSheetsFake: FakeProviderModule = {
  provider: 'google_sheets',
  accountId: FAKE_SPREADSHEET_ID,
  authenticate: bearerAuth(googleError(401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED')),
  error(status, message) {
    return googleError(status, message, status === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL');
  },
  routes: [
    get('/v4/spreadsheets/:id', (req, ctx) => {
      if (req.params.id !== FAKE_SPREADSHEET_ID)
        return googleError(404, 'Requested entity was not found.', 'NOT_FOUND');
      return {
        body: {
          spreadsheetId: FAKE_SPREADSHEET_ID,
          properties: { title: 'Copperleaf sales log', locale: 'en_US' },
          sheets: ctx.data.sheets.map((s, index) => ({
            properties: {
              sheetId: sheetId(index),
              title: s.title,
              index,
              gridProperties: { rowCount: 1000, columnCount: 26 },
            },
          })),
        },
      };
    }),
    get('/v4/spreadsheets/:id/values/:range', (req, ctx) => {
      if (req.params.id !== FAKE_SPREADSHEET_ID)
        return googleError(404, 'Requested entity was not found.', 'NOT_FOUND');
      const read = readRange(ctx.data.sheets, req.params.range!);
      if (!read) return googleError(400, `Unable to parse range: ${req.params.range}`, 'INVALID_ARGUMENT');
      return {
        body: { range: read.range, majorDimension: 'ROWS', ...(read.rows.length ? { values: read.rows } : {}) },
      };
    }),
  ],
};
