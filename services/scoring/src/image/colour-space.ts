import type { RgbImage } from './rgb';

/** CIELAB planes (D65), L in [0, 100], a and b roughly in [-110, 110]. */
export interface LabPlanes {
  readonly width: number;
  readonly height: number;
  readonly l: Float32Array;
  readonly a: Float32Array;
  readonly b: Float32Array;
}

const SRGB_TO_LINEAR = (() => {
  const table = new Float32Array(256);
  for (let i = 0; i < 256; i++) {
    const c = i / 255;
    table[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }
  return table;
})();

function f(t: number): number {
  return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116;
}

export function toLab(image: RgbImage): LabPlanes {
  const n = image.width * image.height;
  const l = new Float32Array(n);
  const a = new Float32Array(n);
  const b = new Float32Array(n);
  const d = image.data;
  for (let i = 0, p = 0; i < n; i++, p += 3) {
    const r = SRGB_TO_LINEAR[d[p]];
    const g = SRGB_TO_LINEAR[d[p + 1]];
    const bl = SRGB_TO_LINEAR[d[p + 2]];
    const x = f((0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047);
    const y = f(0.2126 * r + 0.7152 * g + 0.0722 * bl);
    const z = f((0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883);
    l[i] = 116 * y - 16;
    a[i] = 500 * (x - y);
    b[i] = 200 * (y - z);
  }
  return { width: image.width, height: image.height, l, a, b };
}
