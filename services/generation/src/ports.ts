/**
 * The ports every generation service uses (ARCHITECTURE.md, "Generation"): a text model (chat with streaming,
 * structured output) and an image model (generate, edit with a mask, remove background, compose, train a brand
 * model). Adapters implement them with each provider's official SDK; the demo generator implements the text port
 * offline. Nothing here knows about HTTP, the event store or the product's projects.
 */

/** Who answers: the four providers of section 9's models, or the offline demo generator. */
export const providerIds = ['openai', 'anthropic', 'google', 'replicate'] as const;
export type ProviderId = (typeof providerIds)[number];
export type TextProviderId = Exclude<ProviderId, 'replicate'> | 'demo';

/** How to reach a provider: the super admin's key and an optional base URL (a proxy or a compatible server). */
export interface ProviderConnection {
  apiKey: string;
  /** Without it the SDK's default (the provider's public API). */
  baseUrl?: string | null;
  /** Per attempt; the job runner owns the overall timeout. */
  timeoutMs?: number;
}

// ---------- text ----------

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
  /** Pictures the model reads with the text (user messages; a multimodal model: GPT-4o, Claude, Gemini). */
  images?: ChatImage[];
}

/** A picture in a chat message, sent inline (base64) in each provider's documented form. */
export interface ChatImage {
  bytes: Uint8Array;
  mediaType: 'image/png' | 'image/jpeg' | 'image/webp';
}

/**
 * What a text request was built from, in the product's terms. Providers ignore it (they read the prompt); the
 * offline demo generator answers from it, since it cannot read a prompt.
 */
export type TextTask =
  | { kind: 'names'; brief: TextBrief; count: number; refine?: Refinement }
  | { kind: 'catch_phrases'; brief: TextBrief; count: number; maxChars: number; refine?: Refinement }
  /** `turn`: the answer's number in the conversation (a new answer differs from the last). */
  | { kind: 'concepts'; brief: ConceptBrief; count: number; turn?: number }
  | { kind: 'concept_assist'; language: TextLanguage; category: string; shape: string; keywords: string[] }
  | { kind: 'panel_opinion'; language: TextLanguage; candidate: string; persona: string; sample: number }
  /** A key visual's scene description: `message` is the user's newest message, `turn` its number (0 first). */
  | { kind: 'key_visual_scene'; language: TextLanguage; type: KeyVisualSceneType; product: string; message: string; previous: string | null; turn: number }
  /** Design generation's prompt assist: an image prompt (in English, which image models read best) from category, shape and keywords. */
  | { kind: 'prompt_assist'; category: string; shape: string; keywords: string[] }
  /** Concept matching by a multimodal model: the pack's picture travels in the message; the demo generator cannot answer it. */
  | { kind: 'concept_vision'; language: TextLanguage; concept: string };

/** Section 1's key-visual types (contracts' `keyVisualTypes`). */
export type KeyVisualSceneType = 'usage_scene' | 'product_close_up' | 'before_after' | 'difficult_scene' | 'brand_world_view' | 'make_yourself';

export type TextLanguage = 'ja' | 'en' | 'zh-CN';

/** The naming/catch-phrase information form (route /chat-gpt/information). */
export interface TextBrief {
  language: TextLanguage;
  product: string;
  /** The category's name in the brief's language. */
  category: string;
  target: string;
  features: string[];
  tone: string;
  wordsToUse: string[];
  wordsToAvoid: string[];
}

/** A refinement turn of the conversation ("shorter", "more playful", "keep the third"). */
export interface Refinement {
  instruction: string;
  /** The last answer's items, in order (numbered from 1 as the user sees them). */
  previous: string[];
  /** Items the user marked as favourites: kept as they are. */
  favourites: string[];
  /** The turn's number in the conversation (1 = first refinement); the demo varies its answer with it. */
  turn: number;
}

export type ConceptTypeCode = 'TRENDS' | 'NEEDS' | 'NEW_USAGE' | 'TECHNOLOGY';

