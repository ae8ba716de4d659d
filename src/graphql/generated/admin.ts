/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Whether an employee may sign in. */
export type AccountStatus =
  /** Signs in and learns. */
  | 'ACTIVE'
  /** Disabled by an administrator: every request is refused, the open session ends. */
  | 'DISABLED';

/** A new department. */
export type CreateDepartmentInput = {
  /** Its name, 1 to 50 characters (trimmed), unique among its siblings. */
  name: string;
  /** The parent department; none for a top-level one. */
  parentId?: string | null | undefined;
};

/** A new position. */
export type CreatePositionInput = {
  /** Its name, 1 to 50 characters (trimmed), unique in the company. */
  name: string;
};

/** A department to delete. */
export type DeleteDepartmentInput = {
  /** The department (empty: no people, no sub-departments). */
  departmentId: string;
};

/** A position to delete. */
export type DeletePositionInput = {
  /** The position (held by nobody). */
  positionId: string;
};

/** Who started a run. */
export type DingTalkSyncOrigin =
  /** An administrator, by hand. */
  | 'MANUAL'
  /** The schedule. */
  | 'SCHEDULE';

/** The steps of a run. */
export type DingTalkSyncPhase =
  /** Reading the department tree and making the departments. */
  | 'DEPARTMENTS'
  /** Disabling the employees who left. */
  | 'DISABLE'
  /** Syncing the members department by department. */
  | 'USERS';

/** Where a run of the sync is. */
export type DingTalkSyncStatus =
  /** Finished. */
  | 'DONE'
  /** Stopped on an error; the next run continues from its checkpoints. */
  | 'FAILED'
  /** Waiting for a server process to take it. */
  | 'QUEUED'
  /** Being worked on. */
  | 'RUNNING';

/** The columns the employee list sorts by. */
export type EmployeeOrderField =
  /** The sign-in account name. */
  | 'ACCOUNT'
  /** When the account was made. */
  | 'CREATED_AT'
  /** The department's name. */
  | 'DEPARTMENT'
  /** The day of entry. */
  | 'ENTRY_DATE'
  /** The display name. */
  | 'NAME'
  /** The work number. */
  | 'WORK_NUMBER';

/** A department merged into another. */
export type MergeDepartmentInput = {
  /** The department that goes. */
  departmentId: string;
  /** The department its people and sub-departments go to. */
  intoId: string;
};

/** Employees moved into a department. */
export type MoveEmployeesInput = {
  /** The department they move into (active). */
  departmentId: string;
  /** The employees, 1 to 500. */
  employeeIds: Array<string>;
};

/** Whether a department or position is offered for new people. */
export type OrganisationStatus =
  /** Offered in pickers; people can be moved into it. */
  | 'ACTIVE'
  /** Kept for those who name it; offered for nothing new. */
  | 'DISABLED';

/** An employee's new password. */
export type ResetEmployeePasswordInput = {
  /** The employee. */
  employeeId: string;
  /** The new password: 8 to 16 characters with at least two of digits, letters and symbols. */
  password: string;
};

/** The role of a user in the portal. */
export type Role =
  /** An examiner: reviews exams and defences. */
  | 'EXAMINER'
  /** An employee who learns (the default role). */
  | 'LEARNER'
  /** A lecturer: teaches courses and answers their questions. */
  | 'LECTURER';

/** A department's new status. */
export type SetDepartmentStatusInput = {
  /** The department. */
  departmentId: string;
  /** Its new status. */
  status: OrganisationStatus;
};

/** How often the sync runs by itself. */
export type SetDingTalkSyncScheduleInput = {
  /** Hours between runs, 1 to 168; null or 0 turns the schedule off. */
  everyHours?: number | null | undefined;
};

/** The employee whose status to set and the status. */
export type SetEmployeeStatusInput = {
  /** The employee's id. */
  employeeId: string;
  /** The status to give them. */
  status: AccountStatus;
};

/** The direction of a sort. */
export type SortDirection =
  /** Smallest first (A to Z, oldest first). */
  | 'ASC'
  /** Largest first (Z to A, newest first). */
  | 'DESC';

/** An account to unlock. */
export type UnlockEmployeeInput = {
  /** The employee. */
  employeeId: string;
};

