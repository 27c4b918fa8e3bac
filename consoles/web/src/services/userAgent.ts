/** A login's browser and system in a few words ("Chrome 130 · Windows"), from its User-Agent header. */
export function describeUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const version = (pattern: RegExp) => pattern.exec(userAgent)?.[1]?.split('.')[0];
  // Order matters: Edge and Opera also say Chrome; Chrome also says Safari.
  const browsers: [string, RegExp][] = [
    ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
    ['Opera', /OPR\/([\d.]+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
    ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
    ['Safari', /Version\/([\d.]+).*Safari/],
  ];
  const systems: [string, RegExp][] = [
    ['iOS', /iPhone|iPad|iPod/],
    ['Android', /Android/],
    ['Windows', /Windows/],
    ['macOS', /Mac OS X|Macintosh/],
    ['ChromeOS', /CrOS/],
    ['Linux', /Linux/],
  ];
  const browser = browsers.find(([, pattern]) => pattern.test(userAgent));
  const system = systems.find(([, pattern]) => pattern.test(userAgent))?.[0];
  if (!browser) return system ?? userAgent;
  const name = `${browser[0]} ${version(browser[1]) ?? ''}`.trim();
  return system ? `${name} · ${system}` : name;
}
