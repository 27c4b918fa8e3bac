import type { FloatMap } from '../image';

/** A region the user marks on a shelf image (a product's box), in image pixels. */
export interface Region {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface RegionShare {
  id: string;
  /** Share of all attention (0-1) that falls inside the region. */
  share: number;
  /** share divided by the region's share of the image area: above 1 draws more attention than its size. */
  lift: number;
}

/**
 * Share of attention in each region. `density` is a distribution over a grid covering the whole image
 * (imageWidth x imageHeight px); each grid cell's mass is spread evenly over the cell, so a region covering
 * a third of a cell gets a third of its mass. Regions are clipped to the image and may overlap.
 */
export function attentionShares(density: FloatMap, imageWidth: number, imageHeight: number, regions: readonly Region[]): RegionShare[] {
  let total = 0;
  for (const v of density.data) total += v;
  const cellW = imageWidth / density.width;
  const cellH = imageHeight / density.height;
  return regions.map((r) => {
    const x0 = Math.max(0, r.x);
    const y0 = Math.max(0, r.y);
    const x1 = Math.min(imageWidth, r.x + r.width);
    const y1 = Math.min(imageHeight, r.y + r.height);
    if (x1 <= x0 || y1 <= y0 || total <= 0) return { id: r.id, share: 0, lift: 0 };
    let mass = 0;
    for (let cy = Math.floor(y0 / cellH); cy < Math.min(density.height, Math.ceil(y1 / cellH)); cy++) {
      const oy = Math.min(y1, (cy + 1) * cellH) - Math.max(y0, cy * cellH);
      for (let cx = Math.floor(x0 / cellW); cx < Math.min(density.width, Math.ceil(x1 / cellW)); cx++) {
        const ox = Math.min(x1, (cx + 1) * cellW) - Math.max(x0, cx * cellW);
        if (ox > 0 && oy > 0) mass += (density.data[cy * density.width + cx] * ox * oy) / (cellW * cellH);
      }
    }
    const share = mass / total;
    const areaShare = ((x1 - x0) * (y1 - y0)) / (imageWidth * imageHeight);
    return { id: r.id, share, lift: share / areaShare };
  });
}
