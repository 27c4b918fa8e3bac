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
