import type { AnyActorRef, AnyStateMachine } from 'xstate';
import { expect, it } from 'vitest';
import { expectSameState, modelCoverage, type MachineModel } from './model';

/** The state check of a model-based path: the real actor is in the model's state with its context. */
export const matchesModelState =
  (actor: AnyActorRef) =>
  async (state: { value: unknown; context: unknown }) => {
    await expectSameState(actor, state.value);
    expect(actor.getSnapshot().context).toEqual(state.context);
  };

/** Fails when the model's paths leave a state or a transition of the machine untaken. */
export function itCoversTheModel<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>) {
  it('visits every state and every transition', () => {
    const coverage = modelCoverage(model);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
}
