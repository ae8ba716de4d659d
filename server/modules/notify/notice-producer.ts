import type { Db } from '../../core/db/database.js';
import { claimJob } from '../../core/db/job-claims.js';
import type { AnnouncementsRepo } from './announcements-repo.js';
import type { NoticeRulesRepo } from './notice-rules-repo.js';
import { LISTED_EXAM_TYPES } from '../../../src/shared/spec-codes.js';

/** A live class is announced once its start is this close. */
export const LIVE_NOTICE_MINUTES = 15;
/** main.ts sweeps at start and then this often. */
export const SWEEP_EVERY_MS = 60_000;

export type SweepCounts = Record<'courses' | 'tasks' | 'maps' | 'exams' | 'lives' | 'trainings' | 'announcements', number>;

/**
 * Produces the notices nobody sends by hand (spec 3, notify item types): a required course
 * published, a task or online training or a map assigned, an exam published, a live class
 * about to start, an offline training opening its enrolment; and the back office's scheduled
 * announcements whose time has come (announcements-repo.ts). Each rule is one set-based
 * statement in its own transaction that marks what it announced, so a sweep never announces
 * anything twice, whenever and however often it runs.
 */
export class NoticeProducer {
  private running: Promise<SweepCounts | null> | null = null;

  constructor(
    private readonly db: Db,
    private readonly rules: NoticeRulesRepo,
    private readonly zone: string,
    private readonly announcements: AnnouncementsRepo,
  ) {}

  /** Runs every rule once as of `now`; answers the notices each rule sent. */
  async sweep(now = new Date()): Promise<SweepCounts> {
    const rule = (run: (trx: Db) => Promise<number>) => this.db.transaction().execute(run);
    const liveUntil = new Date(now.getTime() + LIVE_NOTICE_MINUTES * 60_000);
    return {
      courses: await rule((trx) => this.rules.requiredCourses(trx, now, this.zone)),
      tasks: await rule((trx) => this.rules.assignedTasks(trx, now, this.zone)),
      maps: await rule((trx) => this.rules.assignedMaps(trx, now)),
      exams: await rule((trx) => this.rules.publishedExams(trx, now, this.zone, LISTED_EXAM_TYPES)),
      lives: await rule((trx) => this.rules.liveSoon(trx, now, liveUntil, this.zone)),
      trainings: await rule((trx) => this.rules.trainingEnrolment(trx, now)),
      announcements: await rule((trx) => this.announcements.deliver(trx, now)),
    };
  }

  /**
   * Sweeps now and every `everyMs` until the returned stop is called (which waits for a sweep
   * under way). A sweep still running when the next is due is not doubled; the timer does
   * not keep the process alive. With several server processes on one database, each tick
   * first claims the sweep for most of the period (claimJob): one process sweeps, the others
   * skip that turn (the rules would not announce twice anyway; this saves the work).
   */
  start(onError: (error: unknown) => void, everyMs = SWEEP_EVERY_MS): () => Promise<void> {
    const tick = () => {
      if (this.running) return;
      const claimFor = Math.floor(everyMs * 0.9);
      this.running = claimJob(this.db, 'notice-sweep', claimFor)
        .then((claimed) => (claimed ? this.sweep() : null))
        .finally(() => {
          this.running = null;
        });
      this.running.catch(onError);
    };
    tick();
    const timer = setInterval(tick, everyMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await this.running?.catch(() => undefined);
    };
  }
}
