import type { Random } from './random';

/**
 * The offline demo's prompt assist: an image prompt assembled from the category, the pack's shape and the keywords
 * (a quoted keyword is kept as the product name), with a look, a composition and a light picked by the seed. It reads
 * nothing it was not given; a text model writes a better one.
 */
export function demoPromptAssist(input: { category: string; shape: string; keywords: string[] }, random: Random): string {
  const name = input.keywords.find((keyword) => /^["“「].+["”」]$/u.test(keyword));
  const ideas = input.keywords.filter((keyword) => keyword !== name);
  const looks = ['clean modern design, bold typography', 'premium minimal design, soft matte finish', 'playful colourful illustration style', 'natural organic look, kraft paper texture'];
  const scenes = ['front view on a plain backdrop', 'three-quarter view on a shelf', 'hero shot on a light table'];
  const lights = ['soft studio lighting', 'bright daylight', 'warm rim light'];
  const shape = input.shape.trim() || 'pack';
  const parts = [
    `${name ? `${name} ` : ''}${shape} package design`,
    input.category.trim() ? `for ${input.category.trim().toLowerCase()}` : null,
    ...ideas,
    random.pick(looks),
    random.pick(scenes),
    random.pick(lights),
    'high detail, commercial product photography',
  ];
  return parts.filter((part): part is string => Boolean(part)).join(', ').slice(0, 400);
}
