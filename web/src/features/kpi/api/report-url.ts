import type { KpiTimeRange } from '@shared/catalog/kpi-time-ranges';
import type { KpiReportFormat } from '@shared/schemas/kpi';
import { routeEntry } from '../../../lib/api-route';

/** Export Report is a download the browser makes itself (the answer is an attachment), so it is a plain link. */
export function reportUrl(timeRange: KpiTimeRange, format: KpiReportFormat): string {
  return `${routeEntry('getKpiReport').path}?timeRange=${timeRange}&format=${format}`;
}
