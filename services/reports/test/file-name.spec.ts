import { describe, expect, it } from 'vitest';
import { contentDisposition, reportFileName } from '../src';
import { content, surveyResults } from './fixture';

describe('report file name', () => {
  it('is the project name, the report type and the date in Japan time', () => {
    // 2026-11-21 20:30 UTC is already the 22nd in Japan.
    expect(reportFileName(content({ type: 'variance', generatedAt: new Date('2026-11-21T20:30:00Z') }))).toBe('春の新商品パッケージ評価_variance_20261122.pdf');
  });

  it('replaces characters no file system accepts and cuts the name to 30 characters', () => {
    const results = surveyResults();
    results.project.name = ' A/B: "test" <draft>? 評価*|レポート\\ version 2 with a long tail ';
    const name = reportFileName(content({ results }));
    expect(name).toBe('A_B_test_draft_評価_レポート_version_over_all_20261121.pdf');
    expect(name).not.toMatch(/[\\/:*?"<>| ]/);
    expect(Array.from(name.split('_over_all_')[0]).length).toBeLessThanOrEqual(30);
  });

  it('falls back to "report" for a name of forbidden characters only', () => {
    const results = surveyResults();
    results.project.name = '///';
    expect(reportFileName(content({ results, type: 'shelve' }))).toBe('report_shelve_20261121.pdf');
  });

  it('gives a download header with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('春_over_all_20261121.pdf')).toBe(`attachment; filename="__over_all_20261121.pdf"; filename*=UTF-8''%E6%98%A5_over_all_20261121.pdf`);
  });
});
