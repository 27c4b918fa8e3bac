import { fold, type Decider, type DomainEvent } from './decider';

/**
 * given/when/then for deciders (STYLE.md):
 * `spec.given([PlanChanged…]).when(ChangePlan{…}).thenThrows(CannotChangeToCurrentPlan)`.
 * Framework-neutral: it throws plain Errors with a readable message; pass the test runner's `expect` where
 * deep equality should be reported by it.
 */
export function deciderSpecification<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return {
    given(events: Event[]) {
      return {
        when(command: Command) {
          const run = () => {
            const state = fold(decider.evolve, decider.initialState(), events);
            const result = decider.decide(command, state);
            return Array.isArray(result) ? result : [result];
          };
          return {
            then(expected: Event[], equal: (actual: unknown, expected: unknown) => void = defaultEqual) {
              equal(run(), expected);
            },
            thenNothingHappens() {
              const events = run();
              if (events.length) throw new Error(`expected no events, got ${events.map((e) => e.type).join(', ')}`);
            },
            thenThrows(check: (error: unknown) => boolean | void) {
              let threw = false;
              try {
                run();
              } catch (error) {
                threw = true;
                if (check(error) === false) throw new Error(`the command threw an unexpected error: ${String(error)}`, { cause: error });
              }
              if (!threw) throw new Error('expected the command to be rejected, but it produced events');
            },
          };
        },
      };
    },
  };
}

function defaultEqual(actual: unknown, expected: unknown) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`events differ\n  actual:   ${a}\n  expected: ${e}`);
}
