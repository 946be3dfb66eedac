import { createHash } from 'node:crypto';
import type { SyncedItem } from '@shared/schemas/synced-item';
import * as z from '@shared/zod';
import { syncedItem } from '../../../domain/integrations/synced-item';
import type { ConnectorContext } from '../connector';
import { defineConnector } from '../connector';
import { connectorHttp } from '../connector-http';
import { bearerApiKey } from '../kit/auth-style';
import { ConnectorError } from '../kit/connector-error';
import { isoDateTime, isoFromDateOnly } from '../kit/dates';
import { decimalToCents } from '../kit/money';
import { paginate } from '../kit/paginate';
import type { ProviderHttp } from '../kit/provider-http';
import { drainPages } from '../sync-pages';

/**
 * Google Sheets API v4 (https://developers.google.com/sheets/api/reference/rest): the rows of every tab of one
 * spreadsheet become rows, read in blocks of 1,000 with A1 ranges. The first row names the columns; columns called
 * Name, Date, Amount or Status (and their usual synonyms) fill the item, so a sales log reads as such. A row is
 * identified by its tab and row number.
 *
 * Sheets has no change feed, so the cursor remembers, per tab, how many rows were handed on and a digest of them:
 * when those rows are unchanged (the common case: a log that grows), only the rows after them are handed on; when
 * any of them changed, the tab is read again and every row handed on (the store skips the unchanged ones).
 */
const BLOCK_ROWS = 1000;
const LAST_COLUMN = 'Z';

const columnNames = {
  name: ['name', 'customer', 'client', 'company', 'title', 'item', 'product', 'description'],
  date: ['date', 'created', 'day', 'due', 'due date', 'invoice date', 'order date'],
  amount: ['amount', 'total', 'value', 'price', 'revenue', 'sales', 'amount ($)'],
  status: ['status', 'state', 'stage', 'paid'],
} as const;

const sheetsSchema = z.object({
  sheets: z._default(z.array(z.object({ properties: z.object({ sheetId: z.number(), title: z.string() }) })), []),
});
const valuesSchema = z.object({ values: z.optional(z.array(z.array(z.union([z.string(), z.number(), z.boolean()])))) });

const tabCursorSchema = z.object({ rows: z.number().check(z.int(), z.gte(0)), digest: z.string() });
const cursorSchema = z.object({ tabs: z.record(z.string(), tabCursorSchema) });
type Cell = string | number | boolean;

function spreadsheetOf(ctx: ConnectorContext): string {
  if (!ctx.accountId)
    throw new ConnectorError('misconfigured', 'Google Sheets needs the ID of the spreadsheet to read');
  return encodeURIComponent(ctx.accountId);
}

function http(ctx: ConnectorContext): ProviderHttp {
  return connectorHttp(ctx, 'google_sheets', { auth: bearerApiKey });
}

/** A1 notation for a block of a tab: quotes doubled inside the quoted title, as the Sheets docs require. */
function a1(title: string, fromRow: number, toRow: number): string {
  return `'${title.replace(/'/g, "''")}'!A${fromRow}:${LAST_COLUMN}${toRow}`;
}

export interface RowColumns {
  name?: number;
  date?: number;
  amount?: number;
  status?: number;
}

export function recognisedColumns(header: readonly Cell[]): RowColumns {
  const labels = header.map((h) => String(h).trim().toLowerCase());
  const find = (names: readonly string[]) => {
    const index = labels.findIndex((label) => names.includes(label));
    return index >= 0 ? index : undefined;
  };
  return {
    name: find(columnNames.name),
    date: find(columnNames.date),
    amount: find(columnNames.amount),
    status: find(columnNames.status),
  };
}

/** "$1,200.50", "€ 40", "(25.00)" → cents; anything else null. */
function amountCents(cell: Cell | undefined): number | null {
  if (typeof cell === 'number') return decimalToCents(cell);
  if (typeof cell !== 'string') return null;
  const text = cell.trim();
  const negative = /^\(.*\)$/.test(text);
  const cents = decimalToCents(text.replace(/[()\s$€£¥]|[A-Z]{3}/g, ''));
  return cents === null ? null : negative ? -Math.abs(cents) : cents;
}

/** ISO dates, and the US "2/1/2026" a US-locale sheet displays. */
function cellDate(cell: Cell | undefined): string | null {
  if (typeof cell !== 'string' || !cell.trim()) return null;
  const us = cell.trim().match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  if (us) return isoFromDateOnly(`${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`);
  return isoFromDateOnly(cell.trim()) ?? isoDateTime(cell.trim());
}

