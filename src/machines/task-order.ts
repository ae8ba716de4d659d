import { assertEvent, assign, setup } from 'xstate';
import { messageOf, providedByTheApp } from './provided';

/** Why a mission cannot be opened: the task's window, or an earlier mission unfinished (the server's keys). */
export type TaskRefusalKey = 'taskNotStarted' | 'taskOverdue' | 'taskPreviousFirst';

export interface OrderMission {
  id: number;
  /** 1 when finished. */
  is_done: number;
}

export interface OrderTask {
  id: number;
  /** 1: missions open in order. */
  is_ordered: number;
  /** The window's refusal ('' when open). */
  refusal: '' | 'taskNotStarted' | 'taskOverdue';
  missions: OrderMission[];
}

export interface TaskOrderContext {
  task: OrderTask;
  /** The mission being opened or open. */
  missionId: number | null;
  /** A refusal decided here (a key the page translates) ... */
  reason: TaskRefusalKey | null;
  /** ... or the server's own message when it refused. */
  error: string | null;
}

export type TaskOrderEvent =
  | { type: 'mission.open'; missionId: number }
  | { type: 'mission.finished'; missionId: number }
  | { type: 'task.loaded'; task: OrderTask }
  | { type: 'refusal.dismiss' };

/** The refusal the task's rules give a mission now, or null (spec sections 4 and 8). */
export function missionRefusal(task: OrderTask, missionId: number): TaskRefusalKey | null {
  if (task.refusal) return task.refusal;
  if (task.is_ordered !== 1) return null;
  const index = task.missions.findIndex((m) => m.id === missionId);
  if (index < 0) return null;
  if (task.missions[index]!.is_done === 1) return null;
  return task.missions.slice(0, index).some((m) => m.is_done !== 1) ? 'taskPreviousFirst' : null;
}

const withDone = (task: OrderTask, missionId: number): OrderTask => ({
  ...task,
  missions: task.missions.map((m) => (m.id === missionId ? { ...m, is_done: 1 } : m)),
});

/**
 * Asking for a mission, from every state that offers it: refused here by the task's rules
 * (refused again from the refusal shown: it is entered anew), else opened.
 */
const OPEN_MISSION = {
  'mission.open': [
    { guard: 'refusedHere', target: 'refused', reenter: true, actions: 'takeMission' },
    { target: 'opening', actions: 'takeMission' },
  ],
} as const;

/**
 * Task order (design card): a mission opens only when the task's window is open and, in an
 * ordered task, the previous missions are finished; otherwise it is refused with the spec's
 * message (not started, overdue, must finish the previous task first). An allowed opening
 * still asks the server (`task/studyRecord`, which enforces the same rules) and shows its
 * refusal when it says no. A finished mission unlocks the next.
 */
export const taskOrderMachine = setup({
  types: {
    context: {} as TaskOrderContext,
    events: {} as TaskOrderEvent,
    input: {} as { task: OrderTask },
  },
  actors: {
    openMission: providedByTheApp<void, { taskId: number; missionId: number }>('openMission'),
  },
  actions: {
    goMission: (_, _params: { missionId: number }) => {},
    takeTask: assign(({ event }) => {
      assertEvent(event, 'task.loaded');
      return { task: event.task };
    }),
    markFinished: assign(({ context, event }) => {
      assertEvent(event, 'mission.finished');
      return { task: withDone(context.task, event.missionId) };
    }),
    /** The mission asked for, with the refusal decided here (null when it may open). */
    takeMission: assign(({ context, event }) => {
      assertEvent(event, 'mission.open');
      return { missionId: event.missionId, reason: missionRefusal(context.task, event.missionId), error: null };
    }),
    dismissRefusal: assign({ reason: null, error: null }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
  },
  guards: {
    refusedHere: ({ context, event }) => event.type === 'mission.open' && missionRefusal(context.task, event.missionId) !== null,
  },
}).createMachine({
  id: 'taskOrder',
  context: ({ input }) => ({ task: input.task, missionId: null, reason: null, error: null }),
  initial: 'ready',
  on: {
    'task.loaded': { actions: 'takeTask' },
    'mission.finished': { actions: 'markFinished' },
  },
  states: {
    ready: {
      on: OPEN_MISSION,
    },
    opening: {
      invoke: {
        id: 'openMission',
        src: 'openMission',
        input: ({ context }) => ({ taskId: context.task.id, missionId: context.missionId ?? 0 }),
        onDone: { target: 'open', actions: { type: 'goMission', params: ({ context }) => ({ missionId: context.missionId ?? 0 }) } },
        onError: { target: 'refused', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    open: {
      on: OPEN_MISSION,
    },
    refused: {
      on: {
        'refusal.dismiss': { target: 'ready', actions: 'dismissRefusal' },
        ...OPEN_MISSION,
      },
    },
  },
});

export type TaskOrderMachine = typeof taskOrderMachine;
