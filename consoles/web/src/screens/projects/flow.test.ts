import { describe, expect, it } from 'vitest';
import { nextStep, previousStep, resumeStep, stepPath, stepsOf } from './flow';
import { projectDetail } from './testing';

describe('the survey flow', () => {
  it('asks for the product copy in Japan only (section 2)', () => {
    expect(stepsOf({ country: 'jp', menus: [] })).toContain('select_product_copy');
    expect(stepsOf({ country: 'cn', menus: [] })).not.toContain('select_product_copy');
    expect(nextStep({ country: 'jp', menus: [] }, 'select_image')).toBe('select_product_copy');
    expect(nextStep({ country: 'th', menus: [] }, 'select_image')).toBe('select_category');
    expect(previousStep({ country: 'th', menus: [] }, 'select_category')).toBe('select_image');
  });

  it('asks for a concept only when concept matching is ordered, before confirm', () => {
    expect(nextStep({ country: 'jp', menus: ['preference_score'] }, 'select_score')).toBe('confirm');
    expect(nextStep({ country: 'jp', menus: ['preference_score', 'concept_matching'] }, 'select_score')).toBe('input_concept');
    expect(nextStep({ country: 'jp', menus: ['concept_matching'] }, 'input_concept')).toBe('confirm');
  });

  it('runs register, menus, segments, images, copy, category, standard value, confirm, result in that order', () => {
    expect(stepsOf({ country: 'jp', menus: [] })).toEqual([
      'register', 'select_menu', 'select_segment', 'select_image', 'select_product_copy', 'select_category', 'select_score', 'confirm', 'results',
    ]);
  });

  it('carries the project in the URL', () => {
    expect(stepPath('select_image', 'p-1')).toBe('/project-create/select_image?project=p-1');
    expect(stepPath('results', 'p-1')).toBe('/project-create/results?project=p-1');
  });

  it('reopens a calculated or calculating project on its results, a draft on its first missing step', () => {
    expect(resumeStep(projectDetail({ status: 'SUCCESS' }))).toBe('results');
    expect(resumeStep(projectDetail({ status: 'PROGRESS' }))).toBe('results');
    expect(resumeStep(projectDetail({ status: 'FAILURE' }))).toBe('results');
    expect(resumeStep(projectDetail({ missing_steps: ['select_category'] }))).toBe('select_category');
    expect(resumeStep(projectDetail({ missing_steps: [] }))).toBe('confirm');
  });

  it('reads the step of a list row (no missing steps) from what the row shows', () => {
    const { missing_steps: _missing, ...row } = projectDetail();
    expect(resumeStep({ ...row, menus: [] })).toBe('select_menu');
    expect(resumeStep({ ...row, menus: ['preference_score'], segment_ids: [] })).toBe('select_segment');
    expect(resumeStep({ ...row, menus: ['preference_score'], segment_ids: [1], image_count: 0 })).toBe('select_image');
    expect(resumeStep({ ...row, menus: ['preference_score'], segment_ids: [1], image_count: 2 })).toBe('confirm');
  });
});
