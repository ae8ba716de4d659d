import { sql } from 'kysely';
import { isUniqueViolation, type Db } from '../../core/db/database.js';
import { DomainError } from '../../core/errors.js';
import type { AuditTrail } from '../audit/index.js';

/** A department's or a position's status: 1 active, 2 disabled (kept for who names it, offered for nothing new). */
export type OrganisationStatus = 1 | 2;

export interface DepartmentRow {
  id: number;
  parent_id: number | null;
  name: string;
  sort: number;
  status: number;
  /** People whose department it is (either status). */
  employee_count: number;
}

export interface PositionRow {
  id: number;
  name: string;
  sort: number;
  status: number;
  employee_count: number;
}

export interface DepartmentChange {
  name?: string;
  /** null: a top-level department. */
  parent_id?: number | null;
  sort?: number;
}

/** A name as it is kept: trimmed; empty is refused on the field. */
function nameOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new DomainError('invalid', 'organisationNameEmpty', {}, 'name');
  return trimmed;
}


/**
 * The back office's organisation: the department tree and the positions. Every change runs in a
 * transaction that holds the departments (or positions) table against other structure changes,
 * so two moves cannot make a cycle between them and a check (a sibling's name, people left in
 * a department) still holds when the change is written; each is recorded in the audit trail in
 * that transaction.
 *
 * A department with people never vanishes: it is merged into another (its people and
 * sub-departments move there) or, once empty, deleted; a department with active people or
 * active sub-departments cannot be disabled.
 */
