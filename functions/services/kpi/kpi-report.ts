import type { Role } from '@shared/access/roles';
import type { KpiTimeRange } from '@shared/catalog/kpi-time-ranges';
import type { KpiReportFormat } from '@shared/schemas/kpi';
import { brandNameOf } from '../../data/branding/brand-in-force';
import { type KpiReport, kpiReport } from '../../domain/kpi/kpi-report';
import { reportCsv } from '../../domain/kpi/report-csv';
import { reportWithoutRevenue, seesRevenue } from '../../domain/kpi/revenue-access';
import { overdueTaskCount } from '../tasks/overdue-count';
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
  member: { workspaceId: string; role: Role },
  range: KpiTimeRange,
  format: KpiReportFormat,
  now = new Date(),
): Promise<ReportFile> {
  const [stats, brand, overdueTasks] = await Promise.all([
    getKpiStats(member.workspaceId, range, now),
    brandNameOf(member.workspaceId),
    overdueTaskCount(member.workspaceId, now),
  ]);
  const whole = kpiReport(stats, now, brand, overdueTasks);
  const report = seesRevenue(member) ? whole : reportWithoutRevenue(whole);
  return format === 'csv'
    ? { fileName: `${report.fileName}.csv`, contentType: 'text/csv; charset=utf-8', body: reportCsv(report) }
    : { fileName: `${report.fileName}.pdf`, contentType: 'application/pdf', body: await pdfOf(report, now) };
}

async function pdfOf(report: KpiReport, now: Date): Promise<Uint8Array> {
  const { reportPdf } = await import('../../adapters/pdf/kpi-report-pdf');
  return reportPdf(report, now);
}
