import type { LocalizedText } from '../language';
import { localized } from './localized';

/** Design generation modes (section 1). */
export const generationModes = [
  { code: 'text_to_image', name: localized('テキストから生成', 'Text to image', '文本生成图像') },
  { code: 'image_fix', name: localized('画像修正', 'Image fix', '图像修改') },
  { code: 'inpaint', name: localized('部分変更', 'Partial change', '局部修改') },
  { code: 'background_removal', name: localized('背景削除', 'Background removal', '背景去除') },
  { code: 'brand_generation', name: localized('ブランド生成', 'Brand generation', '品牌生成') },
  { code: 'merge', name: localized('画像合成', 'Image composition', '图像合成') },
] as const satisfies readonly { code: string; name: LocalizedText }[];
export type GenerationMode = (typeof generationModes)[number]['code'];

/** Key-visual types (section 1). */
export const keyVisualTypes = [
  { code: 'usage_scene', name: localized('使用シーン', 'Usage scene', '使用场景') },
  { code: 'product_close_up', name: localized('商品アップ', 'Product up close', '产品特写') },
  { code: 'before_after', name: localized('使用前後', 'Before and after use', '使用前后') },
  { code: 'difficult_scene', name: localized('困りごとシーン', 'Difficult scene', '困扰场景') },
  { code: 'brand_world_view', name: localized('ブランドの世界観', 'Brand world view', '品牌世界观') },
  { code: 'make_yourself', name: localized('自由作成', 'Make it yourself', '自由创作') },
] as const satisfies readonly { code: string; name: LocalizedText }[];
export type KeyVisualType = (typeof keyVisualTypes)[number]['code'];

/**
 * Pack shapes the concept and prompt assists ask for (section 5: "prompt assist needs category and shape"). The
 * description names no list: these are the common retail pack formats.
 */
export const packShapes = [
  { code: 'bottle', name: localized('ボトル', 'Bottle', '瓶') },
  { code: 'can', name: localized('缶', 'Can', '罐') },
  { code: 'carton', name: localized('紙パック', 'Carton', '纸盒装') },
  { code: 'pouch', name: localized('パウチ', 'Pouch', '袋装（立袋）') },
  { code: 'box', name: localized('箱', 'Box', '盒') },
  { code: 'bag', name: localized('袋', 'Bag', '袋') },
  { code: 'jar', name: localized('瓶（広口）', 'Jar', '广口瓶') },
  { code: 'tube', name: localized('チューブ', 'Tube', '软管') },
  { code: 'cup', name: localized('カップ', 'Cup', '杯装') },
  { code: 'tray', name: localized('トレー', 'Tray', '托盘') },
  { code: 'other', name: localized('その他', 'Other', '其他') },
] as const satisfies readonly { code: string; name: LocalizedText }[];
export type PackShapeCode = (typeof packShapes)[number]['code'];

/** Concept generation types (section 3): id and code. */
export const conceptTypes = [
  { id: 1, code: 'TRENDS', name: localized('トレンド', 'Trends', '趋势') },
  { id: 2, code: 'NEEDS', name: localized('ニーズ', 'Needs', '需求') },
  { id: 3, code: 'NEW_USAGE', name: localized('新しい使い方', 'New usage', '新用途') },
  { id: 4, code: 'TECHNOLOGY', name: localized('技術', 'Technology', '技术') },
] as const satisfies readonly { id: number; code: string; name: LocalizedText }[];
export type ConceptTypeCode = (typeof conceptTypes)[number]['code'];

/** Seed ranges (section 5): the usual range, and the one large models accept. */
export const seedRanges = {
  standard: { min: -100000, max: 1000000 },
  large: { min: 0, max: 4294967294 },
} as const;

/** Canvas and batch limits by model size (section 5: 512 or 1024 px; batch max 16 or 4, suggested 4 or 1). */
export const generationSizeProfiles = {
  standard: { maxWidthHeight: 512, maxBatchSize: 16, suggestedBatchSize: 4 },
  large: { maxWidthHeight: 1024, maxBatchSize: 4, suggestedBatchSize: 1 },
} as const;
export type GenerationSizeProfile = keyof typeof generationSizeProfiles;

export interface GenerationModel {
  code: string;
  name: string;
  /**
   * Size, seed and batch limits for models we run ourselves; null for hosted APIs, which take no seed
   * range or batch of ours. The description does not say which model has which profile: the two
   * fine-tuned models are taken as 512-px models, SDXL and SD 3.5 Large as 1024-px ones.
   */
  profile: GenerationSizeProfile | null;
  /** Reference images the model accepts in one request, where the description gives a number. */
  maxInputImages: number | null;
}

/** Design generation models named in section 9. */
export const generationModels = [
  { code: 'package_design_ja', name: 'Japanese package-design model', profile: 'standard', maxInputImages: null },
  { code: 'sdxl', name: 'SDXL', profile: 'large', maxInputImages: null },
  { code: 'dall_e_3', name: 'DALL-E 3', profile: null, maxInputImages: null },
  { code: 'flux_1_1_pro', name: 'Flux 1.1 Pro', profile: null, maxInputImages: null },
  { code: 'gpt_image_1', name: 'GPT Image 1', profile: null, maxInputImages: 2 },
  { code: 'sd_3_5_large', name: 'SD 3.5 Large', profile: 'large', maxInputImages: null },
  { code: 'beer', name: 'Beer model', profile: 'standard', maxInputImages: null },
  { code: 'gemini_2_5_flash_image', name: 'Gemini 2.5 Flash Image', profile: null, maxInputImages: 5 },
] as const satisfies readonly GenerationModel[];
export type GenerationModelCode = (typeof generationModels)[number]['code'];

/** Models that write concepts (section 9). */
export const conceptModels = [
  { code: 'gpt_4o', name: 'GPT-4o' },
  { code: 'gemini_2_0_flash', name: 'Gemini 2.0 Flash' },
  { code: 'claude_4_5_sonnet', name: 'Claude 4.5 Sonnet' },
] as const;
export type ConceptModelCode = (typeof conceptModels)[number]['code'];

/** Key-visual and design generation limits (sections 5 and 9). */
export const generationLimits = {
  keyVisualMaxTotalImages: 1000,
  recommendedSteps: 20,
  /** The description gives only the recommendation (20); 50 is the most steps we accept. */
  maxSteps: 50,
  /** The smallest width or height a design may be asked at. */
  minWidthHeight: 64,
  /** Brand learning (section 1): 10 to 30 of the client's own images. */
  brandImagesMin: 10,
  brandImagesMax: 30,
  /** The longest side an upscale may make (A3 at 300 dpi is 4,961 px; the super-resolution model runs on the CPU here). */
  upscaleMaxLongSide: 6000,
  /** Blur radii offered to auto-create, in pixels. */
  blurOptions: [10, 50, 100],
} as const;

/** The seed range a model accepts: the large range for 1024-px models, the usual one otherwise. */
export function seedRangeFor(model: GenerationModel): { min: number; max: number } {
  return model.profile === 'large' ? seedRanges.large : seedRanges.standard;
}