export class OrganisationAdmin {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditTrail,
  ) {}

  /** Every department, in the tree's order (parents before children is left to the reader: `parent_id` links them). */
  async departments(): Promise<DepartmentRow[]> {
    return this.db
      .selectFrom('departments as d')
      .select(['d.id', 'd.parent_id', 'd.name', 'd.sort', 'd.status'])
      .select((eb) => eb.selectFrom('users as u').whereRef('u.department_id', '=', 'd.id').select(eb.fn.countAll<number>().as('n')).as('employee_count'))
      .orderBy('d.sort')
      .orderBy('d.id')
      .execute()
      .then((rows) => rows.map((row) => ({ ...row, employee_count: Number(row.employee_count ?? 0) })));
  }

  async createDepartment(actorId: number, input: { name: string; parent_id: number | null }) {
    const name = nameOf(input.name);
    return this.departmentChange(async (trx, all) => {
      if (input.parent_id !== null) this.activeParent(all, input.parent_id);
      this.uniqueAmongSiblings(all, input.parent_id, name, null);
      const sort = Math.max(0, ...all.map((d) => d.sort)) + 1;
      const { id } = await trx.insertInto('departments').values({ name, parent_id: input.parent_id, sort }).returning('id').executeTakeFirstOrThrow();
      const after = { name, parent_id: input.parent_id, status: 1 };
      await this.audit.record(trx, { actorId, action: 'department.create', entity: 'department', entityId: id, before: null, after });
      return { id };
    });
  }

  /** Renames, moves (under another parent or to the top) or reorders a department. */
  async updateDepartment(actorId: number, id: number, change: DepartmentChange) {
    return this.departmentChange(async (trx, all) => {
      const department = this.existing(all, id);
      const name = change.name === undefined ? department.name : nameOf(change.name);
      const parentId = change.parent_id === undefined ? department.parent_id : change.parent_id;
      if (parentId !== department.parent_id && parentId !== null) {
        if (parentId === id || this.descendantsOf(all, id).has(parentId)) throw new DomainError('invalid', 'departmentCycle', {}, 'parent_id');
        this.activeParent(all, parentId);
      }
      if (name !== department.name || parentId !== department.parent_id) this.uniqueAmongSiblings(all, parentId, name, id);
      const sort = change.sort ?? department.sort;
      const before = { name: department.name, parent_id: department.parent_id, sort: department.sort };
      const after = { name, parent_id: parentId, sort };
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await trx.updateTable('departments').set({ name, parent_id: parentId, sort }).where('id', '=', id).execute();
        await this.audit.record(trx, { actorId, action: parentId !== department.parent_id ? 'department.move' : 'department.update', entity: 'department', entityId: id, before, after });
      }
      return { id };
    });
  }

  /**
   * Merges a department into another: its people and its sub-departments move there, and it is
   * removed. Refused into itself or one of its own sub-departments, into a disabled one, and when
   * a sub-department would meet a sibling of the same name there.
   */
  async mergeDepartment(actorId: number, id: number, intoId: number) {
    return this.departmentChange(async (trx, all) => {
      const source = this.existing(all, id);
      if (intoId === id || this.descendantsOf(all, id).has(intoId)) throw new DomainError('invalid', 'departmentMergeInside', {}, 'into_id');
      const target = this.existing(all, intoId, 'into_id');
      if (target.status !== 1) throw new DomainError('invalid', 'departmentDisabledTarget', { name: target.name }, 'into_id');
      const targetChildren = new Set(all.filter((d) => d.parent_id === intoId).map((d) => d.name.toLowerCase()));
      const clash = all.find((d) => d.parent_id === id && targetChildren.has(d.name.toLowerCase()));
      if (clash) throw new DomainError('invalid', 'departmentMergeClash', { name: clash.name, target: target.name }, 'into_id');
      const moved = await trx.updateTable('users').set({ department_id: intoId, updated_at: new Date() }).where('department_id', '=', id).executeTakeFirst();
      await trx.updateTable('departments').set({ parent_id: intoId }).where('parent_id', '=', id).execute();
      await trx.deleteFrom('departments').where('id', '=', id).execute();
      const people = Number(moved.numUpdatedRows);
      await this.audit.record(trx, {
        actorId,
        action: 'department.merge',
        entity: 'department',
        entityId: id,
        before: { name: source.name, parent_id: source.parent_id, employee_count: source.employee_count },
        after: { into_id: intoId, into_name: target.name, employees_moved: people },
      });
      return { id: intoId, employees_moved: people };
    });
  }

  /** Disables (2) or enables (1) a department; see the class for what refuses it. */
  async setDepartmentStatus(actorId: number, id: number, status: OrganisationStatus) {
    return this.departmentChange(async (trx, all) => {
      const department = this.existing(all, id);
      if (department.status === status) return { id, status };
      if (status === 2) {
        const active = await trx.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('department_id', '=', id).where('status', '=', 1).executeTakeFirstOrThrow();
        if (Number(active.n) > 0) throw new DomainError('invalid', 'departmentHasPeople', { count: Number(active.n) });
        const child = all.find((d) => d.parent_id === id && d.status === 1);
        if (child) throw new DomainError('invalid', 'departmentHasActiveChildren', { name: child.name });
      } else if (department.parent_id !== null) {
        this.activeParent(all, department.parent_id);
      }
      await trx.updateTable('departments').set({ status }).where('id', '=', id).execute();
      await this.audit.record(trx, { actorId, action: status === 2 ? 'department.disable' : 'department.enable', entity: 'department', entityId: id, before: { status: department.status }, after: { status } });
      return { id, status };
    });
  }

  /** Deletes a department nobody and nothing is in (else: merge it, or move its people first). */
  async deleteDepartment(actorId: number, id: number) {
    return this.departmentChange(async (trx, all) => {
      const department = this.existing(all, id);
      if (department.employee_count > 0) throw new DomainError('invalid', 'departmentNotEmpty', { count: department.employee_count });
      const child = all.find((d) => d.parent_id === id);
      if (child) throw new DomainError('invalid', 'departmentHasChildren', { name: child.name });
      await trx.deleteFrom('departments').where('id', '=', id).execute();
      await this.audit.record(trx, { actorId, action: 'department.delete', entity: 'department', entityId: id, before: { name: department.name, parent_id: department.parent_id }, after: null });
      return { id };
    });
  }

  /** Moves employees into an active department (the list's bulk action). */
  async moveEmployees(actorId: number, userIds: number[], departmentId: number) {
    return this.departmentChange(async (trx, all) => {
      const target = this.existing(all, departmentId, 'department_id');
      if (target.status !== 1) throw new DomainError('invalid', 'departmentDisabledTarget', { name: target.name }, 'department_id');
      const people = await trx.selectFrom('users').select(['id', 'department_id']).where('id', 'in', userIds).forUpdate().execute();
      if (people.length !== new Set(userIds).size) throw new DomainError('notFound', 'employeeMissing');
      const moving = people.filter((p) => p.department_id !== departmentId);
      if (moving.length) {
        await trx.updateTable('users').set({ department_id: departmentId, updated_at: new Date() }).where('id', 'in', moving.map((p) => p.id)).execute();
        for (const person of moving) {
          await this.audit.record(trx, { actorId, action: 'employee.move', entity: 'user', entityId: person.id, before: { department_id: person.department_id }, after: { department_id: departmentId } });
        }
      }
      return { department_id: departmentId, moved: moving.length };
    });
  }

  async positions(): Promise<PositionRow[]> {
    const rows = await this.db
      .selectFrom('positions as p')
      .select(['p.id', 'p.name', 'p.sort', 'p.status'])
      .select((eb) => eb.selectFrom('users as u').whereRef('u.position_id', '=', 'p.id').select(eb.fn.countAll<number>().as('n')).as('employee_count'))
      .orderBy('p.sort')
      .orderBy('p.id')
      .execute();
    return rows.map((row) => ({ ...row, employee_count: Number(row.employee_count ?? 0) }));
  }

  async createPosition(actorId: number, input: { name: string }) {
    const name = nameOf(input.name);
    return this.positionChange(async (trx) => {
      const sort = await trx.selectFrom('positions').select((eb) => eb.fn.max('sort').as('top')).executeTakeFirst();
      const { id } = await trx.insertInto('positions').values({ name, sort: Number(sort?.top ?? 0) + 1 }).returning('id').executeTakeFirstOrThrow();
      await this.audit.record(trx, { actorId, action: 'position.create', entity: 'position', entityId: id, before: null, after: { name, status: 1 } });
      return { id };
    });
  }

  /** Renames a position, or disables (2) / enables (1) it: a disabled position stays on the people who hold it. */
  async updatePosition(actorId: number, id: number, change: { name?: string; status?: OrganisationStatus }) {
    return this.positionChange(async (trx) => {
      const position = await trx.selectFrom('positions').select(['name', 'status']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!position) throw new DomainError('notFound', 'positionMissing');
      const after = { name: change.name === undefined ? position.name : nameOf(change.name), status: change.status ?? position.status };
      if (after.name !== position.name || after.status !== position.status) {
        await trx.updateTable('positions').set(after).where('id', '=', id).execute();
        await this.audit.record(trx, { actorId, action: 'position.update', entity: 'position', entityId: id, before: position, after });
      }
      return { id };
    });
  }

  /** Deletes a position nobody holds (else: disable it). */
  async deletePosition(actorId: number, id: number) {
    return this.positionChange(async (trx) => {
      const position = await trx.selectFrom('positions').select(['name', 'status']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!position) throw new DomainError('notFound', 'positionMissing');
      const held = await trx.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('position_id', '=', id).executeTakeFirstOrThrow();
      if (Number(held.n) > 0) throw new DomainError('invalid', 'positionHeld', { count: Number(held.n) });
      await trx.deleteFrom('positions').where('id', '=', id).execute();
      await this.audit.record(trx, { actorId, action: 'position.delete', entity: 'position', entityId: id, before: position, after: null });
      return { id };
    });
  }

  /** A change of the tree: the departments table held against other structure changes, the tree read inside. */
  private departmentChange<T>(change: (trx: Db, all: DepartmentRow[]) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await sql`lock table departments in share row exclusive mode`.execute(trx);
      const all = await new OrganisationAdmin(trx, this.audit).departments();
      return change(trx, all);
    });
  }

  /** A change of the positions: their names are unique (lower case), so the same name twice is refused on the field. */
  private async positionChange<T>(change: (trx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        await sql`lock table positions in share row exclusive mode`.execute(trx);
        return change(trx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('invalid', 'positionNameTaken', {}, 'name');
      throw error;
    }
  }

  private existing(all: DepartmentRow[], id: number, field?: string): DepartmentRow {
    const department = all.find((d) => d.id === id);
    if (!department) throw new DomainError('notFound', 'departmentMissing', {}, field);
    return department;
  }

  private activeParent(all: DepartmentRow[], parentId: number) {
    const parent = this.existing(all, parentId, 'parent_id');
    if (parent.status !== 1) throw new DomainError('invalid', 'departmentDisabledTarget', { name: parent.name }, 'parent_id');
  }

  private uniqueAmongSiblings(all: DepartmentRow[], parentId: number | null, name: string, self: number | null) {
    const taken = all.some((d) => d.parent_id === parentId && d.id !== self && d.name.toLowerCase() === name.toLowerCase());
    if (taken) throw new DomainError('invalid', 'departmentNameTaken', { name }, 'name');
  }

  /** The ids of a department's sub-departments, at any depth. */
  private descendantsOf(all: DepartmentRow[], id: number): Set<number> {
    const found = new Set<number>();
    const queue = [id];
    while (queue.length) {
      const current = queue.pop()!;
      for (const d of all) {
        if (d.parent_id === current && !found.has(d.id)) {
          found.add(d.id);
          queue.push(d.id);
        }
      }
    }
    return found;
  }
}
