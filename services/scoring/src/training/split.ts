/**
 * Held-out split by image content: an image is held out when the first 32 bits of its sha256 fall below the
 * fraction. The same image lands on the same side in every run and in every data set that contains it,
 * so a re-trained model is never validated on images it learnt from in an earlier version of the same data.
 */
export const HELD_OUT_FRACTION = 0.2;

export function isHeldOut(imageHash: string, fraction = HELD_OUT_FRACTION): boolean {
  return Number.parseInt(imageHash.slice(0, 8), 16) / 2 ** 32 < fraction;
}

export function splitByHash<T extends { imageHash: string }>(items: readonly T[], fraction = HELD_OUT_FRACTION): { train: T[]; heldOut: T[] } {
  const train: T[] = [];
  const heldOut: T[] = [];
  for (const item of items) (isHeldOut(item.imageHash, fraction) ? heldOut : train).push(item);
  return { train, heldOut };
}
