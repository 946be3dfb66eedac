import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { sumDeltas } from '../../domain/kpi/day-metrics';
import { kpiReport } from '../../domain/kpi/kpi-report';
import { kpiStats } from '../../domain/kpi/kpi-stats';
import { dayLedger } from '../../domain/kpi/rollup-ledger';
import { niceCeiling, reportPdf } from './kpi-report-pdf';

/** Reads a PDF back with poppler's pdftotext (Debian's poppler-utils, installed by .ci/run). */
function pdfText(bytes: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'kpi-pdf-')), 'report.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const days = sumDeltas(
  Array.from({ length: 60 }, (_, i) => ({
    date: new Date(Date.UTC(2026, 10, 22 - i)).toISOString().slice(0, 10),
    metrics: {
      'revenue.apps.subscriptions': 10_000 + i * 1_000,
      leads: i % 3,
      tasksCreated: 1,
      tasksCreatedCompleted: i % 2,
    },
  })),
);

describe('report PDF', () => {
  it('is one page for 30 days, and pdftotext reads its figures, series, split and task performance', async () => {
    const stats = kpiStats({ range: '30d', today: '2026-11-22', timeZone: 'UTC', rollups: dayLedger(days) });
    const bytes = await reportPdf(kpiReport(stats, new Date('2026-11-22T18:05:00Z')), new Date('2026-11-22T18:05:00Z'));
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('BizPilot KPI Report — Last 30 days: Oct 24, 2026 – Nov 22, 2026');

    const text = pdfText(bytes);
    expect(text).toContain('BizPilot KPI Report');
    expect(text).toContain('Last 30 days: Oct 24, 2026 – Nov 22, 2026');
    // Revenue: day i back gives 100 + 10 × i dollars: days 0–29 make 3,000 + 4,350 = 7,350; days 30–59 make
    // 3,000 + 13,350 = 16,350; the change is (7,350 − 16,350) / 16,350 = −55.0 %.
    expect(text).toMatch(/Revenue \(USD\)\s+\$7,350\.00\s+\$16,350\.00\s+-55%\s+down/);
    expect(text).toMatch(/Oct 24\s+\$390\.00/);
    expect(text).toMatch(/Nov 22\s+\$100\.00/);
    expect(text).toMatch(/Subscriptions\s+\$7,350\.00\s+100%/);
    expect(text).toMatch(/Completion rate \(%\)\s+50/);
  });

  it('draws the revenue chart as vector lines, not an image', async () => {
    const stats = kpiStats({ range: '90d', today: '2026-11-22', timeZone: 'UTC', rollups: dayLedger(days) });
    const bytes = await reportPdf(kpiReport(stats, new Date()), new Date());
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    const content = doc.getPages()[0]!.node.normalizedEntries().Contents;
    expect(content).toBeDefined();
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).not.toContain('/Subtype /Image');
    // 13 weekly points make 12 line segments, stroked.
    expect(pdfText(bytes)).toContain('Aug 25–30');
  });

  it("carries the workspace's name, and no 'BizPilot' anywhere in the file when white-labelled", async () => {
    const stats = kpiStats({ range: '30d', today: '2026-11-22', timeZone: 'UTC', rollups: dayLedger(days) });
    const brand = { displayName: 'Northwind Bakery', hideBizPilotName: true };
    const now = new Date('2026-11-22T18:05:00Z');
    const report = kpiReport(stats, now, brand);
    const bytes = await reportPdf(report, now);
    expect(pdfText(bytes)).toContain('Northwind Bakery KPI Report');
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect([doc.getTitle(), doc.getCreator(), doc.getProducer()]).toEqual([
      'Northwind Bakery KPI Report — Last 30 days: Oct 24, 2026 – Nov 22, 2026',
      'Northwind Bakery',
      'Northwind Bakery (pdf-lib)',
    ]);
    expect(pdfText(bytes)).not.toMatch(/bizpilot/i);
    expect(Buffer.from(bytes).toString('latin1')).not.toMatch(/bizpilot/i);
    expect(report.fileName).not.toMatch(/bizpilot/i);
  });

  it('puts gridlines on round amounts', () => {
    expect(niceCeiling(7_350)).toBe(10_000);
    expect(niceCeiling(390)).toBe(500);
    expect(niceCeiling(120)).toBe(200);
    expect(niceCeiling(0)).toBe(100);
  });
});
