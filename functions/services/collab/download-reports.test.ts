import { describe, expect, it } from 'vitest';
import type { ReportRecord } from '#functions/domain/report.js';
import { REPORT_EXPORTS_PREFIX } from '#shared/media-keys.js';
import { inMemoryObjectStorage } from '#test/fixtures/in-memory.js';
import { fakeFileLinks } from '#test/memory/file-links.js';
import { inMemoryReportRepository } from '#test/memory/reports.js';
import { downloadReports } from './download-reports.js';

const report = (nom: string, nomStage: string): ReportRecord => ({
  stageId: 'st-1',
  nom,
  nomStage,
  miStage: '',
  finStage: '',
  version: 1,
  updated_at: '2026-07-10T08:00:00.000Z',
});

describe('downloadReports', () => {
  it("writes the stay's reports, sorted by trainee, to an xlsx and links it under the stay's name", async () => {
    // Prepare
    const media = inMemoryObjectStorage();
    const built: string[][] = [];
    const deps = {
      reports: inMemoryReportRepository([
        report('Zola Émile - z@example.org', "Colo d'été"),
        report('Martin Léa - l@example.org', "Colo d'été"),
        report('Autre Stagiaire - a@example.org', 'Autre séjour'),
      ]),
      buildWorkbook: async (reports: readonly ReportRecord[]) => {
        built.push(reports.map((r) => r.nom));
        return new Uint8Array([1, 2, 3]);
      },
      media,
      links: fakeFileLinks(),
      clock: () => new Date('2026-07-10T08:00:00Z'),
    };
    // Act
    const answer = await downloadReports(deps, "Colo d'été");
    // Assess
    expect(built).toEqual([['Martin Léa - l@example.org', 'Zola Émile - z@example.org']]);
    expect(answer.fileName).toBe("rapports_Colo_d'été.xlsx");
    expect(answer.count).toBe(2);
    const stored = [...media.objects.entries()];
    expect(stored).toHaveLength(1);
    expect(stored[0]?.[0].startsWith(REPORT_EXPORTS_PREFIX)).toBe(true);
    expect(stored[0]?.[1].contentType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(answer.url).toContain(encodeURIComponent("rapports_Colo_d'été.xlsx"));
  });
});
