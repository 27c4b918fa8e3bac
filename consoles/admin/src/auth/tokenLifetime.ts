/** The token is refreshed when fewer than this many seconds remain (product description, section 4). */
export const refreshWindowSeconds = 1800;

export type TokenAction = 'keep' | 'refresh' | 'expired';

export function tokenAction(secondsLeft: number | undefined): TokenAction {
  if (secondsLeft === undefined || secondsLeft <= 0) return 'expired';
  return secondsLeft < refreshWindowSeconds ? 'refresh' : 'keep';
}
