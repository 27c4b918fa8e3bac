import type { ProjectResults } from '@packlens/contracts';
import sharp from 'sharp';
import type { ReportAssets, ReportContent, ReportImageKind } from '../src';

/**
 * A calculated survey project as GET /api/projects/{id}/results returns it: three pack designs of a
 * beverage (a food category, so 20 image words), two segments (overall, female), heat maps of the first two
 * images, concept matching, a standard value per segment, computed by the demo model.
 */

export const imageIds = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'] as const;
export const shelfImageId = '44444444-4444-4444-8444-444444444444';
const projectId = '99999999-9999-4999-8999-999999999999';
const userId = '88888888-8888-4888-8888-888888888888';

export const imageNames = ['桜ラテ A案', '桜ラテ B案', 'Sakura Latte C'] as const;

/** Deterministic "probabilities" so the fixture stays the same between runs. */
function wordProbabilities(seed: number): { word_id: number; probability: number }[] {
  return Array.from({ length: 20 }, (_, i) => ({ word_id: i + 1, probability: Math.round((0.08 + 0.84 * (((seed * 37 + i * 53) % 97) / 96)) * 1000) / 1000 }));
}

const packImage = (index: number) => ({
  id: imageIds[index],
  name: imageNames[index],
  file_name: `pack-${index + 1}.png`,
  media_type: 'image/png' as const,
  bytes: 120_000,
  width: 600,
  height: 900,
  category_id: 2,
  product_copy: '',
  preview_url: `/api/files/preview-${index}`,
  regions: [],
  status: 'done' as const,
  failure: null,
});

function project(overrides: Partial<ProjectResults['project']> = {}): ProjectResults['project'] {
  return {
    id: projectId,
    name: '春の新商品パッケージ評価',
    type: 1,
    country: 'jp',
    department: 'マーケティング部',
    status: 'SUCCESS',
    created_at: '2026-11-20T01:00:00.000Z',
    created_by: { id: userId, name: '山田 花子' },
    expires_at: '2026-12-20T01:00:00.000Z',
    days_left: 29,
    expired: false,
    image_count: 3,
    segment_ids: [1, 3],
    menus: ['preference_score', 'heatmap', 'image_word', 'image_word_scatter', 'preference_variance', 'concept_matching'],
    images: [packImage(0), packImage(1), packImage(2)],
    standard_value: { mode: 3, values: { '1': 3.2, '3': 3.4 } },
    concept: { text: '春限定の桜の香りで、やさしく上品な気分になれるラテ。', language: 'ja' },
    concept_skipped: false,
    calculation: { id: '77777777-7777-4777-8777-777777777777', requested_at: '2026-11-20T01:05:00.000Z', done: 3, total: 3, completed_at: '2026-11-20T01:07:00.000Z' },
    missing_steps: [],
    ...overrides,
  };
}

const scores = (means: number[], sds: number[], standard: number) => {
  const ranks = means.map((m) => 1 + means.filter((other) => other > m).length);
  return means.map((mean, i) => ({ image_id: imageIds[i], final_score: mean, sd: sds[i], order: i + 1, rank: ranks[i], standard_diff: Math.round((mean - standard) * 100) / 100, norm_percentile: null }));
};

export function surveyResults(overrides: Partial<ProjectResults> = {}): ProjectResults {
  return {
    project: project(),
    model: { version: 'demo-2026.11.1', demo: true },
    heatmap_model: 'heatmap-2026.11',
    standard_value_note: null,
    segments: [
      {
        segment_id: 1,
        standard_value: 3.2,
        norm: null,
        scores: scores([3.62, 3.18, 3.41], [0.84, 1.12, 0.97], 3.2),
        image_words: imageIds.map((id, i) => ({ image_id: id, words: wordProbabilities(i + 1) })),
      },
      {
        segment_id: 3,
        standard_value: 3.4,
        norm: null,
        scores: scores([3.88, 3.05, 3.52], [0.71, 1.2, 0.9], 3.4),
        image_words: imageIds.map((id, i) => ({ image_id: id, words: wordProbabilities(i + 7) })),
      },
    ],
    heatmaps: imageIds.slice(0, 2).map((id) => ({ image_id: id, map_url: `/api/files/map-${id}`, overlay_url: `/api/files/overlay-${id}`, width: 600, height: 900, regions: [] })),
    concept: [
      { image_id: imageIds[0], level: 4, score: 0.71, driving_words: ['Elegant', 'Refreshing', 'Natural'], vision: null },
      { image_id: imageIds[1], level: 2, score: 0.38, driving_words: ['Cute'], vision: null },
      { image_id: imageIds[2], level: 3, score: 0.55, driving_words: [], vision: null },
    ],
    ...overrides,
  };
}

export const longRegionLabel = 'プライベートブランドの緑茶ペットボトル500ml（上段左から三番目、エンド陳列の手前側にある新パッケージ）';

