import type { LocalizedText } from '../language';
import type { GenerationModelCode } from './generation';
import { uploadLimits } from './limits';
import { localized } from './localized';

/**
 * Logo creation (project type 3, issue 13 item 6). The description names the project type, the 4 MB logo image and
 * "max 2 logo images" (section 5), and prices "logo creation 15000" JPY (section 9); it shows no style list, so these
 * are the common kinds of logo a designer is asked for. `prompt` is how the style is said to an image model (English:
 * every model of section 9 reads it best).
 */
export const logoStyles = [
  {
    code: 'wordmark',
    name: localized('ロゴタイプ（文字のみ）', 'Wordmark (lettering only)', '文字标志（仅文字）'),
    prompt: 'a wordmark: the brand name alone in distinctive custom lettering, no symbol',
  },
  {
    code: 'monogram',
    name: localized('モノグラム（頭文字）', 'Monogram (initials)', '字母组合（首字母）'),
    prompt: 'a monogram: the initials of the brand name interlocked in a compact mark, with the full name small beneath',
  },
  {
    code: 'emblem',
    name: localized('エンブレム（紋章型）', 'Emblem (badge)', '徽章式'),
    prompt: 'an emblem: the brand name set inside a badge or seal shape',
  },
  {
    code: 'symbol_text',
    name: localized('シンボル＋文字', 'Symbol and text', '图形＋文字'),
    prompt: 'a combination mark: a simple abstract symbol beside the brand name (no mascot, no character)',
  },
  {
    code: 'hand_lettered',
    name: localized('手書き風', 'Hand-lettered', '手写风格'),
    prompt: 'a hand-lettered logo: the brand name in flowing brush or script lettering with a single swash',
  },
  {
    code: 'geometric',
    name: localized('幾何学シンボル', 'Geometric symbol', '几何图形'),
    prompt: 'a geometric logo: a mark built from a few simple geometric shapes above the brand name',
  },
] as const satisfies readonly { code: string; name: LocalizedText; prompt: string }[];
export type LogoStyleCode = (typeof logoStyles)[number]['code'];
export const logoStyleCodes = logoStyles.map((style) => style.code) as [LogoStyleCode, ...LogoStyleCode[]];

/** A colour as the brief takes it: `#RRGGBB`. */
export const hexColourPattern = /^#[0-9a-fA-F]{6}$/;

/** The image models a logo can be made with: the general models of section 9 (the package-design and beer models draw packs). */
export const logoModelCodes = ['gpt_image_1', 'dall_e_3', 'gemini_2_5_flash_image', 'flux_1_1_pro', 'sd_3_5_large', 'sdxl'] as const satisfies readonly GenerationModelCode[];
export type LogoModelCode = (typeof logoModelCodes)[number];

/** Limits of a logo brief and its generations (sections 5 and 9; the rest are our choice, said here). */
export const logoLimits = {
  /** Visible characters of the brand name (our choice: a logo reads at a glance). */
  brandNameMaxLength: 40,
  coloursMin: 1,
  coloursMax: 3,
  descriptionMaxLength: 500,
  /** Section 5: "logo 4 MB", "max 2 logo images". */
  referenceImages: uploadLimits.maxLogoImages,
  referenceBytes: uploadLimits.logoBytes,
  /** Logos in one generation (our choice), and the default. */
  maxCount: 4,
  defaultCount: 2,
  /** The square canvas a logo is drawn on (providers: their nearest square size). */
  size: 1024,
  defaultModel: 'gpt_image_1' as LogoModelCode,
} as const;
