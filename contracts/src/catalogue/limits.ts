/**
 * Business constants and limits of sections 5 and 9 that no other catalogue file owns. Segment, image-word
 * and plan limits live with their catalogues (segments.ts, image-words.ts, plans.ts).
 */

const megabyte = 1024 * 1024;

/** Uploads (section 5). */
export const uploadLimits = {
  imagesPerUpload: 10,
  acceptedExtensions: ['jpg', 'jpeg', 'png', 'pdf'],
  acceptedMediaTypes: ['image/jpeg', 'image/png', 'application/pdf'],
  /** Survey images. One part of the description says 5 MB (below); the messages say 4 MB, which we enforce. */
  imageBytes: 4 * megabyte,
  /** The 5 MB (5242880 bytes) image limit one part of the description states; the hard ceiling. */
  imageHardBytes: 5242880,
  shelfImageBytes: 15 * megabyte,
  heatmapImageBytes: 15 * megabyte,
  /** Additional-learning files must be under 50 MB. */
  additionalLearningBytes: 50 * megabyte,
  logoBytes: 4 * megabyte,
  psdBytes: 25 * megabyte,
  loraBytes: 50 * megabyte,
  recommendedImageBytes: 1 * megabyte,
  maxPsdFiles: 5,
  maxLogoImages: 2,
  maxComparisonImages: 2,
  imageNameMaxLength: 20,
  fileNameMaxLength: 30,
} as const;

/** Numeric inputs (section 5). */
export const inputLimits = {
  referenceValue: { min: 0, max: 5 },
  /** The assist prompt of concept input. Other text lengths (product copy, key-visual text) are not shown. */
  conceptPromptMaxLength: 500,
} as const;

/** Results (sections 5 and 9). */
export const resultLimits = {
  preferenceScale: { min: 1, max: 5 },
  conceptMatchingLevels: 5,
  /** A model is accurate enough when its absolute error is within 0.075 on the 5-point scale (1.5 %). */
  accuracyThreshold: 0.075,
  averageRadarChartMax: 2,
  /**
   * Images in one analysis report. The description disagrees: "11 or more rejected" (max 10) and "no more
   * than 11 can be selected" (max 11). We take 10: it is accepted under both readings, and it matches the
   * 10 images a project can take in one upload.
   */
  analysisReportMaxImages: 10,
} as const;

/** Validity periods and waits (sections 4 and 9). */
export const timeLimits = {
  pastProjectValidityMonths: 1,
  /** Registration and password-reset URLs. */
  urlValidityHours: 24,
  /** The client refreshes its token when fewer seconds than this remain. */
  tokenRefreshThresholdSeconds: 1800,
  generationMaxWaitMinutes: 10,
  /** A brand training on Replicate takes tens of minutes (a LoRA of 1,000 steps); the description gives no limit. */
  brandTrainingMaxMinutes: 120,
  calculationWaitMinutes: { usual: 3, longest: 10 },
  downloadMaxWaitMinutes: 7,
} as const;

/** Naming and catch-phrase chat (sections 5 and 9). */
export const chatLimits = {
  namingCounts: [30, 50, 100],
  catchPhraseCounts: [10, 20, 30],
  /** Catch-phrase count times maximum characters may not exceed this. */
  catchPhraseCharacterBudget: 3000,
} as const;

/** Whether a catch-phrase request stays within the character budget (count x max characters <= 3000). */
export function catchPhraseWithinBudget(count: number, maxCharacters: number): boolean {
  return count * maxCharacters <= chatLimits.catchPhraseCharacterBudget;
}

/** Tables and widgets of the consoles (section 9). */
export const uiDefaults = {
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 10,
  tableStateSeconds: 7200,
  debounceMs: 1000,
  carouselIntervalMs: 5000,
  thousandsSeparator: ',',
} as const;
