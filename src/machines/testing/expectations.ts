import type { AnyActorRef, AnyStateMachine, InputFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ControlledPromise, expectSameState, modelCoverage, modelPaths, type EventDrivers, type MachineModel } from './model';

/**
 * The state check of a model-based path: the real actor is in the model's state with its
 * context (the part the model's `distinguish` keeps, when it has one: the traversal merges
 * states that differ only in the rest).
 */
const matchesModelState =
  (actor: AnyActorRef, distinguish: (context: never) => unknown = (context) => context) =>
  async (state: { value: unknown; context: unknown }) => {
    await expectSameState(actor, state.value);
    const keep = distinguish as (context: unknown) => unknown;
    expect(keep(actor.getSnapshot().context)).toEqual(keep(state.context));
  };

/** Fails when the model's paths leave a state or a transition of the machine untaken. */
function itCoversTheModel<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>) {
  it('visits every state and every transition', () => {
    const coverage = modelCoverage(model);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
}

/**
 * A machine under test: the real actor and, beside it, the controlled promise of each actor
 * it invokes under the invocation's id (`loadLists` for `xstate.done.actor.loadLists`), with
 * whatever the test records.
 */
export type DrivenMachine = { actor: AnyActorRef; [part: string]: unknown };

export interface ModelPathOptions<TMachine extends AnyStateMachine, TSut extends DrivenMachine> {
  /** Names the input a path starts from, before the path's title (models with several inputs). */
  inputName?: (input: InputFrom<TMachine>) => string;
  /** Drivers for the events that need more than being sent or settled (a timer to let run out). */
  drivers?: (sut: TSut) => EventDrivers;
  /** What the state check compares of the context (default: the model's `distinguish`, else all of it). */
  compared?: (context: never) => unknown;
  /** Lets a settled call's outcome reach the machine (under fake timers: the clock advanced by 0). */
  afterSettling?: () => Promise<unknown>;
}

/**
 * Drives every path of the model through the real machine and checks each state it reaches,
 * then checks that the paths cover the machine. Each step's event is delivered by default:
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` settle the driven machine's controlled
 * promise `<id>` with the event's output or error, any other event is sent to the actor.
 */
export function describeModelPaths<TMachine extends AnyStateMachine, TSut extends DrivenMachine>(
  title: string,
  model: MachineModel<TMachine>,
  drive: (input: InputFrom<TMachine>) => TSut,
  options: ModelPathOptions<TMachine, TSut> = {},
) {
  describe(title, () => {
    for (const path of modelPaths(model)) {
      it(options.inputName ? `${options.inputName(path.input)}: ${path.title}` : path.title, async () => {
        const sut = drive(path.input);
        await path.test({
          events: { ...defaultDrivers(model, sut, options.afterSettling), ...options.drivers?.(sut) },
          states: { '*': matchesModelState(sut.actor, options.compared ?? model.distinguish) },
        });
      });
    }

    itCoversTheModel(model);
  });
}

const actorOutcome = /^xstate\.(?:done|error)\.actor\.(.+)$/;

/** Each model event's default driver: an actor's outcome settles its controlled promise, any other event is sent to the actor. */
function defaultDrivers<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>, sut: DrivenMachine, afterSettling?: () => Promise<unknown>): EventDrivers {
  const driverOf = (type: string): EventDrivers[string] => {
    const invoked = actorOutcome.exec(type)?.[1];
    if (invoked === undefined) return ({ event }) => sut.actor.send(event);
    return async ({ event }) => {
      const call = sut[invoked];
      if (!(call instanceof ControlledPromise)) throw new Error(`${model.name}: the driven machine has no controlled promise named ${invoked}`);
      call.settleAs(event);
      await afterSettling?.();
    };
  };
  return Object.fromEntries(model.events.map(({ type }) => [type, driverOf(type)]));
}
