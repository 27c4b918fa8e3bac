import { toLab, type RgbImage } from '../image';

export interface ColourStatistics {
  /** Mean CIELAB lightness, 0-1 (L* / 100). */
  lightnessMean: number;
  /** Standard deviation of L* / 100. */
  lightnessSpread: number;
  /** Mean CIELAB chroma / 100. */
  chromaMean: number;
  /** Mean a* / 100 (green - red axis) and b* / 100 (blue - yellow axis). */
  redGreenMean: number;
  yellowBlueMean: number;
  /** Mean HSV saturation, 0-1. */
  saturationMean: number;
  /** Hasler & Süsstrunk colourfulness M (2003) / 100; about 0.33 is "moderately", 0.6+ "extremely" colourful. */
  colourfulness: number;
  /** Entropy of the chroma-weighted hue histogram (12 bins), normalised to 0-1; 0 = one hue or no colour. */
  hueEntropy: number;
  /** Share of coloured pixels (chroma > 15) with warm hues (red, orange, yellow). */
  warmShare: number;
}

export function colourStatistics(image: RgbImage): ColourStatistics {
  const lab = toLab(image);
  const n = image.width * image.height;
  const d = image.data;
  let lSum = 0;
  let l2Sum = 0;
  let cSum = 0;
  let aSum = 0;
  let bSum = 0;
  let satSum = 0;
  let rgSum = 0;
  let rg2Sum = 0;
  let ybSum = 0;
  let yb2Sum = 0;
  const hues = new Float64Array(12);
  let coloured = 0;
  let warm = 0;
  for (let i = 0, p = 0; i < n; i++, p += 3) {
    const l = lab.l[i];
    const a = lab.a[i];
    const b = lab.b[i];
    lSum += l;
    l2Sum += l * l;
    const chroma = Math.hypot(a, b);
    cSum += chroma;
    aSum += a;
    bSum += b;
    const r = d[p];
    const g = d[p + 1];
    const bl = d[p + 2];
    const max = Math.max(r, g, bl);
    const min = Math.min(r, g, bl);
    satSum += max > 0 ? (max - min) / max : 0;
    const rg = r - g;
    const yb = 0.5 * (r + g) - bl;
    rgSum += rg;
    rg2Sum += rg * rg;
    ybSum += yb;
    yb2Sum += yb * yb;
    if (chroma > 15) {
      const hue = (Math.atan2(b, a) * 180) / Math.PI; // -180..180, 0 = red, 90 = yellow
      const deg = (hue + 360) % 360;
      hues[Math.min(11, Math.floor(deg / 30))] += chroma;
      coloured++;
      if (deg < 100 || deg > 340) warm++;
    }
  }
  const lMean = lSum / n;
  const rgMean = rgSum / n;
  const ybMean = ybSum / n;
  const sdRgYb = Math.sqrt(Math.max(0, rg2Sum / n - rgMean ** 2) + Math.max(0, yb2Sum / n - ybMean ** 2));
  const meanRgYb = Math.hypot(rgMean, ybMean);
  const hueTotal = hues.reduce((s, v) => s + v, 0);
  let entropy = 0;
  if (hueTotal > 0) for (const h of hues) if (h > 0) entropy -= (h / hueTotal) * Math.log(h / hueTotal);
  return {
    lightnessMean: lMean / 100,
    lightnessSpread: Math.sqrt(Math.max(0, l2Sum / n - lMean ** 2)) / 100,
    chromaMean: cSum / n / 100,
    redGreenMean: aSum / n / 100,
    yellowBlueMean: bSum / n / 100,
    saturationMean: satSum / n,
    colourfulness: (sdRgYb + 0.3 * meanRgYb) / 100,
    hueEntropy: entropy / Math.log(12),
    warmShare: coloured > 0 ? warm / coloured : 0,
  };
}
