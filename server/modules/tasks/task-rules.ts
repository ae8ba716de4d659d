/**
 * Study task rules (spec sections 3, 4 and 8).
 *
 * task_status: 1 doing, 2 not started, 3 timed out (ended unfinished), 4 timed out (ended
 * after it was finished); the spec labels 3 and 4 alike ("timed out"). A mission opens only
 * when the task's window is open (or the task is finished, to review it) and, in an ordered
 * task (is_ordered 1), every earlier mission is finished.
 */
export const TaskStatus = { doing: 1, notStarted: 2, timedOut: 3, endedFinished: 4 } as const;

/** Mission kinds (task_items.item_type): 1 course, 2 exam paper, 3 questionnaire, 4 defence. */
export const MissionType = { course: 1, exam: 2, questionnaire: 3, argument: 4 } as const;

export type TaskRefusal = 'taskNotStarted' | 'taskOverdue' | 'taskPreviousFirst';

export interface TaskWindow {
  start_time: Date;
  end_time: Date;
}

export function taskStatus(task: TaskWindow, complete: boolean, now: Date): number {
  if (now < task.start_time) return TaskStatus.notStarted;
  if (now > task.end_time) return complete ? TaskStatus.endedFinished : TaskStatus.timedOut;
  return TaskStatus.doing;
}

/** Why the task's window refuses a mission now, or null. */
export function windowRefusal(task: TaskWindow, complete: boolean, now: Date): TaskRefusal | null {
  if (now < task.start_time) return 'taskNotStarted';
  if (now > task.end_time && !complete) return 'taskOverdue';
  return null;
}

export interface MissionFact {
  id: number;
  done: boolean;
}

/**
 * Each mission's lock: the window's refusal first, then the order (an earlier mission not
 * finished). A finished mission stays open (to review) while the window allows.
 */
export function missionLocks(missions: MissionFact[], ordered: boolean, refusal: TaskRefusal | null): Map<number, TaskRefusal | null> {
  const locks = new Map<number, TaskRefusal | null>();
  let earlierOpen = false;
  for (const mission of missions) {
    locks.set(mission.id, refusal ?? (ordered && earlierOpen && !mission.done ? 'taskPreviousFirst' : null));
    if (!mission.done) earlierOpen = true;
  }
  return locks;
}

/** Percent of missions finished (a task without missions counts as not started). */
export function taskProgress(missions: MissionFact[]): number {
  if (missions.length === 0) return 0;
  return Math.floor((missions.filter((m) => m.done).length * 100) / missions.length);
}
