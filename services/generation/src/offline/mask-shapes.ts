/**
 * Shape operations on binary masks (1 byte per pixel, nonzero = in the mask), in plain code: the connected parts
 * of a mask, and its holes. A pack is one solid silhouette, so a label whose colour matches the background must
 * not become a hole in the cut-out.
 */

/** Labels 4-connected parts; returns the label image (0 = outside) and each part's area (index = label − 1). */
export function connectedParts(mask: Uint8Array, width: number, height: number): { labels: Int32Array; areas: number[] } {
  const labels = new Int32Array(mask.length);
  const areas: number[] = [];
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start]) continue;
    const label = areas.length + 1;
    let area = 0;
    labels[start] = label;
    stack.push(start);
    while (stack.length) {
      const index = stack.pop()!;
      area++;
      const x = index % width;
      const y = (index - x) / width;
      const visit = (next: number) => {
        if (mask[next] && !labels[next]) {
          labels[next] = label;
          stack.push(next);
        }
      };
      if (x > 0) visit(index - 1);
      if (x < width - 1) visit(index + 1);
      if (y > 0) visit(index - width);
      if (y < height - 1) visit(index + width);
    }
    areas.push(area);
  }
  return { labels, areas };
}

/** Keeps the largest part and every part at least `share` of its area (two packs side by side stay). */
export function keepMainParts(mask: Uint8Array, width: number, height: number, share = 0.15): Uint8Array {
  const { labels, areas } = connectedParts(mask, width, height);
  const largest = Math.max(0, ...areas);
  return Uint8Array.from(labels, (label) => (label > 0 && areas[label - 1] >= largest * share ? 255 : 0));
}

/** Fills every region of the mask's complement that does not reach the image's edge. */
export function fillHoles(mask: Uint8Array, width: number, height: number): Uint8Array {
  const outside = new Uint8Array(mask.length);
  const stack: number[] = [];
  const seed = (index: number) => {
    if (!mask[index] && !outside[index]) {
      outside[index] = 1;
      stack.push(index);
    }
  };
  for (let x = 0; x < width; x++) {
    seed(x);
    seed((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    seed(y * width);
    seed(y * width + width - 1);
  }
  while (stack.length) {
    const index = stack.pop()!;
    const x = index % width;
    const y = (index - x) / width;
    if (x > 0) seed(index - 1);
    if (x < width - 1) seed(index + 1);
    if (y > 0) seed(index - width);
    if (y < height - 1) seed(index + width);
  }
  return outside.map((o) => (o ? 0 : 255));
}
