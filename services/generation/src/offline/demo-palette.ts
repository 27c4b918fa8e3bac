import type { Random } from '../demo/random';

/**
 * The demo image's colours and pack shape, read from the prompt's words (en / ja / zh-CN). Words it does not know
 * leave the choice to the seeded generator, so every prompt gets some pack.
 */
export type DemoPackShape = 'carton' | 'bottle' | 'can' | 'pouch' | 'box';

export interface DemoPalette {
  backdrop: [string, string];
  body: string;
  accent: string;
  label: string;
  ink: string;
}

const colourWords: [RegExp, number, number][] = [
  // [words, hue, saturation %]
  [/\bred\b|strawberr|cherry|tomato|赤|苺|いちご|红|草莓/iu, 355, 70],
  [/orange|mandarin|citrus|オレンジ|みかん|橙|柑/iu, 28, 85],
  [/yellow|lemon|banana|honey|黄|レモン|蜂蜜|はちみつ|柠檬/iu, 48, 85],
  [/green|matcha|mint|lime|herb|緑|抹茶|ミント|绿/iu, 130, 45],
  [/blue|ocean|sea|sky|soda|青|海|空|ソーダ|蓝/iu, 210, 65],
  [/purple|grape|lavender|blueberr|紫|ぶどう|葡萄/iu, 275, 45],
  [/pink|peach|sakura|rose|ピンク|桃|もも|桜|さくら|粉|樱/iu, 335, 60],
  [/brown|coffee|chocolate|cocoa|茶色|コーヒー|珈琲|チョコ|咖啡|巧克力|棕/iu, 25, 45],
  [/black|dark|charcoal|黒|黑/iu, 220, 8],
];

const shapeWords: [RegExp, DemoPackShape][] = [
  [/bottle|ボトル|瓶|びん|ペット|瓶子/iu, 'bottle'],
  [/\bcan\b|\bcans\b|缶|罐/iu, 'can'],
  [/pouch|bag|sachet|パウチ|袋/iu, 'pouch'],
  [/carton|紙パック|パック|盒装奶|纸盒/iu, 'carton'],
  [/\bbox\b|箱|盒/iu, 'box'],
];

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)}, ${Math.round(s)}%, ${Math.round(l)}%)`;

export function shapeOf(prompt: string, random: Random): DemoPackShape {
  return shapeWords.find(([words]) => words.test(prompt))?.[1] ?? random.pick(['carton', 'bottle', 'can', 'pouch', 'box'] as const);
}

/** The body takes the prompt's first colour word, the accent its second (or a neighbour hue); the backdrop is a pale complement. */
export function paletteOf(prompt: string, random: Random): DemoPalette {
  const found = colourWords
    .map(([words, hue, saturation]) => ({ at: prompt.search(words), hue, saturation }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  const body = found[0] ?? { hue: random.int(360), saturation: 45 + random.int(35) };
  const accent = found[1] ?? { hue: body.hue + 30 + random.int(60), saturation: Math.min(90, body.saturation + 10) };
  const backdropHue = body.hue + 180 + random.int(40) - 20;
  return {
    backdrop: [hsl(backdropHue, 25, 92), hsl(backdropHue + 25, 30, 80)],
    body: hsl(body.hue, body.saturation, 32 + random.int(14)),
    accent: hsl(accent.hue, accent.saturation, 50),
    label: hsl(body.hue, 30, 95),
    ink: hsl(body.hue, 40, 16),
  };
}
