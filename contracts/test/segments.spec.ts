import { describe, expect, it } from 'vitest';
import {
  SegmentSelection,
  isSegmentId,
  maxSegmentsPerProject,
  segmentById,
  segmentIds,
  segmentTableText,
  segments,
  truncateTableText,
} from '../src/catalogue/segments';
import { errorCatalogue } from '../src/errors/catalogue';

describe('segments', () => {
  it('are exactly overall, male, female, category users and the age bands of section 3', () => {
    expect(segments.map((segment) => segment.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 25, 26, 27, 28, 35, 36, 37, 38]);
    expect([...segmentIds]).toEqual(segments.map((segment) => segment.id));
  });

  it('leave out id 9, whose meaning the description does not show', () => {
    expect(segmentById(9)).toBeUndefined();
    expect(isSegmentId(9)).toBe(false);
  });

  it('name the gender and decade of the age bands in every language', () => {
    expect(segmentById(27)?.texts).toEqual({ ja: '男性40代', en: 'Male 40s', 'zh-CN': '男性40-49岁' });
    expect(segmentById(35)?.shortText.ja).toBe('女20代');
    expect(segmentById(8)?.text).toBe('50代');
  });

  it('carry the Japanese text, a css class and a distinct chart colour each', () => {
    for (const segment of segments) {
      expect(segment.text).toBe(segment.texts.ja);
      expect(segment.cssClass).toMatch(/^segment-/);
      expect(segment.chartBackgroundColor).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(new Set(segments.map((s) => s.chartBackgroundColor)).size).toBe(segments.length);
  });

  describe('a project selection', () => {
    it('accepts up to six distinct segments', () => {
      expect(SegmentSelection.safeParse([1, 2, 3, 25, 26, 38]).success).toBe(true);
    });

    it('refuses a seventh segment with the per-project limit code', () => {
      expect(maxSegmentsPerProject).toBe(6);
      const result = SegmentSelection.safeParse([1, 2, 3, 4, 5, 6, 7]);
      expect(result.success).toBe(false);
      const code = result.error!.issues[0].message;
      expect(code).toBe('SEGMENT_LIMIT_PER_PROJECT');
      expect(code in errorCatalogue).toBe(true);
    });

    it('refuses unknown ids and repeats', () => {
      expect(SegmentSelection.safeParse([1, 9]).success).toBe(false);
      expect(SegmentSelection.safeParse([2, 2]).success).toBe(false);
      expect(SegmentSelection.safeParse([]).success).toBe(false);
    });
  });

  describe('table text', () => {
    it('is kept as it is up to 50 characters', () => {
      const fifty = 'あ'.repeat(50);
      expect(truncateTableText(fifty)).toBe(fifty);
    });

    it('is cut at 50 characters and ends with an ellipsis beyond that', () => {
      expect(truncateTableText('x'.repeat(51))).toBe(`${'x'.repeat(50)}…`);
    });

    it('counts a character outside the basic plane as one and never splits it', () => {
      const text = `${'a'.repeat(49)}𠮷𠮷`;
      expect(truncateTableText(text)).toBe(`${'a'.repeat(49)}𠮷…`);
    });

    it('is given per language for a segment', () => {
      expect(segmentTableText(segmentById(4)!, 'en')).toBe('Category users');
    });
  });
});
