import type { useApolloClient } from '@apollo/client/react';
import {
  CreateDepartmentDocument,
  CreatePositionDocument,
  DeleteDepartmentDocument,
  DeletePositionDocument,
  MergeDepartmentDocument,
  MoveEmployeesDocument,
  SetDepartmentStatusDocument,
  UpdateDepartmentDocument,
  UpdatePositionDocument,
  type DepartmentNodeFragment,
} from '../../../graphql/generated/admin';
import type { BackOfficeChange } from '../../../machines/back-office-change';

type Unit = DepartmentNodeFragment;

/** The departments in the tree's reading order (parents before their children, siblings by `sort`), each with its depth and path. */
export function ordered(units: readonly Unit[]): { unit: Unit; depth: number; path: string }[] {
  const byParent = new Map<string | null, Unit[]>();
  for (const unit of units) byParent.set(unit.parentId ?? null, [...(byParent.get(unit.parentId ?? null) ?? []), unit]);
  const out: { unit: Unit; depth: number; path: string }[] = [];
  const walk = (parent: string | null, depth: number, prefix: string) => {
    for (const unit of [...(byParent.get(parent) ?? [])].sort((a, b) => a.sort - b.sort || Number(a.id) - Number(b.id))) {
      const path = prefix ? `${prefix} / ${unit.name}` : unit.name;
      out.push({ unit, depth, path });
      walk(unit.id, depth + 1, path);
    }
  };
  walk(null, 0, '');
  return out;
}

/** A department and every department below it. */
export function subtreeOf(units: readonly Unit[], id: string): Set<string> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const unit of units) {
      if (unit.parentId && found.has(unit.parentId) && !found.has(unit.id)) {
        found.add(unit.id);
        grew = true;
      }
    }
  }
  return found;
}

/**
 * The options of a department picker: the active departments by their path, in the tree's
 * order, without `without` and the departments below it (a move or merge there is refused).
 */
export function DepartmentOptions({ units, without = null }: { units: readonly Unit[]; without?: string | null }) {
  const excluded = without ? subtreeOf(units, without) : new Set<string>();
  return (
    <>
      {ordered(units)
        .filter((entry) => entry.unit.status === 'ACTIVE' && !excluded.has(entry.unit.id))
        .map((entry) => (
          <option key={entry.unit.id} value={entry.unit.id}>
            {entry.path}
          </option>
        ))}
    </>
  );
}

/** The mutation of each change. */
export async function saveBackOfficeChange(client: ReturnType<typeof useApolloClient>, change: BackOfficeChange): Promise<void> {
  const id = change.targetId ?? '';
  const { values } = change;
  const context = { handlesErrors: true };
  switch (change.kind) {
    case 'createDepartment':
      await client.mutate({ mutation: CreateDepartmentDocument, variables: { input: { name: values.name ?? '', parentId: values.parentId || null } }, context });
      return;
    case 'renameDepartment':
      await client.mutate({ mutation: UpdateDepartmentDocument, variables: { input: { departmentId: id, name: values.name } }, context });
      return;
    case 'moveDepartment':
      await client.mutate({ mutation: UpdateDepartmentDocument, variables: { input: values.parentId ? { departmentId: id, parentId: values.parentId } : { departmentId: id, moveToTop: true } }, context });
      return;
    case 'mergeDepartment':
      await client.mutate({ mutation: MergeDepartmentDocument, variables: { input: { departmentId: id, intoId: values.intoId ?? '' } }, context });
      return;
    case 'disableDepartment':
    case 'enableDepartment':
      await client.mutate({ mutation: SetDepartmentStatusDocument, variables: { input: { departmentId: id, status: change.kind === 'disableDepartment' ? 'DISABLED' : 'ACTIVE' } }, context });
      return;
    case 'deleteDepartment':
      await client.mutate({ mutation: DeleteDepartmentDocument, variables: { input: { departmentId: id } }, context });
      return;
    case 'createPosition':
      await client.mutate({ mutation: CreatePositionDocument, variables: { input: { name: values.name ?? '' } }, context });
      return;
    case 'renamePosition':
      await client.mutate({ mutation: UpdatePositionDocument, variables: { input: { positionId: id, name: values.name } }, context });
      return;
    case 'disablePosition':
    case 'enablePosition':
      await client.mutate({ mutation: UpdatePositionDocument, variables: { input: { positionId: id, status: change.kind === 'disablePosition' ? 'DISABLED' : 'ACTIVE' } }, context });
      return;
    case 'deletePosition':
      await client.mutate({ mutation: DeletePositionDocument, variables: { input: { positionId: id } }, context });
      return;
    case 'moveEmployees':
      await client.mutate({ mutation: MoveEmployeesDocument, variables: { input: { employeeIds: (values.employeeIds ?? '').split(',').filter(Boolean), departmentId: values.departmentId ?? '' } }, context });
      return;
  }
}