/** What changes of a department: only the fields given. */
export type UpdateDepartmentInput = {
  /** The department. */
  departmentId: string;
  /** Moves the department to the top of the tree (no parent). */
  moveToTop?: boolean | null | undefined;
  /** A new name (as `CreateDepartmentInput.name`). */
  name?: string | null | undefined;
  /** A new parent; `moveToTop` puts it at the top instead. */
  parentId?: string | null | undefined;
  /** A new order among its siblings. */
  sort?: number | null | undefined;
};

/** What changes of a position: only the fields given. */
export type UpdatePositionInput = {
  /** A new name. */
  name?: string | null | undefined;
  /** The position. */
  positionId: string;
  /** A new status. */
  status?: OrganisationStatus | null | undefined;
};

export type EmployeeRowFragment = { id: string, account: string, name: string, mobile: string | null, workNumber: string | null, departmentId: string | null, positionName: string | null, role: Role, isAdmin: boolean, status: AccountStatus, entryDate: string | null, department: { name: string } | null };

export type EmployeesQueryVariables = Exact<{
  keyword?: string | null | undefined;
  departmentId?: string | null | undefined;
  status?: AccountStatus | null | undefined;
  orderBy?: EmployeeOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type EmployeesQuery = { employees: { totalCount: number, pageInfo: { page: number, pageSize: number, hasNextPage: boolean }, nodes: Array<{ id: string, account: string, name: string, mobile: string | null, workNumber: string | null, departmentId: string | null, positionName: string | null, role: Role, isAdmin: boolean, status: AccountStatus, entryDate: string | null, department: { name: string } | null }> } };

export type SetEmployeeStatusMutationVariables = Exact<{
  input: SetEmployeeStatusInput;
}>;


export type SetEmployeeStatusMutation = { setEmployeeStatus: { employee: { id: string, account: string, name: string, mobile: string | null, workNumber: string | null, departmentId: string | null, positionName: string | null, role: Role, isAdmin: boolean, status: AccountStatus, entryDate: string | null, department: { name: string } | null } } };

export type AuditEntriesQueryVariables = Exact<{
  entity?: string | null | undefined;
  action?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AuditEntriesQuery = { auditEntries: { totalCount: number, pageInfo: { page: number, pageSize: number, hasNextPage: boolean }, nodes: Array<{ id: string, action: string, entity: string, entityId: string | null, createdAt: string, actor: { id: string, name: string }, changes: Array<{ field: string, before: string | null, after: string | null }> }> } };

export type DepartmentNodeFragment = { id: string, name: string, parentId: string | null, status: OrganisationStatus, employeeCount: number, sort: number };

export type PositionRowFragment = { id: string, name: string, status: OrganisationStatus, employeeCount: number, sort: number };

export type OrganisationQueryVariables = Exact<{ [key: string]: never; }>;


export type OrganisationQuery = { departments: Array<{ id: string, name: string, parentId: string | null, status: OrganisationStatus, employeeCount: number, sort: number }>, positions: Array<{ id: string, name: string, status: OrganisationStatus, employeeCount: number, sort: number }> };

export type CreateDepartmentMutationVariables = Exact<{
  input: CreateDepartmentInput;
}>;


export type CreateDepartmentMutation = { createDepartment: { department: { id: string, name: string, parentId: string | null, status: OrganisationStatus, employeeCount: number, sort: number } } };

export type UpdateDepartmentMutationVariables = Exact<{
  input: UpdateDepartmentInput;
}>;


export type UpdateDepartmentMutation = { updateDepartment: { department: { id: string, name: string, parentId: string | null, status: OrganisationStatus, employeeCount: number, sort: number } } };

export type MergeDepartmentMutationVariables = Exact<{
  input: MergeDepartmentInput;
}>;


export type MergeDepartmentMutation = { mergeDepartment: { employeesMoved: number, into: { id: string, name: string, parentId: string | null, status: OrganisationStatus, employeeCount: number, sort: number } } };

export type SetDepartmentStatusMutationVariables = Exact<{
  input: SetDepartmentStatusInput;
}>;


export type SetDepartmentStatusMutation = { setDepartmentStatus: { department: { id: string, name: string, parentId: string | null, status: OrganisationStatus, employeeCount: number, sort: number } } };

export type DeleteDepartmentMutationVariables = Exact<{
  input: DeleteDepartmentInput;
}>;


export type DeleteDepartmentMutation = { deleteDepartment: { deletedId: string } };

export type MoveEmployeesMutationVariables = Exact<{
  input: MoveEmployeesInput;
}>;


export type MoveEmployeesMutation = { moveEmployees: { movedCount: number, department: { id: string, name: string, parentId: string | null, status: OrganisationStatus, employeeCount: number, sort: number } } };

export type CreatePositionMutationVariables = Exact<{
  input: CreatePositionInput;
}>;


export type CreatePositionMutation = { createPosition: { position: { id: string, name: string, status: OrganisationStatus, employeeCount: number, sort: number } } };

export type UpdatePositionMutationVariables = Exact<{
  input: UpdatePositionInput;
}>;


export type UpdatePositionMutation = { updatePosition: { position: { id: string, name: string, status: OrganisationStatus, employeeCount: number, sort: number } } };

export type DeletePositionMutationVariables = Exact<{
  input: DeletePositionInput;
}>;


export type DeletePositionMutation = { deletePosition: { deletedId: string } };

export type ResetEmployeePasswordMutationVariables = Exact<{
  input: ResetEmployeePasswordInput;
}>;


export type ResetEmployeePasswordMutation = { resetEmployeePassword: { sessionsEnded: number, employee: { id: string, account: string, name: string, mobile: string | null, workNumber: string | null, departmentId: string | null, positionName: string | null, role: Role, isAdmin: boolean, status: AccountStatus, entryDate: string | null, department: { name: string } | null } } };

export type UnlockEmployeeMutationVariables = Exact<{
  input: UnlockEmployeeInput;
}>;


export type UnlockEmployeeMutation = { unlockEmployee: { unlockedAddresses: number, employee: { id: string, account: string, name: string, mobile: string | null, workNumber: string | null, departmentId: string | null, positionName: string | null, role: Role, isAdmin: boolean, status: AccountStatus, entryDate: string | null, department: { name: string } | null } } };

export type DingTalkSyncRunRowFragment = { id: string, status: DingTalkSyncStatus, origin: DingTalkSyncOrigin, startedByName: string | null, resumedFrom: string | null, phase: DingTalkSyncPhase | null, departmentsTotal: number, departmentsDone: number, added: number, updated: number, disabled: number, unchanged: number, skipped: number, error: string | null, createdAt: string, finishedAt: string | null, problems: Array<{ dingTalkUserId: string, name: string, message: string }> };

export type DingTalkSyncQueryVariables = Exact<{ [key: string]: never; }>;


export type DingTalkSyncQuery = { dingTalkSync: { configured: boolean, schedule: { everyHours: number | null, updatedAt: string | null }, current: { id: string, status: DingTalkSyncStatus, origin: DingTalkSyncOrigin, startedByName: string | null, resumedFrom: string | null, phase: DingTalkSyncPhase | null, departmentsTotal: number, departmentsDone: number, added: number, updated: number, disabled: number, unchanged: number, skipped: number, error: string | null, createdAt: string, finishedAt: string | null, problems: Array<{ dingTalkUserId: string, name: string, message: string }> } | null, runs: Array<{ id: string, status: DingTalkSyncStatus, origin: DingTalkSyncOrigin, startedByName: string | null, resumedFrom: string | null, phase: DingTalkSyncPhase | null, departmentsTotal: number, departmentsDone: number, added: number, updated: number, disabled: number, unchanged: number, skipped: number, error: string | null, createdAt: string, finishedAt: string | null, problems: Array<{ dingTalkUserId: string, name: string, message: string }> }> } };

export type StartDingTalkSyncMutationVariables = Exact<{ [key: string]: never; }>;


export type StartDingTalkSyncMutation = { startDingTalkSync: { started: boolean, run: { id: string, status: DingTalkSyncStatus, origin: DingTalkSyncOrigin, startedByName: string | null, resumedFrom: string | null, phase: DingTalkSyncPhase | null, departmentsTotal: number, departmentsDone: number, added: number, updated: number, disabled: number, unchanged: number, skipped: number, error: string | null, createdAt: string, finishedAt: string | null, problems: Array<{ dingTalkUserId: string, name: string, message: string }> } } };

export type SetDingTalkSyncScheduleMutationVariables = Exact<{
  input: SetDingTalkSyncScheduleInput;
}>;


export type SetDingTalkSyncScheduleMutation = { setDingTalkSyncSchedule: { schedule: { everyHours: number | null, updatedAt: string | null } } };

export const EmployeeRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"workNumber"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"entryDate"}}]}}]} as unknown as DocumentNode<EmployeeRowFragment, unknown>;
export const DepartmentNodeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepartmentNode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<DepartmentNodeFragment, unknown>;
export const PositionRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PositionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<PositionRowFragment, unknown>;
export const DingTalkSyncRunRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DingTalkSyncRunRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DingTalkSyncRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"startedByName"}},{"kind":"Field","name":{"kind":"Name","value":"resumedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"departmentsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"departmentsDone"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dingTalkUserId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<DingTalkSyncRunRowFragment, unknown>;
export const EmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Employees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployeeRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"workNumber"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"entryDate"}}]}}]} as unknown as DocumentNode<EmployeesQuery, EmployeesQueryVariables>;
export const SetEmployeeStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetEmployeeStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetEmployeeStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setEmployeeStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployeeRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"workNumber"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"entryDate"}}]}}]} as unknown as DocumentNode<SetEmployeeStatusMutation, SetEmployeeStatusMutationVariables>;
export const AuditEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entity"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entity"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AuditEntriesQuery, AuditEntriesQueryVariables>;
export const OrganisationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DepartmentNode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PositionRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepartmentNode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PositionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<OrganisationQuery, OrganisationQueryVariables>;
export const CreateDepartmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDepartment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDepartmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDepartment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DepartmentNode"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepartmentNode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<CreateDepartmentMutation, CreateDepartmentMutationVariables>;
export const UpdateDepartmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDepartment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDepartmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDepartment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DepartmentNode"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepartmentNode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<UpdateDepartmentMutation, UpdateDepartmentMutationVariables>;
export const MergeDepartmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MergeDepartment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MergeDepartmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeDepartment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"into"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DepartmentNode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employeesMoved"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepartmentNode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<MergeDepartmentMutation, MergeDepartmentMutationVariables>;
export const SetDepartmentStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDepartmentStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetDepartmentStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDepartmentStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DepartmentNode"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepartmentNode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<SetDepartmentStatusMutation, SetDepartmentStatusMutationVariables>;
export const DeleteDepartmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDepartment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteDepartmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDepartment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<DeleteDepartmentMutation, DeleteDepartmentMutationVariables>;
export const MoveEmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveEmployees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveEmployeesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DepartmentNode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"movedCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepartmentNode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<MoveEmployeesMutation, MoveEmployeesMutationVariables>;
export const CreatePositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePositionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PositionRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PositionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<CreatePositionMutation, CreatePositionMutationVariables>;
export const UpdatePositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePositionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PositionRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PositionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<UpdatePositionMutation, UpdatePositionMutationVariables>;
export const DeletePositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePositionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<DeletePositionMutation, DeletePositionMutationVariables>;
export const ResetEmployeePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetEmployeePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetEmployeePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetEmployeePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployeeRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessionsEnded"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"workNumber"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"entryDate"}}]}}]} as unknown as DocumentNode<ResetEmployeePasswordMutation, ResetEmployeePasswordMutationVariables>;
export const UnlockEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlockEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnlockEmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlockEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployeeRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unlockedAddresses"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"workNumber"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"entryDate"}}]}}]} as unknown as DocumentNode<UnlockEmployeeMutation, UnlockEmployeeMutationVariables>;
export const DingTalkSyncDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DingTalkSync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dingTalkSync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"everyHours"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DingTalkSyncRunRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"runs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DingTalkSyncRunRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DingTalkSyncRunRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DingTalkSyncRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"startedByName"}},{"kind":"Field","name":{"kind":"Name","value":"resumedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"departmentsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"departmentsDone"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dingTalkUserId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<DingTalkSyncQuery, DingTalkSyncQueryVariables>;
export const StartDingTalkSyncDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartDingTalkSync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDingTalkSync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DingTalkSyncRunRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"started"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DingTalkSyncRunRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DingTalkSyncRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"startedByName"}},{"kind":"Field","name":{"kind":"Name","value":"resumedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"departmentsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"departmentsDone"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dingTalkUserId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<StartDingTalkSyncMutation, StartDingTalkSyncMutationVariables>;
export const SetDingTalkSyncScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDingTalkSyncSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetDingTalkSyncScheduleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDingTalkSyncSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"everyHours"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SetDingTalkSyncScheduleMutation, SetDingTalkSyncScheduleMutationVariables>;