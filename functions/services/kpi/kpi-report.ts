import type { KpiTimeRange } from '@shared/catalog/kpi-time-ranges';
import type { KpiReportFormat } from '@shared/schemas/kpi';
import { type KpiReport, kpiReport } from '../../domain/kpi/kpi-report';
import { reportCsv } from '../../domain/kpi/report-csv';
import { getKpiStats } from './kpi-stats';

/**
 * Export Report: the range's figures as CSV or as a PDF (pdf-lib, bundled into this route's function only, and loaded
 * on the first PDF asked for rather than at every cold start: a CSV export never needs it).
 */
export interface ReportFile {
  fileName: string;
  contentType: string;
  body: string | Uint8Array;
}

export async function getKpiReport(
  workspaceId: string,
  range: KpiTimeRange,
  format: KpiReportFormat,
  now = new Date(),
): Promise<ReportFile> {
  const report = kpiReport(await getKpiStats(workspaceId, range, now), now);
  return format === 'csv'
    ? { fileName: `${report.fileName}.csv`, contentType: 'text/csv; charset=utf-8', body: reportCsv(report) }
    : { fileName: `${report.fileName}.pdf`, contentType: 'application/pdf', body: await pdfOf(report, now) };
}

async function pdfOf(report: KpiReport, now: Date): Promise<Uint8Array> {
  const { reportPdf } = await import('../../adapters/pdf/kpi-report-pdf');
  return reportPdf(report, now);
}
