import { fromCallback, fromPromise, getNextSnapshot, waitFor, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type EventFrom, type EventObject, type InputFrom, type OutputFrom } from 'xstate';
import { TestModel } from 'xstate/graph';

/**
 * A machine's test model: the sample events the graph traversal may send in any state
 * and the inputs to start from. Each machine has one (`<name>.model.ts`, made with
 * `machineModel`), used by its model-based test and by the coverage command.
 */
export interface MachineModel<TMachine extends AnyStateMachine> {
  name: string;
  machine: TMachine;
  inputs: InputFrom<TMachine>[];
  /** Events to try in every state, including `xstate.done.actor.<id>` / `xstate.error.actor.<id>` samples for invoked actors. */
  events: EventObject[];
  /**
   * Extend every distinct state met along the shortest paths, not only their ends: for a
   * state whose other ways out lead only to states reached more directly (auth: the chat
   * app's code exchange ends signed in, which the password sign-in reaches first).
   */
  extendEveryState?: boolean;
  /**
   * What of the context tells states apart (default: all of it). A machine whose context
   * counts without bound along a loop (quick marking's tally of marks, taken up again after
   * the end) names the part that matters, so the traversal stays finite.
   */
  distinguish?: (context: never) => unknown;
}

/** The actors a machine calls, by name (each invocation takes its actor's name as its id). */
type InvokedActors<TMachine extends AnyStateMachine> = NonNullable<NonNullable<Parameters<TMachine['provide']>[0]>['actors']>;

/**
 * What a model's events may be: the machine's own events, the outcome of each actor it
 * invokes (`xstate.done.actor.<id>` with that actor's output, `xstate.error.actor.<id>`), and
 * its delays running out (`xstate.after.<delay>.<state id>`: the types do not know the names;
 * a wrong one leaves its transition untaken, which the coverage check reports).
 */
export type ModelEvent<TMachine extends AnyStateMachine> =
  | EventFrom<TMachine>
  | { [Id in keyof InvokedActors<TMachine> & string]: { type: `xstate.done.actor.${Id}`; output: OutputFrom<NonNullable<InvokedActors<TMachine>[Id]>> } | { type: `xstate.error.actor.${Id}`; error: unknown } }[keyof InvokedActors<TMachine> & string]
  | { type: `xstate.after.${string}` };

/**
 * A machine's test model, named after the machine. Its events are typed by the machine (its
 * own events, its actors' outcomes), so a changed event or output does not compile until the
 * model follows.
 */
export function machineModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  model: Omit<MachineModel<TMachine>, 'name' | 'machine' | 'events'> & { events: ModelEvent<TMachine>[] },
): MachineModel<TMachine> {
  return { name: machine.id, machine, ...model };
}

/**
 * The paths a machine's test drives: the shortest path to every distinct state, and each
 * of those extended by every event the state accepts, so every transition is taken once.
 */
export function modelPaths<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>) {
  // TestModel directly: createTestModel refuses machines that invoke actors; ours do, and
  // the models stand for each actor's outcome with its done/error events.
  const distinguish = (model.distinguish ?? ((context: unknown) => context)) as (context: unknown) => unknown;
  const testModel = new TestModel(model.machine, {
    events: model.events as never,
    serializeState: (state: { value: unknown; context: unknown }) => JSON.stringify({ value: state.value, context: distinguish(state.context) }),
  } as never);
  return model.inputs.flatMap((input) => {
    const shortest = testModel.getShortestPaths({ input } as never);
    // The traversal drops a path that is the beginning of a longer one, so a state met only
    // on the way to another (a request that can still fail) is never left by its other events
    // when those lead to states already reached: a model that has such a state asks for every
    // distinct state met along the paths to be extended, not only where they end.
    const seen = new Set<string>();
    const prefixes = shortest.flatMap((path) =>
      (model.extendEveryState ? path.steps : path.steps.slice(-1)).flatMap((step, index, steps) => {
        index += path.steps.length - steps.length;
        const key = JSON.stringify({ value: step.state.value, context: distinguish(step.state.context) });
        if (seen.has(key)) return [];
        seen.add(key);
        return [{ ...path, state: step.state, steps: path.steps.slice(0, index + 1), weight: index } as typeof path];
      }),
    );
    const extended = prefixes.flatMap((path) =>
      model.events
        .filter((event) => (path.state as AnySnapshot).can(event))
        .map((event) => {
          const next = getNextSnapshot(model.machine, path.state as never, event as never);
          return { ...path, state: next, steps: [...path.steps, { event, state: next }], weight: path.steps.length + 1 } as typeof path;
        }),
    );
    return [...shortest, ...extended].map((path) => ({
      path,
      input,
      /** Short name for the test: the events taken and the state reached. */
      title: `${path.steps.slice(1).map((s) => s.event.type.replace(/^xstate\./, '')).join(' → ') || 'start'} ⇒ ${JSON.stringify(path.state.value)}`,
      test: (params: Parameters<typeof testModel.testPath>[1]) => testModel.testPath(path, params),
    }));
  });
}

