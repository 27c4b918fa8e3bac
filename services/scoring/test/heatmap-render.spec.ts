import { describe, expect, it } from 'vitest';
import { grayHeatmap } from '../src/heatmap/render';

/** A density with one hot cell at (x, y) of a w x h grid. */
function peakAt(w: number, h: number, x: number, y: number) {
  const data = new Float32Array(w * h).fill(0.001);
  data[y * w + x] = 1;
  return { width: w, height: h, data };
}

const argmax = (data: Uint8Array) => data.reduce((best, v, i) => (v > data[best] ? i : best), 0);

describe('the grey heat map at the image’s size', () => {
  it('keeps one grey value per pixel and the peak where it was, also on photos larger than 1024 px', async () => {
    const gray = await grayHeatmap(peakAt(40, 25, 10, 5), 1600, 1000);
    expect(gray.data.length).toBe(1600 * 1000);
    const peak = argmax(gray.data);
    const [x, y] = [peak % 1600, Math.floor(peak / 1600)];
    // Cell (10, 5) of a 40x25 grid over 1600x1000 px covers x 400-440, y 200-240.
    expect(x).toBeGreaterThanOrEqual(380);
    expect(x).toBeLessThanOrEqual(460);
    expect(y).toBeGreaterThanOrEqual(180);
    expect(y).toBeLessThanOrEqual(260);
    expect(Math.max(...gray.data.subarray(peak - 2, peak + 3))).toBeGreaterThan(200);
  });

  it('draws neighbouring rows alike (no interleaved channels)', async () => {
    const gray = await grayHeatmap(peakAt(40, 25, 20, 12), 1600, 1000);
    const row = (y: number) => gray.data.subarray(y * 1600, (y + 1) * 1600);
    let diff = 0;
    const a = row(500);
    const b = row(501);
    for (let i = 0; i < 1600; i++) diff = Math.max(diff, Math.abs(a[i] - b[i]));
    expect(diff).toBeLessThan(20);
  });
});
