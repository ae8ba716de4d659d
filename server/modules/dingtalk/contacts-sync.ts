import { randomBytes, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../../core/db/database.js';
import { claimJob } from '../../core/db/job-claims.js';
import { DomainError } from '../../core/errors.js';
import type { MessageKey, MessageParams } from '../../core/i18n.js';
import type { AuditTrail } from '../audit/index.js';
import { checkNewEmployees, EMPLOYEE_FIELDS, insertEmployees, loadDirectory, type EmployeeDraft, type HashPassword } from '../users/index.js';
import { DingTalkRefusal, DingTalkUnavailable, ROOT_DEPT_ID, type DingTalkDepartment, type DingTalkMember, type DingTalkOpenApi } from './open-api.js';
import type { SyncDepartment, SyncPhase, SyncProblem, SyncStatus } from './tables.js';

/**
 * How the sync runs across processes. Two of the project's patterns, each for what it fits:
 *
 * - A run is a job of a leased queue (as media-jobs-repo.ts): its row in dingtalk_sync_runs is
 *   claimed by one process with FOR UPDATE SKIP LOCKED and held by a lease the process renews
 *   while it works. A sync lasts from seconds to minutes and must survive the process that
 *   runs it dying: a lapsed lease lets another process continue the run from its checkpoints,
 *   which a claim of a time window alone could not. The partial unique index on the runs
 *   (queued or running) makes two starts, in one process or two, one run.
 * - The schedule is a periodic check (as the notice sweep, notice-producer.ts): each minute,
 *   the process that wins claimJob('dingtalk-sync') for the minute looks whether a scheduled
 *   run is due and queues it, and picks up a run whose lease lapsed. One process decides, so
 *   a due run is queued once.
 */

/** A run's lease: renewed every third of it while the run works. */
const LEASE_MS = 60_000;
/** A failed run is continued by the next start when it failed this recently; an older one is stale: the next run starts from scratch. */
const RESUME_WITHIN_MS = 24 * 3600_000;
/** The schedule's check, from main.ts. */
export const SYNC_SWEEP_EVERY_MS = 60_000;
/** Problems a run keeps to show (the counts hold every one). */
const MAX_PROBLEMS = 200;
/** Runs the page lists. */
const RECENT_RUNS = 20;

/** Accounts sign in as typed (the new-employee rule's characters). */
const ACCOUNT = /^[A-Za-z0-9._@-]{1,64}$/;

/**
 * The account of an employee the sync makes: their DingTalk userid, which DingTalk never changes
 * or gives to anyone else, so the account made from it never collides with one made later and
 * stays right when the mobile changes (a mobile is passed on when someone leaves). Employees of
 * a DingTalk company sign in through DingTalk or with their mobile's verification code; a
 * userid with characters an account may not hold falls back to the mobile number.
 */
export function accountOf(member: DingTalkMember): string {
  return ACCOUNT.test(member.userId) ? member.userId : member.mobile;
}

/** The run's row as the service reads it. */
interface RunRow {
  id: number;
  status: SyncStatus;
  started_by: number | null;
  resumed_from: number | null;
  phase: SyncPhase | null;
  departments: SyncDepartment[] | null;
  departments_total: number;
  departments_done: number;
  locked_by: string | null;
}

/** Counts of one step, added to the run's. */
interface StepCounts {
  added: number;
  updated: number;
  disabled: number;
  unchanged: number;
  skipped: number;
}

const noCounts = (): StepCounts => ({ added: 0, updated: 0, disabled: 0, unchanged: 0, skipped: 0 });

/** The run was taken over by another process (its lease lapsed): this one stops without writing. */
class LeaseLost extends Error {}

/** Runs read for the page (and REST), times as dates. */
export interface SyncRunRecord {
  id: number;
  status: SyncStatus;
  started_by: number | null;
  started_by_name: string | null;
  resumed_from: number | null;
  phase: SyncPhase | null;
  departments_total: number;
  departments_done: number;
  added: number;
  updated: number;
  disabled: number;
  unchanged: number;
  skipped: number;
  problems: SyncProblem[];
  error_key: string | null;
  error_params: MessageParams | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

export interface SyncSchedule {
  every_hours: number | null;
  updated_at: Date | null;
}

/**
 * The DingTalk contacts sync: the company's DingTalk departments and their members made the
 * portal's departments and employees.
 *
 * A run: (1) departments: the tree is read from DingTalk (the root, then each department's
 * sub-departments) and each DingTalk department is bound to a portal department (by DingTalk's
 * dept id; else an unbound department of the same name under the same parent; else a new one),
 * renamed and moved where DingTalk's differs, in one transaction. (2) users, department by
 * department in the tree's order: the members are read (every page of DingTalk's cursor) and
 * each is matched to an employee by their DingTalk binding, else by mobile (then bound), else
 * made by the new-employee rule (users/employee-records.ts); name, mobile, department and
 * position (DingTalk's title) are updated where they differ. Each department is one transaction
 * with its checkpoint (the members it listed), its counts and its audit entry: a run broken
 * part way keeps what it did, and the next run continues after the last department done.
 * (3) disable: employees bound to DingTalk who no department listed are disabled (their next
 * portal request ends their session, as the back office's disable does); employees never
 * bound are never touched, administrators are kept (listed as a problem) so a sync never
 * locks the back office out.
 */
export class ContactsSync {
  /** This process, as a run's lock names it. */
  private readonly worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private working: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    /** Absent when the operator has not given the DingTalk app's key and secret. */
    private readonly openApi: DingTalkOpenApi | null,
    private readonly audit: AuditTrail,
    private readonly hashPassword: HashPassword,
    private readonly logger: Logger,
  ) {}

  /** Whether the DingTalk app is set up (its key and secret given). */
  get configured(): boolean {
    return this.openApi !== null;
  }

  /**
   * Starts a run by hand: queued, then worked on by this process at once. While a run is queued
   * or running (here or in another process), that run is the answer (`started: false`).
   */
  async start(actorId: number): Promise<{ run: SyncRunRecord; started: boolean }> {
    if (!this.openApi) throw new DomainError('refused', 'syncNotConfigured');
    const { id, started } = await this.enqueue(actorId);
    this.kick();
    return { run: (await this.run(id))!, started };
  }

  /** Queues a run unless one is queued or running: the unique index decides, whoever asks at once. */
  private async enqueue(startedBy: number | null): Promise<{ id: number; started: boolean }> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const inserted = await sql<{ id: number }>`insert into dingtalk_sync_runs (started_by) values (${startedBy}) on conflict do nothing returning id`.execute(this.db);
      if (inserted.rows[0]) return { id: inserted.rows[0].id, started: true };
      const active = await this.db.selectFrom('dingtalk_sync_runs').select('id').where('status', 'in', ['queued', 'running']).executeTakeFirst();
      // The active run may have finished in between: try again.
      if (active) return { id: active.id, started: false };
    }
    throw new Error('could not queue a DingTalk sync run');
  }

  /** Works on queued runs (and runs whose lease lapsed) in this process until none is left; one worker per process. */
  kick(): void {
    if (this.working) {
      this.again = true;
      return;
    }
    this.again = false;
    this.working = this.drain()
      .catch((error: unknown) => this.logger.error({ err: error }, 'DingTalk sync: the worker failed'))
      .finally(() => {
        this.working = null;
        if (this.again) this.kick();
      });
  }

  /** Waits for this process's worker (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.working) await this.working;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const id = await this.claim();
      if (id === null) return;
      await this.execute(id);
    }
  }

  /** The next run to work on, now held by this process; null when none is due. */
  private async claim(): Promise<number | null> {
    const lease = `${LEASE_MS} milliseconds`;
    const result = await sql<{ id: number }>`
      update dingtalk_sync_runs set status = 'running', locked_by = ${this.worker}, locked_until = now() + ${lease}::interval,
        started_at = coalesce(started_at, now())
      where id = (
        select id from dingtalk_sync_runs
        where status = 'queued' or (status = 'running' and (locked_until is null or locked_until < now()))
        order by id limit 1
        for update skip locked)
      returning id`.execute(this.db);
    return result.rows[0]?.id ?? null;
  }

  /**
   * The schedule's periodic check (main.ts, every minute): the process that claims the minute
   * queues a scheduled run when one is due and works on what is queued or abandoned. Answers
   * the stop, which waits for the work under way.
   */
  startSchedule(onError: (error: unknown) => void, everyMs = SYNC_SWEEP_EVERY_MS): () => Promise<void> {
    let ticking: Promise<void> | null = null;
    const tick = () => {
      if (ticking) return;
      ticking = claimJob(this.db, 'dingtalk-sync', Math.floor(everyMs * 0.9))
        .then(async (claimed) => {
          if (claimed) await this.sweep();
        })
        .catch(onError)
        .finally(() => {
          ticking = null;
        });
    };
    tick();
    const timer = setInterval(tick, everyMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await ticking;
      await this.idle();
    };
  }

  /**
   * Queues the scheduled run when it is due at `now` (the schedule on, the app set up, and no
   * run, by hand or scheduled, made within the last `every_hours`), then works on what is
   * queued or was abandoned by a process that died. Answers whether a run was queued.
   */
  async sweep(now = new Date()): Promise<boolean> {
    let queued = false;
    const schedule = await this.db.selectFrom('dingtalk_sync_schedule').select(['every_hours', 'set_by']).where('id', '=', 1).executeTakeFirst();
    if (this.openApi && schedule?.every_hours && schedule.set_by !== null) {
      const since = new Date(now.getTime() - schedule.every_hours * 3600_000);
      const recent = await this.db.selectFrom('dingtalk_sync_runs').select('id').where('created_at', '>', since).executeTakeFirst();
      if (!recent) queued = (await this.enqueue(null)).started;
    }
    const due = await this.db
      .selectFrom('dingtalk_sync_runs')
      .select('id')
      .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', new Date())])])]))
      .executeTakeFirst();
    if (due && this.openApi) this.kick();
    return queued;
  }

  // ---------------------------------------------------------------------------------------
  // A run

  private async execute(runId: number): Promise<void> {
    let lost = false;
    const heartbeat = setInterval(() => {
      void this.db
        .updateTable('dingtalk_sync_runs')
        .set({ locked_until: sql<Date>`now() + ${`${LEASE_MS} milliseconds`}::interval` })
        .where('id', '=', runId)
        .where('locked_by', '=', this.worker)
        .where('status', '=', 'running')
        .executeTakeFirst()
        .then((result) => {
          if (Number(result.numUpdatedRows) === 0) lost = true;
        })
        .catch((error: unknown) => this.logger.warn({ err: error, runId }, 'DingTalk sync: the lease could not be renewed'));
    }, LEASE_MS / 3);
    heartbeat.unref();
    try {
      if (!this.openApi) throw new DomainError('refused', 'syncNotConfigured');
      const openApi = this.openApi;
      let run = await this.load(runId);
      if (run.phase === null) run = await this.prepare(run);
      if (run.phase === 'departments') run = await this.syncDepartments(run, openApi);
      if (run.phase === 'users') run = await this.syncUsers(run, openApi, () => lost);
      if (run.phase === 'disable') await this.disableGone(run);
      this.logger.info({ runId }, 'DingTalk sync: done');
    } catch (error) {
      if (error instanceof LeaseLost) {
        this.logger.warn({ runId }, 'DingTalk sync: another process took the run over');
        return;
      }
      await this.fail(runId, error);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async load(runId: number, trx: Db = this.db): Promise<RunRow> {
    return trx
      .selectFrom('dingtalk_sync_runs')
      .select(['id', 'status', 'started_by', 'resumed_from', 'phase', 'departments', 'departments_total', 'departments_done', 'locked_by'])
      .where('id', '=', runId)
      .executeTakeFirstOrThrow();
  }

  /** A step's transaction, with the run locked and still this process's (else LeaseLost: nothing is written). */
  private owned<T>(runId: number, step: (trx: Db, run: RunRow) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      const run = await trx
        .selectFrom('dingtalk_sync_runs')
        .select(['id', 'status', 'started_by', 'resumed_from', 'phase', 'departments', 'departments_total', 'departments_done', 'locked_by'])
        .where('id', '=', runId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (run.status !== 'running' || run.locked_by !== this.worker) throw new LeaseLost();
      return step(trx, run);
    });
  }

  /** Who the run's changes are recorded as: who started it, or for the schedule, the admin who set it. */
  private async actorOf(trx: Db, run: RunRow): Promise<number> {
    if (run.started_by !== null) return run.started_by;
    const schedule = await trx.selectFrom('dingtalk_sync_schedule').select('set_by').where('id', '=', 1).executeTakeFirst();
    if (schedule?.set_by == null) throw new Error('a scheduled DingTalk sync without the admin who set the schedule');
    return schedule.set_by;
  }

  /**
   * A new run: continues the last finished run when that one failed recently after reading the
   * department tree (its tree, checkpoints, counts and problems are taken over), else starts
   * with the departments.
   */
  private prepare(run: RunRow): Promise<RunRow> {
    return this.owned(run.id, async (trx) => {
      const last = await trx
        .selectFrom('dingtalk_sync_runs')
        .selectAll()
        .where('id', '<', run.id)
        .where('status', 'in', ['done', 'failed'])
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      // A run that failed because DingTalk listed nobody would only fail again from its checkpoints.
      const resumable = last && last.status === 'failed' && last.error_key !== 'syncNobodyListed' && last.departments !== null && (last.phase === 'users' || last.phase === 'disable') && last.finished_at && Date.now() - last.finished_at.getTime() < RESUME_WITHIN_MS;
      if (!resumable) {
        await trx.updateTable('dingtalk_sync_runs').set({ phase: 'departments' }).where('id', '=', run.id).execute();
      } else {
        await trx
          .updateTable('dingtalk_sync_runs')
          .set({
            phase: last.phase,
            resumed_from: last.id,
            departments: JSON.stringify(last.departments),
            departments_total: last.departments_total,
            departments_done: last.departments_done,
            added: last.added,
            updated: last.updated,
            disabled: last.disabled,
            unchanged: last.unchanged,
            skipped: last.skipped,
            problems: JSON.stringify(last.problems),
          })
          .where('id', '=', run.id)
          .execute();
        await sql`insert into dingtalk_sync_checkpoints (run_id, dingtalk_dept_id, user_ids, done_at)
          select ${run.id}, dingtalk_dept_id, user_ids, done_at from dingtalk_sync_checkpoints where run_id = ${last.id}`.execute(trx);
      }
      return this.load(run.id, trx);
    });
  }

  /** Reads DingTalk's department tree, parents before children (the root, then each department's sub-departments). */
  private async readTree(openApi: DingTalkOpenApi): Promise<DingTalkDepartment[]> {
    const root = await openApi.department(ROOT_DEPT_ID);
    const tree: DingTalkDepartment[] = [{ ...root, parentId: null }];
    const seen = new Set([root.deptId]);
    for (let at = 0; at < tree.length; at += 1) {
      for (const sub of await openApi.subDepartments(tree[at]!.deptId)) {
        // A department listed twice (DingTalk's answer changing under the walk) is taken once.
        if (seen.has(sub.deptId)) continue;
        seen.add(sub.deptId);
        tree.push(sub);
      }
    }
    return tree;
  }

  /** Phase 1: the department tree, bound, created, renamed and moved in one transaction under the tree's lock. */
  private async syncDepartments(run: RunRow, openApi: DingTalkOpenApi): Promise<RunRow> {
    const tree = await this.readTree(openApi);
    return this.owned(run.id, async (trx, locked) => {
      // The same lock as the organisation page's changes: no move there meets one here half way.
      await sql`lock table departments in share row exclusive mode`.execute(trx);
      const all = await trx.selectFrom('departments').select(['id', 'parent_id', 'name', 'sort']).execute();
      const bindings = await trx.selectFrom('dingtalk_departments').select(['department_id', 'dingtalk_dept_id']).execute();
      const boundTo = new Map(bindings.map((b) => [b.dingtalk_dept_id, b.department_id]));
      const bound = new Set(bindings.map((b) => b.department_id));
      const byId = new Map(all.map((d) => [d.id, d]));
      let sort = Math.max(0, ...all.map((d) => d.sort));
      const portalOf = new Map<string, number>();
      const created: string[] = [];
      const renamed: { from: string; to: string }[] = [];
      const moved: string[] = [];
      /** A name its new siblings do not have (the unique index): DingTalk's, or with its dept id when a sibling has it. */
      const nameAmong = (name: string, parentId: number | null, self: number | null, deptId: string) => {
        const wanted = (name || deptId).slice(0, 50);
        const taken = (candidate: string) => all.some((d) => d.parent_id === parentId && d.id !== self && d.name.toLowerCase() === candidate.toLowerCase());
        return taken(wanted) ? `${wanted.slice(0, 40)} (${deptId})` : wanted;
      };
      for (const dept of tree) {
        const parentId = dept.parentId === null ? null : (portalOf.get(dept.parentId) ?? null);
        const existingId = boundTo.get(dept.deptId);
        const existing = existingId === undefined ? undefined : byId.get(existingId);
        if (existing) {
          const name = existing.name.toLowerCase() === (dept.name || dept.deptId).slice(0, 50).toLowerCase() && existing.parent_id === parentId ? existing.name : nameAmong(dept.name, parentId, existing.id, dept.deptId);
          if (name !== existing.name || parentId !== existing.parent_id) {
            await trx.updateTable('departments').set({ name, parent_id: parentId }).where('id', '=', existing.id).execute();
            if (name !== existing.name) renamed.push({ from: existing.name, to: name });
            if (parentId !== existing.parent_id) moved.push(name);
            existing.name = name;
            existing.parent_id = parentId;
          }
          portalOf.set(dept.deptId, existing.id);
          continue;
        }
        // Not bound yet: an unbound department of the same name under the same parent is this one.
        const same = all.find((d) => d.parent_id === parentId && !bound.has(d.id) && d.name.toLowerCase() === (dept.name || dept.deptId).toLowerCase());
        let id: number;
        if (same) {
          id = same.id;
        } else {
          const name = nameAmong(dept.name, parentId, null, dept.deptId);
          sort += 1;
          id = (await trx.insertInto('departments').values({ name, parent_id: parentId, sort }).returning('id').executeTakeFirstOrThrow()).id;
          const row = { id, parent_id: parentId, name, sort };
          all.push(row);
          byId.set(id, row);
          created.push(name);
        }
        // A binding left by a DingTalk department that is gone is replaced.
        await trx.deleteFrom('dingtalk_departments').where('department_id', '=', id).execute();
        await trx.insertInto('dingtalk_departments').values({ department_id: id, dingtalk_dept_id: dept.deptId }).execute();
        bound.add(id);
        portalOf.set(dept.deptId, id);
      }
      if (created.length || renamed.length || moved.length) {
        await this.audit.record(trx, {
          actorId: await this.actorOf(trx, locked),
          action: 'dingtalk.departments',
          entity: 'dingtalk_sync',
          entityId: run.id,
          before: null,
          after: { run_id: run.id, created, renamed, moved },
        });
      }
      const snapshot: SyncDepartment[] = tree.map((d) => ({ dept_id: d.deptId, parent_id: d.parentId, name: d.name, portal_id: portalOf.get(d.deptId)! }));
      await trx.updateTable('dingtalk_sync_runs').set({ phase: 'users', departments: JSON.stringify(snapshot), departments_total: snapshot.length }).where('id', '=', run.id).execute();
      return this.load(run.id, trx);
    });
  }

  /** Phase 2: each department not yet done: its members read, then applied with its checkpoint in one transaction. */
  private async syncUsers(run: RunRow, openApi: DingTalkOpenApi, leaseLost: () => boolean): Promise<RunRow> {
    const departments = run.departments ?? [];
    const done = new Set((await this.db.selectFrom('dingtalk_sync_checkpoints').select('dingtalk_dept_id').where('run_id', '=', run.id).execute()).map((c) => c.dingtalk_dept_id));
    const inTree = new Set(departments.map((d) => d.dept_id));
    // One unknown password for everyone the run adds: they sign in through DingTalk or set their own with a code to their mobile.
    let passwordHash: string | null = null;
    for (const dept of departments) {
      if (done.has(dept.dept_id)) continue;
      if (leaseLost()) throw new LeaseLost();
      const members = await openApi.members(dept.dept_id);
      // A member of several departments is the employee of the first of theirs DingTalk lists that the tree has.
      const own = members.filter((m) => (m.deptIds.find((id) => inTree.has(id)) ?? dept.dept_id) === dept.dept_id);
      passwordHash ??= own.length ? await this.hashPassword(randomBytes(24).toString('base64url')) : null;
      const hash = passwordHash;
      await this.owned(run.id, async (trx, locked) => {
        const outcome = await this.applyMembers(trx, dept, own, hash ?? '');
        if (outcome.changes.length) {
          await this.audit.record(trx, {
            actorId: await this.actorOf(trx, locked),
            action: 'dingtalk.sync',
            entity: 'dingtalk_sync',
            entityId: run.id,
            before: null,
            after: { run_id: run.id, department: dept.name, ...outcome.summary },
          });
        }
        await trx.insertInto('dingtalk_sync_checkpoints').values({ run_id: run.id, dingtalk_dept_id: dept.dept_id, user_ids: JSON.stringify(members.map((m) => m.userId)) }).execute();
        await this.addCounts(trx, run.id, outcome.counts, outcome.problems, { departments_done: 1 });
      });
    }
    await this.db.updateTable('dingtalk_sync_runs').set({ phase: 'disable' }).where('id', '=', run.id).where('locked_by', '=', this.worker).execute();
    return this.load(run.id);
  }

  private async addCounts(trx: Db, runId: number, counts: StepCounts, problems: SyncProblem[], extra: { departments_done?: number } = {}) {
    await trx
      .updateTable('dingtalk_sync_runs')
      .set((eb) => ({
        added: eb('added', '+', counts.added),
        updated: eb('updated', '+', counts.updated),
        disabled: eb('disabled', '+', counts.disabled),
        unchanged: eb('unchanged', '+', counts.unchanged),
        skipped: eb('skipped', '+', counts.skipped),
        departments_done: eb('departments_done', '+', extra.departments_done ?? 0),
        // Kept up to MAX_PROBLEMS: the counts hold the rest.
        problems: sql<string>`(select coalesce(jsonb_agg(p), '[]'::jsonb) from (select p from jsonb_array_elements(problems || ${JSON.stringify(problems)}::jsonb) as p limit ${MAX_PROBLEMS}) as kept)`,
      }))
      .where('id', '=', runId)
      .execute();
  }

  /**
   * One department's own members made employees: matched by binding, else by mobile (then
   * bound), else added by the new-employee rule; updated where DingTalk differs.
   */
  private async applyMembers(trx: Db, dept: SyncDepartment, members: DingTalkMember[], passwordHash: string) {
    const counts = noCounts();
    const problems: SyncProblem[] = [];
    const changes: string[] = [];
    const summary = { accounts: [] as string[], updated: [] as { account: string; fields: string[] }[], bound: [] as string[] };
    if (members.length === 0) return { counts, problems, changes, summary };
    const problem = (member: DingTalkMember, reason: MessageKey, field?: string) => {
      problems.push({ dingtalk_user_id: member.userId, name: member.name, reason, ...(field ? { field } : {}) });
    };

    const department = await trx.selectFrom('departments').select(['id', 'status']).where('id', '=', dept.portal_id).executeTakeFirst();
    const positionId = await this.positionsFor(trx, members);
    const ids = members.map((m) => m.userId);
    const bindings = await trx.selectFrom('dingtalk_accounts').select(['user_id', 'dingtalk_user_id', 'disabled_by_sync']).where('dingtalk_user_id', 'in', ids).execute();
    const mobiles = members.map((m) => m.mobile).filter(Boolean);
    const byMobile = mobiles.length
      ? await trx.selectFrom('users as u').leftJoin('dingtalk_accounts as da', 'da.user_id', 'u.id').select(['u.id', 'u.mobile', 'da.dingtalk_user_id']).where('u.mobile', 'in', mobiles).execute()
      : [];
    const employeeIds = [...bindings.map((b) => b.user_id), ...byMobile.map((u) => u.id)];
    const employees = employeeIds.length
      ? await trx.selectFrom('users').select(['id', 'account', 'name', 'mobile', 'department_id', 'position_id', 'status']).where('id', 'in', employeeIds).forUpdate().execute()
      : [];
    const employeeById = new Map(employees.map((e) => [e.id, e]));
    const bindingOf = new Map(bindings.map((b) => [b.dingtalk_user_id, b]));
    const mobileOwner = new Map(byMobile.map((u) => [u.mobile!, u]));

    const drafts: { member: DingTalkMember; draft: EmployeeDraft }[] = [];
    for (const member of members) {
      const binding = bindingOf.get(member.userId);
      let employeeId = binding?.user_id;
      let newlyBound = false;
      if (employeeId === undefined && member.mobile) {
        const owner = mobileOwner.get(member.mobile);
        if (owner && owner.dingtalk_user_id && owner.dingtalk_user_id !== member.userId) {
          problem(member, 'syncProblem.mobileBoundElsewhere', 'mobile');
          counts.skipped += 1;
          continue;
        }
        if (owner) {
          employeeId = owner.id;
          newlyBound = true;
        }
      }
      if (employeeId === undefined) {
        if (!member.mobile) {
          problem(member, 'syncProblem.noMobile', 'mobile');
          counts.skipped += 1;
          continue;
        }
        if (!department || department.status !== 1) {
          problem(member, 'syncProblem.departmentDisabled', 'department');
          counts.skipped += 1;
          continue;
        }
        const draft = Object.fromEntries(EMPLOYEE_FIELDS.map((field) => [field, ''])) as EmployeeDraft;
        // A title naming a disabled position gives the new employee none (the rule offers it for nothing new).
        const position = member.title ? positionId.get(member.title.toLowerCase()) : undefined;
        Object.assign(draft, { account: accountOf(member), name: member.name, mobile: member.mobile, work_number: member.jobNumber, department: departmentKey(dept), position: position?.status === 1 ? position.name : '' });
        drafts.push({ member, draft });
        continue;
      }
      const employee = employeeById.get(employeeId)!;
      const set: { name?: string; mobile?: string; department_id?: number; position_id?: number | null; status?: number } = {};
      if (member.name && member.name !== employee.name) set.name = member.name.slice(0, 64);
      if (member.mobile && member.mobile !== employee.mobile) {
        // The new number is someone else's: the rest is updated, the mobile stays.
        const owner = mobileOwner.get(member.mobile);
        if (owner && owner.id !== employee.id) problem(member, 'syncProblem.mobileTaken', 'mobile');
        else set.mobile = member.mobile;
      }
      if (employee.department_id !== dept.portal_id) set.department_id = dept.portal_id;
      const position = member.title ? positionId.get(member.title.toLowerCase()) : null;
      // A title naming a disabled position leaves the employee's position as it is.
      if (position !== undefined && (position === null || position.status === 1) && (position?.id ?? null) !== employee.position_id) set.position_id = position?.id ?? null;
      if (employee.status === 2 && binding?.disabled_by_sync) set.status = 1;
      if (newlyBound) {
        await trx.insertInto('dingtalk_accounts').values({ user_id: employee.id, dingtalk_user_id: member.userId }).execute();
        summary.bound.push(employee.account);
      }
      if (set.status === 1) await trx.updateTable('dingtalk_accounts').set({ disabled_by_sync: false }).where('user_id', '=', employee.id).execute();
      const fields = Object.keys(set);
      if (fields.length) await trx.updateTable('users').set({ ...set, updated_at: new Date() }).where('id', '=', employee.id).execute();
      if (fields.length || newlyBound) {
        counts.updated += 1;
        summary.updated.push({ account: employee.account, fields: newlyBound ? [...fields, 'dingtalk'] : fields });
        changes.push(employee.account);
      } else {
        counts.unchanged += 1;
      }
    }

    if (drafts.length) {
      const directory = await loadDirectory(trx);
      directory.departments.set(departmentKey(dept), dept.portal_id);
      const checked = await checkNewEmployees(
        trx,
        drafts.map((d) => d.draft),
        directory,
      );
      const valid: { member: DingTalkMember; employee: NonNullable<(typeof checked)[number]['employee']> }[] = [];
      checked.forEach((c, index) => {
        const { member } = drafts[index]!;
        if (c.employee) valid.push({ member, employee: c.employee });
        else {
          counts.skipped += 1;
          for (const p of c.problems) problem(member, `employeeProblem.${p.code}` as MessageKey, p.field);
        }
      });
      const added = await insertEmployees(
        trx,
        valid.map((v) => ({ employee: v.employee, passwordHash })),
      );
      for (const { member, employee } of valid) {
        const id = added.get(employee.account);
        if (id === undefined) {
          counts.skipped += 1;
          problem(member, 'employeeProblem.duplicateAccount', 'account');
          continue;
        }
        await trx.insertInto('dingtalk_accounts').values({ user_id: id, dingtalk_user_id: member.userId }).execute();
        counts.added += 1;
        summary.accounts.push(employee.account);
        changes.push(employee.account);
      }
    }
    return { counts, problems, changes, summary };
  }

  /**
   * The positions the members' titles name, by the title in lower case (names are unique in
   * lower case): an existing one, or a new one made for a title no position has yet.
   */
  private async positionsFor(trx: Db, members: DingTalkMember[]): Promise<Map<string, { id: number; name: string; status: number }>> {
    const titles = [...new Map(members.filter((m) => m.title).map((m) => [m.title.slice(0, 50).toLowerCase(), m.title.slice(0, 50)])).entries()];
    const found = new Map<string, { id: number; name: string; status: number }>();
    if (!titles.length) return found;
    await sql`lock table positions in share row exclusive mode`.execute(trx);
    const existing = await trx.selectFrom('positions').select(['id', 'name', 'status', 'sort']).execute();
    for (const p of existing) found.set(p.name.toLowerCase(), p);
    let sort = Math.max(0, ...existing.map((p) => p.sort));
    for (const [key, title] of titles) {
      if (found.has(key)) continue;
      sort += 1;
      const { id } = await trx.insertInto('positions').values({ name: title, sort }).returning('id').executeTakeFirstOrThrow();
      found.set(key, { id, name: title, status: 1 });
    }
    // Every member's title (full length) finds its position by the name as kept.
    for (const member of members) if (member.title) found.set(member.title.toLowerCase(), found.get(member.title.slice(0, 50).toLowerCase())!);
    return found;
  }

  /** Phase 3: employees bound to DingTalk whom no department listed are disabled (administrators kept); the run is done. */
  private async disableGone(run: RunRow): Promise<void> {
    await this.owned(run.id, async (trx, locked) => {
      const checkpoints = await trx.selectFrom('dingtalk_sync_checkpoints').select('user_ids').where('run_id', '=', run.id).execute();
      const seen = new Set(checkpoints.flatMap((c) => c.user_ids));
      // DingTalk listing nobody is a permission or an outage, not a company that left: disabling everyone would lock the company out.
      if (seen.size === 0) throw new DomainError('refused', 'syncNobodyListed');
      const bound = await trx
        .selectFrom('dingtalk_accounts as da')
        .innerJoin('users as u', 'u.id', 'da.user_id')
        .select(['u.id', 'u.account', 'u.name', 'u.is_admin', 'da.dingtalk_user_id'])
        .where('u.status', '=', 1)
        .execute();
      const gone = bound.filter((b) => !seen.has(b.dingtalk_user_id));
      const problems: SyncProblem[] = [];
      const disabling = gone.filter((b) => {
        if (b.is_admin !== 1) return true;
        problems.push({ dingtalk_user_id: b.dingtalk_user_id, name: b.name, reason: 'syncProblem.adminKept' });
        return false;
      });
      const counts = { ...noCounts(), disabled: disabling.length };
      if (disabling.length) {
        const ids = disabling.map((b) => b.id);
        // As the back office's disable: status 2, and the employee's next portal request ends their session.
        await trx.updateTable('users').set({ status: 2, updated_at: new Date() }).where('id', 'in', ids).execute();
        await trx.updateTable('dingtalk_accounts').set({ disabled_by_sync: true }).where('user_id', 'in', ids).execute();
        await this.audit.record(trx, {
          actorId: await this.actorOf(trx, locked),
          action: 'dingtalk.sync',
          entity: 'dingtalk_sync',
          entityId: run.id,
          before: null,
          after: { run_id: run.id, disabled: disabling.map((b) => b.account) },
        });
      }
      await this.addCounts(trx, run.id, counts, problems);
      await trx.updateTable('dingtalk_sync_runs').set({ status: 'done', finished_at: new Date(), locked_by: null, locked_until: null }).where('id', '=', run.id).execute();
    });
  }

  /** The run failed: its checkpoints stay for the next run to continue from, its error is kept to show. */
  private async fail(runId: number, error: unknown): Promise<void> {
    let key: MessageKey = 'syncFailed';
    let params: MessageParams = {};
    if (error instanceof DingTalkUnavailable) key = 'syncUnavailable';
    else if (error instanceof DingTalkRefusal) {
      key = 'syncRefused';
      params = { errcode: error.errcode, errmsg: error.errmsg };
    } else if (error instanceof DomainError) {
      key = error.messageKey;
      params = error.params;
    }
    this.logger[key === 'syncFailed' ? 'error' : 'warn']({ err: error, runId }, 'DingTalk sync failed');
    await this.db
      .updateTable('dingtalk_sync_runs')
      .set({ status: 'failed', finished_at: new Date(), error_key: key, error_params: JSON.stringify(params), locked_by: null, locked_until: null })
      .where('id', '=', runId)
      .where('locked_by', '=', this.worker)
      .execute();
  }

  // ---------------------------------------------------------------------------------------
  // Reading

  /** One run. */
  async run(id: number): Promise<SyncRunRecord | undefined> {
    return (await this.runs((q) => q.where('r.id', '=', id)))[0];
  }

  /** The run queued or running, if any, and the latest runs, newest first. */
  async overview(): Promise<{ current: SyncRunRecord | null; recent: SyncRunRecord[]; schedule: SyncSchedule }> {
    const recent = await this.runs((q) => q.orderBy('r.id', 'desc').limit(RECENT_RUNS));
    const current = recent.find((r) => r.status === 'queued' || r.status === 'running') ?? null;
    return { current, recent, schedule: await this.schedule() };
  }

  private async runs(filter: (query: ReturnType<ContactsSync['runQuery']>) => ReturnType<ContactsSync['runQuery']>): Promise<SyncRunRecord[]> {
    return filter(this.runQuery()).execute();
  }

  private runQuery() {
    return this.db
      .selectFrom('dingtalk_sync_runs as r')
      .leftJoin('users as u', 'u.id', 'r.started_by')
      .select([
        'r.id',
        'r.status',
        'r.started_by',
        'u.name as started_by_name',
        'r.resumed_from',
        'r.phase',
        'r.departments_total',
        'r.departments_done',
        'r.added',
        'r.updated',
        'r.disabled',
        'r.unchanged',
        'r.skipped',
        'r.problems',
        'r.error_key',
        'r.error_params',
        'r.created_at',
        'r.started_at',
        'r.finished_at',
      ]);
  }

  async schedule(): Promise<SyncSchedule> {
    const row = await this.db.selectFrom('dingtalk_sync_schedule').select(['every_hours', 'updated_at']).where('id', '=', 1).executeTakeFirst();
    return { every_hours: row?.every_hours ?? null, updated_at: row?.updated_at ?? null };
  }

  /** Turns the schedule off (null) or to every `everyHours` hours; recorded in the audit trail. The admin who sets it is who the scheduled runs' changes are recorded as. */
  async setSchedule(actorId: number, everyHours: number | null): Promise<SyncSchedule> {
    await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('dingtalk_sync_schedule').select('every_hours').where('id', '=', 1).forUpdate().executeTakeFirst();
      await trx
        .insertInto('dingtalk_sync_schedule')
        .values({ id: 1, every_hours: everyHours, set_by: actorId, updated_at: new Date() })
        .onConflict((oc) => oc.column('id').doUpdateSet({ every_hours: everyHours, set_by: actorId, updated_at: new Date() }))
        .execute();
      if ((before?.every_hours ?? null) !== everyHours) {
        await this.audit.record(trx, { actorId, action: 'dingtalk.schedule', entity: 'dingtalk_sync', entityId: null, before: { every_hours: before?.every_hours ?? null }, after: { every_hours: everyHours } });
      }
    });
    return this.schedule();
  }
}

/** The name a sync's department goes by in the new-employee rule's directory (never a path anyone writes: no slash). */
function departmentKey(dept: SyncDepartment): string {
  return `dingtalk-dept:${dept.dept_id}`;
}
