/** The visible text of an HTML or SVG fragment: tags dropped, entities decoded, white space collapsed. */
export function textOf(markup: string): string {
  return markup
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every URL the markup would load: src and href attribute values and CSS url(). */
export function loadedUrls(markup: string): string[] {
  return [...markup.matchAll(/\s(?:src|href)="([^"]*)"/g), ...markup.matchAll(/url\(([^)]*)\)/g)].map((m) => m[1]);
}

/** A text an SVG chart prints, with the box it takes (estimated as the chart lays it out). */
export interface SvgText {
  text: string;
  fill?: string;
  box: { left: number; right: number; top: number; bottom: number };
}

/** The plain `<text x y>` elements of an SVG chart (not turned category labels) and their boxes. */
export function svgTexts(svg: string, width: (text: string, fontSize: number) => number): SvgText[] {
  return [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)]
    .filter(([, attributes]) => /^x="/.test(attributes))
    .map(([, attributes, content]) => {
      const attribute = (name: string) => new RegExp(`(?:^| )${name}="([^"]*)"`).exec(attributes)?.[1];
      const text = textOf(content);
      const size = Number(attribute('font-size'));
      const w = width(text, size) * (attribute('font-weight') ? 1.1 : 1);
      const x = Number(attribute('x'));
      const y = Number(attribute('y'));
      const left = { middle: x - w / 2, end: x - w }[attribute('text-anchor') ?? ''] ?? x;
      return { text, fill: attribute('fill'), box: { left, right: left + w, top: y - size * 0.8, bottom: y + size * 0.25 } };
    });
}

export function overlaps(a: SvgText['box'], b: SvgText['box']): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}