type AnySnapshot = { can: (event: EventObject) => boolean };

/** Every state node id, and every (state, event) transition the machine defines. */
export function machineGraph(machine: AnyStateMachine) {
  const states: string[] = [];
  const transitions: string[] = [];
  const visit = (node: AnyStateMachine['root']) => {
    // A transient state (only eventless `always` transitions) is passed through, never rested in.
    const transient = node.always !== undefined && node.always.length > 0 && node.transitions.size === 0;
    if (!transient) states.push(node.id);
    for (const [eventType] of node.transitions) transitions.push(`${node.id} --${eventType}-->`);
    for (const child of Object.values(node.states)) visit(child as AnyStateMachine['root']);
  };
  visit(machine.root);
  return { states, transitions };
}

/** Which states and transitions the generated paths go through. */
export function modelCoverage<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>) {
  const graph = machineGraph(model.machine);
  const seenStates = new Set<string>();
  const seenTransitions = new Set<string>();
  const ids = (snapshot: AnyMachineSnapshot) => snapshot._nodes.map((n) => n.id);
  for (const { path } of modelPaths(model)) {
    let before: string[] = [];
    path.steps.forEach((step, index) => {
      const after = ids(step.state);
      after.forEach((id) => seenStates.add(id));
      if (index > 0) for (const id of before) seenTransitions.add(`${id} --${step.event.type}-->`);
      before = after;
    });
  }
  const covered = graph.transitions.filter((t) => seenTransitions.has(t));
  return {
    name: model.name,
    states: { total: graph.states.length, covered: graph.states.filter((s) => seenStates.has(s)).length, missing: graph.states.filter((s) => !seenStates.has(s)) },
    transitions: { total: graph.transitions.length, covered: covered.length, missing: graph.transitions.filter((t) => !seenTransitions.has(t)) },
  };
}

/**
 * A promise actor whose outcome the test decides: each invocation waits until the test
 * resolves or rejects it, so a path's `xstate.done.actor.*` step drives the real actor.
 */
export class ControlledPromise<TOutput, TInput> {
  readonly pending: { resolve: (value: TOutput) => void; reject: (error: unknown) => void; input: TInput }[] = [];
  /** The inputs of invocations the machine stopped before they settled (its signal aborted them). */
  readonly aborted: TInput[] = [];
  readonly logic = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        const call = { resolve, reject, input };
        this.pending.push(call);
        signal.addEventListener('abort', () => {
          const at = this.pending.indexOf(call);
          if (at >= 0) this.pending.splice(at, 1);
          this.aborted.push(input);
        });
      }),
  );

  resolve = (value: TOutput) => this.take().resolve(value);

  reject = (error: unknown) => this.take().reject(error);

  /**
   * Settles the oldest waiting invocation as a model's event says: `xstate.done.actor.<id>`
   * with its output, `xstate.error.actor.<id>` with its error (`machineModel` types each
   * output by the actor's, see `ModelEvent`).
   */
  settleAs = (event: EventObject & { output?: unknown; error?: unknown }) =>
    event.type.startsWith('xstate.error.actor.') ? this.reject(event.error) : this.resolve(event.output as TOutput);

  private take() {
    const next = this.pending.shift();
    if (!next) throw new Error('no invocation is waiting');
    return next;
  }
}

export const controlledPromise = <TOutput, TInput>() => new ControlledPromise<TOutput, TInput>();

/** A ticker whose ticks are the test's events instead of a real interval; `running()` counts the tickers started and not yet stopped. */
export function countedTicker() {
  let running = 0;
  const logic = fromCallback(() => {
    running += 1;
    return () => {
      running -= 1;
    };
  });
  return { logic, running: () => running };
}

/** The effects a test records in order: `record(name)` is an action noting its name, with its params when it has any. */
export function effectRecorder() {
  const effects: string[] = [];
  const record = (name: string) => (_: unknown, params?: unknown) => {
    effects.push(params === undefined ? name : `${name}:${JSON.stringify(params)}`);
  };
  return { effects, record };
}

/** Waits until the driven actor's state equals the model's state. */
export async function expectSameState(actor: AnyActorRef, expected: unknown) {
  await waitFor(actor, (s) => JSON.stringify(s.value) === JSON.stringify(expected), { timeout: 1000 });
}

/** Event drivers of a model test: each step's event, delivered to the real actor. */
export type EventDrivers = Record<string, (step: { event: EventObject & Record<string, unknown> }) => void | Promise<void>>;
