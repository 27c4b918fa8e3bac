/**
 * The choice after a click on `id`: a chosen one leaves; a new one joins while fewer than `max` are chosen, else
 * it is refused and the choice stays as it was (the scatter's two words, the comparison's two images).
 */
export function toggleChoice<T>(chosen: readonly T[], id: T, max: number): { chosen: T[]; refused: boolean } {
  if (chosen.includes(id)) return { chosen: chosen.filter((other) => other !== id), refused: false };
  if (chosen.length >= max) return { chosen: [...chosen], refused: true };
  return { chosen: [...chosen, id], refused: false };
}
