import { sql, type RawBuilder } from 'kysely';

/**
 * `column in (the department and every department below it)`: a division's people with those
 * of its teams. The one walk of the department tree that filters people by a department (the
 * employee list, the back office's reports).
 */
export function inDepartmentTree(column: string, departmentId: number): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} in (with recursive below(id) as (select id from departments where id = ${departmentId} union all select d.id from departments d join below on d.parent_id = below.id) select id from below)`;
}
