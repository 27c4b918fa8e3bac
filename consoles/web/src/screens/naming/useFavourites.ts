import type { TextProjectDetail } from '@packlens/contracts';
import { useChangeFavourites } from '../../api/generation';

/** The project's starred items and the star's toggle (all favourites are sent each time; the server keeps the list). */
export interface Favourites {
  has(item: string): boolean;
  toggle(item: string): void;
  pending: boolean;
  error: unknown;
}

export function useFavourites(project: Pick<TextProjectDetail, 'id' | 'favourites'>): Favourites {
  const change = useChangeFavourites(project.id);
  const starred = new Set(project.favourites);
  return {
    has: (item) => starred.has(item),
    toggle: (item) => change.mutate(starred.has(item) ? project.favourites.filter((favourite) => favourite !== item) : [...project.favourites, item]),
    pending: change.isPending,
    error: change.error,
  };
}
