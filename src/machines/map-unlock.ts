import { assign, setup } from 'xstate';
import { messageOf, providedByTheApp } from './provided';

/** What the unlock flow reads of a map stage (the server's MapStage). */
export interface UnlockStage {
  id: number;
  is_complete: number;
  /** The server's lock (1: an earlier stage of a fixed map is not complete). */
  locked: number;
}

/** What the unlock flow reads of a map (the server's MapDetail). */
export interface UnlockMap {
  id: number;
  /** 1 free, 2 fixed. */
  study_type: number;
  /** 1 opened. */
  is_open: number;
  phases: UnlockStage[];
}

/**
 * Whether a stage may be entered: the server's lock of the stage (spec section 4 "Map": in a
 * free map every stage is open; in a fixed map a stage opens when every earlier stage is
 * complete). The server decides it and applies it to every call; the page reads it to mark and
 * refuse locked stages without a round trip.
 */
export function stageUnlocked(map: UnlockMap, stageId: number): boolean {
  const stage = map.phases.find((s) => s.id === stageId);
  return stage !== undefined && stage.locked !== 1;
}

export interface MapUnlockContext {
  map: UnlockMap;
  /** The server's message of a refused opening. */
  error: string | null;
}

export type MapUnlockEvent =
  | { type: 'map.open' }
  | { type: 'stage.enter'; stageId: number }
  | { type: 'map.loaded'; map: UnlockMap }
  | { type: 'error.dismiss' };

/** The map a reload of the page carries. */
const loaded = ({ event }: { event: { map: UnlockMap } }) => event.map;
/** The map the opening call answers. */
const answered = ({ event }: { event: { output: UnlockMap } }) => event.output;

/** The state a map read again puts the flow in (the guard reads it: guards run before the assignment). */
const decide = <TArgs>(map: (args: TArgs) => UnlockMap) =>
  [
    { guard: { type: 'answeredOpen', params: map }, target: 'open', actions: { type: 'takeMap', params: map } },
    { target: 'notOpened', actions: { type: 'takeMap', params: map } },
  ] as const;

/**
 * Learning map unlock (design card): not opened, opening (the call), open. A map must be
 * opened first; once open, entering a stage goes to it when the order rule lets it
 * (`enterStage`), else the stage is refused with its reason (`refuseStage`). A reload
 * (progress made, a stage completed) re-reads the map and its locks.
 */
export const mapUnlockMachine = setup({
  types: {
    context: {} as MapUnlockContext,
    events: {} as MapUnlockEvent,
    input: {} as { map: UnlockMap },
  },
  actors: {
    open: providedByTheApp<UnlockMap, { mapId: number }>('open'),
  },
  actions: {
    announceOpened: () => {},
    enterStage: (_, _params: { stageId: number }) => {},
    refuseStage: (_, _params: { stageId: number }) => {},
    takeMap: assign({ map: (_, map: UnlockMap) => map }),
    clearError: assign({ error: null }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
  },
  guards: {
    isOpen: ({ context }) => context.map.is_open === 1,
    answeredOpen: (_, map: UnlockMap) => map.is_open === 1,
    stageOpen: ({ context, event }) => event.type === 'stage.enter' && stageUnlocked(context.map, event.stageId),
  },
}).createMachine({
  id: 'mapUnlock',
  context: ({ input }) => ({ map: input.map, error: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isOpen', target: 'open' }, { target: 'notOpened' }],
    },
    notOpened: {
      on: {
        'map.open': { target: 'opening', actions: 'clearError' },
        'map.loaded': decide(loaded),
        'error.dismiss': { actions: 'clearError' },
      },
    },
    opening: {
      invoke: {
        id: 'open',
        src: 'open',
        input: ({ context }) => ({ mapId: context.map.id }),
        onDone: [
          { guard: { type: 'answeredOpen', params: answered }, target: 'open', actions: [{ type: 'takeMap', params: answered }, 'announceOpened'] },
          { target: 'notOpened', actions: { type: 'takeMap', params: answered } },
        ],
        onError: { target: 'notOpened', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    open: {
      on: {
        'stage.enter': [
          { guard: 'stageOpen', actions: { type: 'enterStage', params: ({ event }) => ({ stageId: event.stageId }) } },
          { actions: { type: 'refuseStage', params: ({ event }) => ({ stageId: event.stageId }) } },
        ],
        'map.loaded': decide(loaded),
      },
    },
  },
});

export type MapUnlockMachine = typeof mapUnlockMachine;
