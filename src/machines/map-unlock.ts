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
 * The order rule (spec section 4 "Map"): in a free map every stage is open; in a fixed map a
 * stage opens when every earlier stage is complete. The server applies the same rule to every
 * call; the page uses this one to mark and refuse locked stages without a round trip.
 */
export function stageUnlocked(map: UnlockMap, stageId: number): boolean {
  const index = map.phases.findIndex((s) => s.id === stageId);
  if (index < 0) return false;
  if (map.study_type !== 2) return true;
  return map.phases.slice(0, index).every((s) => s.is_complete === 1);
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

function answered(event: { type: string }): UnlockMap | null {
  if ('output' in event) return event.output as UnlockMap;
  if ('map' in event) return event.map as UnlockMap;
  return null;
}

const decide = [{ guard: 'answeredOpen', target: 'open', actions: 'takeMap' }, { target: 'notOpened', actions: 'takeMap' }] as const;

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
    takeMap: assign({ map: ({ context, event }) => answered(event) ?? context.map }),
  },
  guards: {
    isOpen: ({ context }) => context.map.is_open === 1,
    answeredOpen: ({ event }) => answered(event)?.is_open === 1,
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
        'map.open': { target: 'opening', actions: assign({ error: null }) },
        'map.loaded': decide,
        'error.dismiss': { actions: assign({ error: null }) },
      },
    },
    opening: {
      invoke: {
        id: 'open',
        src: 'open',
        input: ({ context }) => ({ mapId: context.map.id }),
        onDone: [
          { guard: 'answeredOpen', target: 'open', actions: ['takeMap', 'announceOpened'] },
          { target: 'notOpened', actions: 'takeMap' },
        ],
        onError: { target: 'notOpened', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    open: {
      on: {
        'stage.enter': [
          { guard: 'stageOpen', actions: { type: 'enterStage', params: ({ event }) => ({ stageId: event.stageId }) } },
          { actions: { type: 'refuseStage', params: ({ event }) => ({ stageId: event.stageId }) } },
        ],
        'map.loaded': decide,
      },
    },
  },
});

export type MapUnlockMachine = typeof mapUnlockMachine;
