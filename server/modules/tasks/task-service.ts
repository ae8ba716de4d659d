import { DomainError } from '../../core/errors.js';
import { unixSeconds } from '../../core/unix-time.js';
import { missionLocks, MissionType, taskProgress, taskStatus, windowRefusal } from './task-rules.js';
import type { MissionRow, TaskFilter, TasksRepo } from './tasks-repo.js';

type TaskRow = NonNullable<Awaited<ReturnType<TasksRepo['find']>>>;

export interface CourseRecordInput {
  periodId: number;
  position: number;
  studySeconds: number;
}

export interface TaskHooks {
  /** Records a course period's progress through the course rules (access, unlock order, forward only). */
  recordCourse: (userId: number, input: CourseRecordInput) => Promise<{ course_completed: boolean; course_progress: number; period_completed: boolean }>;
  /** Told once a task's last mission is finished (the certificate). */
  completed: (userId: number, task: { id: number; kind: number; name: string }) => Promise<void>;
  /** Moves the learner's study record of the task (the home page's feed). */
  studied: (userId: number, taskId: number) => Promise<void>;
}

/**
 * Study tasks and online trainings: cards, the task with its missions in order, and the one
 * gate every call that starts or records a mission passes (task window, then order). The
 * missions' state comes from the learner's facts: a course completed, an exam passed, a
 * questionnaire submitted; a defence (type 4) has no engine in the portal yet, so it stays
 * unfinished. A finished task stays finished (its completion is stored in task_users).
 */
export class TaskService {
  constructor(
    private readonly tasks: TasksRepo,
    private readonly hooks: TaskHooks,
  ) {}

  private view(task: TaskRow, missions: MissionRow[], now: Date) {
    const complete = task.completed_at !== null;
    const facts = missions.map((m) => ({ id: m.id, done: complete || m.done }));
    const progress = complete ? 100 : taskProgress(facts);
    const refusal = windowRefusal(task, complete, now);
    const locks = missionLocks(facts, task.is_ordered === 1, refusal);
    return {
      card: {
        id: task.id,
        task_id: task.id,
        kind: task.kind,
        name: task.name,
        img: task.img,
        task_status: taskStatus(task, complete, now),
        is_complete: complete ? 1 : 0,
        course_number: missions.filter((m) => m.item_type === MissionType.course).length,
        paper_number: missions.filter((m) => m.item_type === MissionType.exam).length,
        mission_number: missions.length,
        done_number: facts.filter((m) => m.done).length,
        start_time: unixSeconds(task.start_time),
        end_time: unixSeconds(task.end_time),
        progress,
        last_study_time: unixSeconds(task.last_study_time),
      },
      refusal,
      missions: missions.map((m, index) => ({
        id: m.id,
        task_id: m.task_id,
        phase_id: m.phase_id,
        phase_title: m.phase_title ?? '',
        item_type: m.item_type,
        ref_id: m.ref_id,
        title: m.title,
        index: index + 1,
        is_done: facts[index]!.done ? 1 : 0,
        progress: m.progress,
        locked: locks.get(m.id) ? 1 : 0,
        lock_reason: locks.get(m.id) ?? '',
      })),
      locks,
      allDone: facts.length > 0 && facts.every((m) => m.done),
      storedProgress: task.progress,
    };
  }

  /** Stores a changed progress and the completion (then the certificate), once. */
  private async sync(userId: number, task: TaskRow, view: ReturnType<TaskService['view']>) {
    if (task.completed_at !== null) return;
    if (view.allDone) {
      await this.tasks.saveProgress(userId, task.id, 100, true);
      await this.hooks.completed(userId, task);
    } else if (view.storedProgress !== view.card.progress) {
      await this.tasks.saveProgress(userId, task.id, view.card.progress, false);
    }
  }

  async list(userId: number, filter: TaskFilter, page: number, limit: number) {
    const [{ rows, total }, now] = await Promise.all([this.tasks.list(userId, filter, page, limit), this.tasks.now()]);
    const missions = await this.tasks.missions(userId, rows.map((r) => r.id));
    const list = [];
    for (const row of rows) {
      const view = this.view(row, missions.filter((m) => m.task_id === row.id), now);
      await this.sync(userId, row, view);
      list.push(view.allDone ? { ...view.card, is_complete: 1, progress: 100 } : view.card);
    }
    return { list, total, current_page: page };
  }

  private async load(userId: number, taskId: number) {
    const task = await this.tasks.find(userId, taskId);
    // A task not assigned to the caller answers like a missing one.
    if (!task) throw new DomainError('notFound', 'taskNotFound');
    const [missions, now] = await Promise.all([this.tasks.missions(userId, [taskId]), this.tasks.now()]);
    const view = this.view(task, missions, now);
    await this.sync(userId, task, view);
    return { task, view };
  }

  async detail(userId: number, taskId: number) {
    const { task, view } = await this.load(userId, taskId);
    return {
      ...view.card,
      description: task.description,
      is_ordered: task.is_ordered,
      refusal: view.refusal ?? '',
      missions: view.missions,
    };
  }

  async missionList(userId: number, taskId: number) {
    return (await this.load(userId, taskId)).view.missions;
  }

  /** The gate: the mission exists in the task, the window is open and every earlier mission is finished. */
  async openMission(userId: number, taskId: number, missionId: number) {
    const { view } = await this.load(userId, taskId);
    const mission = view.missions.find((m) => m.id === missionId);
    if (!mission) throw new DomainError('notFound', 'missionNotFound');
    const reason = view.locks.get(mission.id);
    if (reason) throw new DomainError('forbidden', reason);
    return mission;
  }

  /**
   * The exam engine asks before it starts an attempt: an exam that is a mission of one of
   * the caller's unfinished tasks starts only where that mission is open.
   * Choice: when several tasks hold the exam, one open mission is enough.
   */
  async assertExamStart(userId: number, examId: number) {
    const holders = await this.tasks.tasksHoldingExam(userId, examId);
    let refusal: DomainError | null = null;
    for (const holder of holders) {
      try {
        await this.openMission(userId, holder.task_id, holder.mission_id);
        return;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        refusal ??= error;
      }
    }
    if (refusal) throw refusal;
  }

  /**
   * task/studyRecord: opening a mission (no period) or recording a course mission's period.
   * Both pass the gate; a course record then follows the course rules, and the task's
   * progress and completion follow the missions.
   */
  async studyRecord(userId: number, input: { taskId: number; missionId: number; period?: CourseRecordInput }) {
    const mission = await this.openMission(userId, input.taskId, input.missionId);
    await this.tasks.touch(userId, input.taskId);
    await this.hooks.studied(userId, input.taskId);
    let course: { course_progress: number; period_completed: boolean } | null = null;
    if (input.period) {
      if (mission.item_type !== MissionType.course) throw new DomainError('invalid', 'missionNotCourse');
      const period = await this.tasks.periodCourse(input.period.periodId);
      if (!period || period.course_id !== mission.ref_id) throw new DomainError('invalid', 'periodNotInMission');
      course = await this.hooks.recordCourse(userId, input.period);
    }
    const after = await this.detail(userId, input.taskId);
    const missionAfter = after.missions.find((m) => m.id === input.missionId)!;
    return {
      task_id: input.taskId,
      mission_id: input.missionId,
      mission_done: missionAfter.is_done,
      task_progress: after.progress,
      task_complete: after.is_complete,
      course_progress: course ? course.course_progress : null,
      period_completed: course ? (course.period_completed ? 1 : 0) : null,
    };
  }
}
