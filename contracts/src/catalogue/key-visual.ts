import { generationLimits, type KeyVisualType } from './generation';

/**
 * Key visuals (project type 7, issue 13 item 5): where the product's own pack goes in the scene of each of section
 * 1's six types, and the limits of the service. The scene comes from an image model (or the labelled demo); the
 * pack is the client's upload, cut out and placed here, so every key visual holds the real product.
 */

/** Where the pack lands: fractions of the canvas. */
export interface KeyVisualPlacement {
  /** The pack's point that lands at (x, y): its centre (it floats), or the middle of its bottom edge (it stands). */
  anchor: 'centre' | 'bottom';
  x: number;
  y: number;
  /** The most of the canvas's height and width the pack may take (it keeps its proportions). */
  height: number;
  width: number;
  /** A soft drop shadow under the pack. */
  shadow: boolean;
}

/**
 * Each type's composition: up close the pack is large and central; in a usage or difficult scene it is smaller and
 * stands in the lower third on the right, the scene around it; before/after puts it in the "after" half (right) of a
 * split scene; the brand world view floats it over a scene in the brand's colour; "make it yourself" stands it in
 * the middle of whatever the user described.
 */
export const keyVisualPlacements: Record<KeyVisualType, KeyVisualPlacement> = {
  usage_scene: { anchor: 'bottom', x: 0.68, y: 0.94, height: 0.32, width: 0.28, shadow: true },
  product_close_up: { anchor: 'centre', x: 0.5, y: 0.5, height: 0.8, width: 0.7, shadow: true },
  before_after: { anchor: 'bottom', x: 0.75, y: 0.92, height: 0.48, width: 0.38, shadow: true },
  difficult_scene: { anchor: 'bottom', x: 0.74, y: 0.93, height: 0.42, width: 0.34, shadow: true },
  brand_world_view: { anchor: 'centre', x: 0.5, y: 0.52, height: 0.62, width: 0.5, shadow: true },
  make_yourself: { anchor: 'bottom', x: 0.5, y: 0.92, height: 0.55, width: 0.5, shadow: true },
};

export const keyVisualLimits = {
  /**
   * Section 9: "key-visual generation up to 1000 images in total". Counted per project, every image ever made (a
   * deleted one still counts), as a regeneration limit is: beyond it, a new project.
   */
  maxTotalImages: generationLimits.keyVisualMaxTotalImages,
  /** Section 5 gives key-visual text a maximum length without its value: 500, as the concept assist's prompt. */
  messageMaxChars: 500,
  productMaxChars: 100,
  /** A landscape visual by default (an advertising format); the model's own size limits apply. */
  defaultWidth: 1024,
  defaultHeight: 768,
  /** The image model when none is chosen (section 9's GPT Image 1), and the text model of the conversation. */
  defaultModelCode: 'gpt_image_1',
  defaultTextModelCode: 'gpt_4o',
} as const;
