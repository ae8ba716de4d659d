import type { AnyActorRef, AnyStateMachine } from 'xstate';
import { expect, it } from 'vitest';
import { expectSameState, modelCoverage, type MachineModel } from './model';

/**
 * The state check of a model-based path: the real actor is in the model's state with its
 * context (the part the model's `distinguish` keeps, when it has one: the traversal merges
 * states that differ only in the rest).
 */
export const matchesModelState =
  (actor: AnyActorRef, distinguish: (context: never) => unknown = (context) => context) =>
  async (state: { value: unknown; context: unknown }) => {
    await expectSameState(actor, state.value);
    const keep = distinguish as (context: unknown) => unknown;
    expect(keep(actor.getSnapshot().context)).toEqual(keep(state.context));
  };

/** Fails when the model's paths leave a state or a transition of the machine untaken. */
export function itCoversTheModel<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>) {
  it('visits every state and every transition', () => {
    const coverage = modelCoverage(model);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
}
