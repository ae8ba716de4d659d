import type { UnlockMap } from './map-unlock';
import { mapUnlockMachine } from './map-unlock';
import { machineModel } from './testing/model';

/** A fixed map: stage 1 complete, stage 2 under way, stage 3 locked. */
export const fixedOpen: UnlockMap = {
  id: 5,
  study_type: 2,
  is_open: 1,
  phases: [
    { id: 11, is_complete: 1, locked: 0 },
    { id: 12, is_complete: 0, locked: 0 },
    { id: 13, is_complete: 0, locked: 1 },
  ],
};
export const fixedClosed: UnlockMap = { ...fixedOpen, is_open: 0 };
/** Stage 2 completed: stage 3 opens. */
export const fixedStage2Done: UnlockMap = { ...fixedOpen, phases: fixedOpen.phases.map((s) => (s.id === 12 ? { ...s, is_complete: 1 } : s.id === 13 ? { ...s, locked: 0 } : s)) };
export const freeClosed: UnlockMap = { id: 6, study_type: 1, is_open: 0, phases: [{ id: 21, is_complete: 0, locked: 0 }, { id: 22, is_complete: 0, locked: 0 }] };

export const mapUnlockModel = machineModel(mapUnlockMachine, {
  inputs: [{ map: fixedClosed }, { map: fixedOpen }, { map: freeClosed }],
  events: [
    { type: 'map.open' },
    { type: 'stage.enter', stageId: 12 },
    { type: 'stage.enter', stageId: 13 },
    { type: 'map.loaded', map: fixedStage2Done },
    { type: 'map.loaded', map: fixedClosed },
    { type: 'error.dismiss' },
    { type: 'xstate.done.actor.open', output: fixedOpen },
    { type: 'xstate.done.actor.open', output: fixedClosed },
    { type: 'xstate.error.actor.open', error: new Error('学习地图不存在或未分配给您') },
  ],
});