export interface ConceptBrief {
  language: TextLanguage;
  conceptType: ConceptTypeCode;
  product: string;
  category: string;
  target: string;
  /** The message step: what the user wants the concepts to lean towards. */
  message: string;
}

export interface TextRequest {
  /** The provider's model id, e.g. `gpt-4o`, `claude-sonnet-4-5`, `gemini-2.0-flash`. */
  model: string;
  system: string;
  messages: ChatMessage[];
  maxOutputTokens: number;
  temperature?: number;
  /** Structured output: the answer is one JSON value that follows this JSON schema (an object). */
  schema?: { name: string; jsonSchema: Record<string, unknown> };
  task: TextTask;
  signal?: AbortSignal;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface TextResult {
  /** The whole answer (for structured output, the JSON text). */
  text: string;
  /** The parsed JSON when a schema was asked for. */
  json?: unknown;
  usage: TokenUsage;
  /** The model id the provider says answered. */
  model: string;
  finishReason: 'stop' | 'length' | 'refused' | 'other';
}

export interface TextModel {
  readonly provider: TextProviderId;
  /** Answers `request`, calling `onDelta` with each piece of text as it streams in; resolves with the whole answer. */
  complete(request: TextRequest, onDelta?: (text: string) => void): Promise<TextResult>;
}

// ---------- images ----------

export interface ImageOutput {
  bytes: Uint8Array;
  mediaType: 'image/png' | 'image/jpeg' | 'image/webp';
  /** The seed the provider used, where it says. */
  seed?: number;
}

export interface ImageRequestBase {
  /** The provider's model id or Replicate model version (`owner/name` or `owner/name:version`). */
  model: string;
  prompt: string;
  negativePrompt?: string;
  width: number;
  height: number;
  count: number;
  seed?: number;
  steps?: number;
  /** A brand model's colours (brand generation): only the offline demo generator reads them; a trained model knows its brand. */
  brandPalette?: string[];
  /** A LoRA's weights by URL (a brand model brought as a LoRA file), for a model that loads one per request. */
  loraWeights?: string;
  signal?: AbortSignal;
}

export interface ImageResult {
  images: ImageOutput[];
  /** True when the images come from the labelled demo generator (no generative model ran); the product shows it. */
  demo?: boolean;
  /** Billing units the provider counts (images, or predictions); the product's tickets. */
  tickets: number;
  model: string;
}

export interface BrandTraining {
  /** Replicate's trainer version, e.g. `ostris/flux-dev-lora-trainer:<version>`. */
  trainer: string;
  /** The model the trained weights go to: `owner/name`, or a name for a model of the provider account's own (made when missing). */
  destination: string;
  /** A zip of the brand's images. */
  imagesZip: Uint8Array;
  triggerWord: string;
  steps?: number;
  signal?: AbortSignal;
}

/** Who makes images: a provider, or the offline operations of this machine (`src/offline/`). */
export type ImageProviderId = ProviderId | 'offline';

export interface ImageModel {
  readonly provider: ImageProviderId;
  generate(request: ImageRequestBase): Promise<ImageResult>;
  /** Changes the image where the mask is transparent (PNG with alpha), or all of it without a mask. */
  edit(request: ImageRequestBase & { images: Uint8Array[]; mask?: Uint8Array }): Promise<ImageResult>;
  removeBackground(request: Pick<ImageRequestBase, 'model' | 'signal'> & { image: Uint8Array }): Promise<ImageResult>;
  /** Composes several images into one as the prompt says. */
  compose(request: ImageRequestBase & { images: Uint8Array[] }): Promise<ImageResult>;
  /** Starts a brand-model training; resolves with the trained version once done. */
  trainBrand(request: BrandTraining): Promise<{ version: string }>;
  /** Super-resolution for print (this machine's ESRGAN; providers are not asked). */
  upscale?(request: { image: Uint8Array; scale: UpscaleFactor; signal?: AbortSignal }): Promise<ImageResult>;
}

/** The factors the super-resolution model ships weights for. */
export type UpscaleFactor = 2 | 3 | 4;
