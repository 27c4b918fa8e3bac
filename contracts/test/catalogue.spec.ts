import { describe, expect, it } from 'vitest';
import {
  CountrySettingEntry,
  catchPhraseWithinBudget,
  chatLimits,
  conceptTypes,
  generationModels,
  menuAvailableFor,
  menuById,
  menuItems,
  pdfExportTypes,
  projectTypeCatalogue,
  resultLimits,
  seedRangeFor,
  standardValueModeNames,
  surveyMenuIds,
  uploadLimits,
} from '../src';

describe('menus', () => {
  it('list the six survey menus of section 1, with the preference score required', () => {
    expect(surveyMenuIds.map((id) => menuById(id)?.text.en)).toEqual([
      'Preference score',
      'Heat map',
      'Image word',
      'Image word scatter',
      'Preference standard deviation',
      'Concept matching',
    ]);
    expect(menuItems.filter((menu) => menu.required).map((menu) => menu.code)).toEqual(['preference_score']);
  });

  it('print each menu with a PDF export type that exists', () => {
    for (const menu of menuItems) expect(pdfExportTypes).toContain(menu.pdfExportType);
  });

  it('show concept matching to monthly and ad hoc plans only (section 6)', () => {
    const conceptMatching = menuById(6)!;
    expect(menuAvailableFor(conceptMatching, 1)).toBe(true);
    expect(menuAvailableFor(conceptMatching, 2)).toBe(true);
    expect(menuAvailableFor(conceptMatching, 3)).toBe(false);
    expect(menuAvailableFor(conceptMatching, 4)).toBe(false);
    expect(menuAvailableFor(menuById(1)!, 4)).toBe(true);
  });
});

describe('project and concept kinds', () => {
  it('number the project types 1-8 as section 3 does', () => {
    expect(projectTypeCatalogue.map((type) => [type.id, type.code])).toEqual([
      [1, 'survey'],
      [2, 'create'],
      [3, 'logo'],
      [4, 'heatmap_shelve'],
      [5, 'chatgpt'],
      [6, 'stable_diffusion'],
      [7, 'generate_key_visual'],
      [8, 'generate_concept'],
    ]);
  });

  it('code the concept types TRENDS, NEEDS, NEW_USAGE and TECHNOLOGY', () => {
    expect(conceptTypes.map((type) => type.code)).toEqual(['TRENDS', 'NEEDS', 'NEW_USAGE', 'TECHNOLOGY']);
  });

  it('name the four standard-value modes 0-3', () => {
    expect(Object.keys(standardValueModeNames)).toEqual(['0', '1', '2', '3']);
  });
});

describe('limits', () => {
  it('take 10 images per upload of at most 4 MB each, 5242880 bytes at the hard ceiling', () => {
    expect(uploadLimits.imagesPerUpload).toBe(10);
    expect(uploadLimits.imageBytes).toBe(4194304);
    expect(uploadLimits.imageHardBytes).toBe(5 * 1024 * 1024);
  });

  it('let an analysis report take 10 images, the reading both sources accept', () => {
    expect(resultLimits.analysisReportMaxImages).toBe(10);
  });

  it('keep catch-phrase count times maximum characters within 3000', () => {
    expect(chatLimits.catchPhraseCounts).toEqual([10, 20, 30]);
    expect(catchPhraseWithinBudget(30, 100)).toBe(true);
    expect(catchPhraseWithinBudget(30, 101)).toBe(false);
  });

  it('give 1024-px models the large seed range and others the usual one', () => {
    const sdxl = generationModels.find((model) => model.code === 'sdxl')!;
    const japanese = generationModels.find((model) => model.code === 'package_design_ja')!;
    expect(seedRangeFor(sdxl)).toEqual({ min: 0, max: 4294967294 });
    expect(seedRangeFor(japanese)).toEqual({ min: -100000, max: 1000000 });
    expect(generationModels.find((model) => model.code === 'gpt_image_1')?.maxInputImages).toBe(2);
    expect(generationModels.find((model) => model.code === 'gemini_2_5_flash_image')?.maxInputImages).toBe(5);
  });
});

describe('country setting entry', () => {
  it('reads a country, a 0/1 status and an image limit', () => {
    expect(CountrySettingEntry.parse({ country: 'th', status: 1, max_images: 50 })).toEqual({ country: 'th', status: 1, max_images: 50 });
    expect(CountrySettingEntry.safeParse({ country: 'us', status: 1, max_images: 50 }).success).toBe(false);
    expect(CountrySettingEntry.safeParse({ country: 'jp', status: 2, max_images: null }).success).toBe(false);
  });
});