/** A shelf project (type 4): one shelf photo with three marked products and their share of attention. */
export function shelfResults(): ProjectResults {
  const regions = [
    { region_id: 'r1', label: '自社商品', x: 120, y: 140, width: 260, height: 380 },
    { region_id: 'r2', label: '競合A', x: 640, y: 160, width: 240, height: 360 },
    { region_id: 'r3', label: longRegionLabel, x: 1100, y: 420, width: 300, height: 380 },
  ];
  return {
    project: project({
      name: '店頭棚評価 2026秋',
      type: 4,
      segment_ids: [1],
      menus: ['shelf_heatmap'],
      image_count: 1,
      images: [{ ...packImage(0), id: shelfImageId, name: '飲料棚 正面', width: 1600, height: 900, regions }],
      standard_value: { mode: 0, values: {} },
      concept: null,
    }),
    model: null,
    heatmap_model: 'heatmap-2026.11',
    standard_value_note: null,
    segments: [],
    heatmaps: [
      {
        image_id: shelfImageId,
        map_url: '/api/files/map-shelf',
        overlay_url: '/api/files/overlay-shelf',
        width: 1600,
        height: 900,
        regions: [
          { region_id: 'r1', label: '自社商品', share: 0.312 },
          { region_id: 'r2', label: '競合A', share: 0.187 },
          { region_id: 'r3', label: longRegionLabel, share: 0.094 },
        ],
      },
    ],
    concept: [],
  };
}

export function content(overrides: Partial<ReportContent> = {}): ReportContent {
  return { results: surveyResults(), type: 'over_all', segmentId: 1, language: 'ja', generatedAt: new Date('2026-11-21T05:30:00Z'), ...overrides };
}

// ---------- pictures ----------

const packColours = ['#f9c5d1', '#c7e3f4', '#f6e7b4'];

/** A pack design drawn from SVG: a coloured box with a label block and a bottle shape. */
async function packPng(index: number, width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="${packColours[index % 3]}"/>
<rect x="${width * 0.15}" y="${height * 0.1}" width="${width * 0.7}" height="${height * 0.22}" rx="20" fill="#ffffff"/>
<circle cx="${width / 2}" cy="${height * 0.58}" r="${width * 0.22}" fill="#d9467a"/>
<rect x="${width * 0.2}" y="${height * 0.85}" width="${width * 0.6}" height="${height * 0.06}" fill="#4b5563"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A heat map: a blob of warm colour around (cx, cy) fading to blue, blended over the pack when `over`. */
async function heatPng(width: number, height: number, spots: readonly [number, number][], over?: Buffer): Promise<Buffer> {
  const rgba = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let v = 0;
      for (const [cx, cy] of spots) v = Math.max(v, Math.exp(-(((x - cx * width) ** 2 + (y - cy * height) ** 2) / (2 * (0.14 * Math.min(width, height)) ** 2))));
      const o = (y * width + x) * 4;
      rgba[o] = Math.round(255 * Math.min(1, 2 * v));
      rgba[o + 1] = Math.round(255 * Math.min(1, 2 * v) * (1 - v));
      rgba[o + 2] = Math.round(255 * (1 - v));
      rgba[o + 3] = over ? Math.round(40 + 170 * v) : 255;
    }
  }
  const heat = sharp(rgba, { raw: { width, height, channels: 4 } });
  if (!over) return heat.png().toBuffer();
  return sharp(over).composite([{ input: await heat.png().toBuffer() }]).flatten({ background: '#ffffff' }).png().toBuffer();
}

/** Pictures of the fixtures, generated once per process, served like the blob store would. */
export async function fixtureAssets(): Promise<ReportAssets & { requested: string[] }> {
  const pictures = new Map<string, Buffer>();
  const spots: [number, number][][] = [[[0.5, 0.25]], [[0.5, 0.58]]];
  for (const [i, id] of imageIds.entries()) {
    const pack = await packPng(i, 300, 450);
    pictures.set(`${id}:preview`, pack);
    if (i < 2) {
      pictures.set(`${id}:map`, await heatPng(300, 450, spots[i]));
      pictures.set(`${id}:overlay`, await heatPng(300, 450, spots[i], pack));
    }
  }
  const shelf = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450">
<rect width="800" height="450" fill="#e5e7eb"/><rect y="260" width="800" height="14" fill="#6b7280"/>
${[60, 320, 550].map((x, i) => `<rect x="${x}" y="${i === 2 ? 210 : 70}" width="${i === 2 ? 150 : 130}" height="190" fill="${packColours[i]}" stroke="#374151"/>`).join('')}
</svg>`))
    .png()
    .toBuffer();
  pictures.set(`${shelfImageId}:preview`, shelf);
  pictures.set(`${shelfImageId}:overlay`, await heatPng(800, 450, [[0.16, 0.35], [0.48, 0.4]], shelf));
  const requested: string[] = [];
  return {
    requested,
    async image(imageId: string, kind: ReportImageKind) {
      requested.push(`${imageId}:${kind}`);
      const bytes = pictures.get(`${imageId}:${kind}`);
      return bytes ? { bytes, contentType: 'image/png' } : undefined;
    },
  };
}
