/** An event as deciders see it: a type and its data (metadata is the handler's business). */
export interface DomainEvent<Type extends string = string, Data extends Record<string, unknown> = Record<string, unknown>> {
  type: Type;
  data: Data;
}

/**
 * An aggregate as pure functions (STYLE.md): `decide` returns the events a command produces or throws a
 * domain error; `evolve` folds an event into the state. Neither touches I/O or the clock.
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event | Event[];
}

export function fold<State, Event>(evolve: (s: State, e: Event) => State, initial: State, events: readonly Event[]): State {
  return events.reduce(evolve, initial);
}
