import { pathOf, type RouteName } from '../../routes/table';

/** A flow of steps (the survey's, the shelf's) read from its one table of step → route. */
export interface Flow<S extends string, P> {
  /** Every step, in the order of the table. */
  readonly steps: readonly S[];
  /** The steps of this project, in order. */
  stepsOf(project: P): S[];
  next(project: P, current: S): S;
  previous(project: P, current: S): S;
  /** The URL of a step of a project: the step's route with `?project=`. */
  path(step: S, projectId: string): string;
}

/**
 * A flow from its table: each step is a route, listed in the order the steps run; `applies` leaves out the
 * steps a project does not have (the survey's product copy outside Japan). Next and previous stop at the ends.
 */
export function defineFlow<S extends string, P = void>(routes: Record<S, RouteName>, applies: (project: P, step: S) => boolean = () => true): Flow<S, P> {
  const steps = Object.keys(routes) as S[];
  const stepsOf = (project: P) => steps.filter((step) => applies(project, step));
  return {
    steps,
    stepsOf,
    next(project, current) {
      const list = stepsOf(project);
      return list[Math.min(list.indexOf(current) + 1, list.length - 1)];
    },
    previous(project, current) {
      const list = stepsOf(project);
      return list[Math.max(list.indexOf(current) - 1, 0)];
    },
    path: (step, projectId) => `${pathOf(routes[step])}?project=${encodeURIComponent(projectId)}`,
  };
}
