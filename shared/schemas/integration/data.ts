import * as z from '@shared/zod';
import { integrationDataTypeIds } from '../../catalog/integration-data-types';
import { integrationProviderIds } from '../../catalog/integrations';
import { nullableNumber, nullableString } from '../nullable';
import { isoDateTime } from './connection';

export const integrationDataItemSchema = z.object({
  id: z.string(),
  integrationId: z.string(),
  provider: z.enum(integrationProviderIds),
  dataType: z.enum(integrationDataTypeIds),
  name: z.string(),
  date: z.nullable(isoDateTime),
  /** In dollars (the currency's major unit), at most two decimals. */
  value: nullableNumber,
  currency: nullableString,
  status: nullableString,
});
export type IntegrationDataItem = z.infer<typeof integrationDataItemSchema>;

export const DATA_PAGE_DEFAULT = 50;
export const DATA_PAGE_MAX = 200;

export const integrationDataQuerySchema = z.object({
  limit: z._default(
    z.coerce
      .number()
      .check(
        z.int(),
        z.gte(1, 'limit must be at least 1'),
        z.lte(DATA_PAGE_MAX, `limit must be at most ${DATA_PAGE_MAX}`),
      ),
    DATA_PAGE_DEFAULT,
  ),
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
});

export const integrationDataPageSchema = z.object({
  items: z.array(integrationDataItemSchema),
  /** Pass as `cursor` for the next page; null on the last page (the paging of every list, `schemas/pagination.ts`). */
  cursor: nullableString,
  /** @deprecated The same as `cursor`, kept for one release for clients written before lists were made alike. */
  nextCursor: nullableString,
});
export type IntegrationDataPage = z.infer<typeof integrationDataPageSchema>;

export const integrationDataSummarySchema = z.array(
  z.object({
    dataType: z.enum(integrationDataTypeIds),
    count: z.number().check(z.int(), z.gte(0)),
    /** The sum of the items' values, in dollars. */
    totalValue: z.number(),
    /** The part of it that is money received (paid invoices, orders and payments net of refunds), in dollars. */
    revenue: z.number(),
  }),
);
export type IntegrationDataSummary = z.infer<typeof integrationDataSummarySchema>;