export function sheetRowItem(
  sheetId: number,
  rowNumber: number,
  row: readonly Cell[],
  columns: RowColumns,
): SyncedItem | undefined {
  const text = (index: number | undefined) => (index === undefined ? '' : String(row[index] ?? '').trim());
  const firstFilled = row.map((c) => String(c).trim()).find(Boolean);
  if (!firstFilled) return undefined;
  return syncedItem({
    externalId: `${sheetId}:${rowNumber}`,
    dataType: 'row',
    name: (text(columns.name) || firstFilled).slice(0, 500),
    date: cellDate(columns.date === undefined ? undefined : row[columns.date]),
    valueCents: amountCents(columns.amount === undefined ? undefined : row[columns.amount]),
    status: text(columns.status).slice(0, 100) || null,
  });
}

interface TabRead {
  /** Data rows read (the header not counted). */
  rows: number;
  /** Digest of the first `prefixRows` data rows. */
  prefixDigest: string;
  digest: string;
}

/** Reads one tab block by block; rows numbered above `skipThrough` are handed on, the others only digested. */
async function readTab(
  api: ProviderHttp,
  spreadsheet: string,
  sheet: { sheetId: number; title: string },
  skipThrough: number,
  prefixRows: number,
  sink: Parameters<typeof drainPages>[2],
): Promise<TabRead> {
  const all = createHash('sha256');
  const prefix = createHash('sha256');
  let columns: RowColumns = {};
  let rows = 0;
  const blocks = paginate<{ number: number; cells: Cell[] }, number>(api.providerName, 1, async (from = 1) => {
    const to = from + BLOCK_ROWS - 1;
    const { values = [] } = await api.get(
      `/v4/spreadsheets/${spreadsheet}/values/${encodeURIComponent(a1(sheet.title, from, to))}`,
      valuesSchema,
      { majorDimension: 'ROWS', valueRenderOption: 'FORMATTED_VALUE' },
    );
    return {
      items: values.map((cells, i) => ({ number: from + i, cells })),
      next: values.length < BLOCK_ROWS ? undefined : to + 1,
    };
  });
  await drainPages(
    blocks,
    ({ number, cells }) => {
      if (number === 1) {
        columns = recognisedColumns(cells);
        return undefined;
      }
      rows = number - 1;
      const line = `${JSON.stringify(cells)}\n`;
      all.update(line);
      if (rows <= prefixRows) prefix.update(line);
      return rows > skipThrough ? sheetRowItem(sheet.sheetId, number, cells, columns) : undefined;
    },
    sink,
  );
  return { rows, prefixDigest: prefix.digest('hex'), digest: all.digest('hex') };
}

export const googleSheetsConnector = defineConnector({
  provider: 'google_sheets',
  cursorSchema,

  oauth: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    scopes: ['https://www.googleapis.com/auth/spreadsheets.readonly'],
    authorizeParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
    clientAuth: 'body',
    pkce: true,
  },

  async test(ctx) {
    const spreadsheet = spreadsheetOf(ctx);
    const { properties } = await http(ctx).get(
      `/v4/spreadsheets/${spreadsheet}`,
      z.object({ properties: z.object({ title: z.string() }) }),
      { fields: 'properties.title' },
    );
    return { message: `Connected to Google Sheets spreadsheet "${properties.title}"` };
  },

  async sync(ctx, cursor, sink) {
    const spreadsheet = spreadsheetOf(ctx);
    const api = http(ctx);
    const { sheets } = await api.get(`/v4/spreadsheets/${spreadsheet}`, sheetsSchema, {
      fields: 'sheets.properties(sheetId,title)',
    });
    const tabs: Record<string, z.infer<typeof tabCursorSchema>> = {};
    for (const { properties: sheet } of sheets) {
      const known = cursor?.tabs[String(sheet.sheetId)];
      let read = await readTab(api, spreadsheet, sheet, known?.rows ?? 0, known?.rows ?? 0, sink);
      if (known && (read.rows < known.rows || read.prefixDigest !== known.digest)) {
        // Rows already handed on were edited, moved or deleted: hand the whole tab on again.
        // Rows already handed on were edited, moved or deleted: hand the whole tab on again.
        read = await readTab(api, spreadsheet, sheet, 0, 0, sink);
      }
      tabs[String(sheet.sheetId)] = { rows: read.rows, digest: read.digest };
    }
    return { tabs };
  },
});
