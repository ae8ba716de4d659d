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

/** Who an announcement is for. */
export type AnnouncementAudience =
  /** The active people of the chosen departments and of every department below them. */
  | 'DEPARTMENTS'
  /** Every active employee. */
  | 'EVERYONE'
  /** The chosen people, if still active. */
  | 'PEOPLE';

/** What an announcement may open (its notification then is of that kind and opens it). */
export type AnnouncementLinkKind =
  /** An enabled course. */
  | 'COURSE'
  /** A published exam of the exam list. */
  | 'FORMAL_EXAM'
  /** A published learning map. */
  | 'LEARNING_MAP'
  /** A published offline training. */
  | 'OFFLINE_TRAINING';

/** Where an announcement is. */
export type AnnouncementState =
  /** Cancelled before its time. */
  | 'CANCELLED'
  /** Delivered: it can no longer change. */
  | 'DELIVERED'
  /** Waiting for its time: it can be edited or cancelled. */
  | 'SCHEDULED';

/** What opening a banner leads to. */
export type BannerLinkKind =
  /** An address outside the portal, opened in a new tab. */
  | 'EXTERNAL'
  /** A document of the library. */
  | 'LIBRARY_DOCUMENT'
  /** A news article. */
  | 'NEWS_ARTICLE'
  /** Nothing: the banner is a picture only. */
  | 'NONE';

/** An announcement to cancel. */
export type CancelAnnouncementInput = {
  /** The announcement (scheduled). */
  announcementId: string;
};

/** What a certificate was earned for. */
export type CertificateRule =
  /** A learning map finished. */
  | 'LEARNING_MAP'
  /** An official exam passed. */
  | 'OFFICIAL_EXAM'
  /** An online training finished. */
  | 'ONLINE_TRAINING'
  /** A required course completed. */
  | 'REQUIRED_COURSE'
  /** A study task finished. */
  | 'TASK';

/** A new announcement. */
export type CreateAnnouncementInput = {
  /** Who it is for. */
  audience: AnnouncementAudience;
  /** Its text, 1 to 2000 characters (markup removed, trimmed). */
  body: string;
  /** With `DEPARTMENTS`: the departments (active), each with its sub-departments. */
  departmentIds?: Array<string> | null | undefined;
  /** With `PEOPLE`: the people (active). */
  employeeIds?: Array<string> | null | undefined;
  /** The id of what `linkKind` names. */
  linkId?: string | null | undefined;
  /** What its notification opens; none: nothing. */
  linkKind?: AnnouncementLinkKind | null | undefined;
  /** When to send it, in the future; none: at once. */
  sendAt?: string | null | undefined;
  /** Its title, 1 to 100 characters (markup removed, trimmed). */
  title: string;
};

/** A new banner. */
export type CreateBannerInput = {
  /** The picture: a path on this site, such as the address an image upload of the back office answers. */
  image: string;
  /** What opening it leads to. */
  linkKind: BannerLinkKind;
  /** With LIBRARY_DOCUMENT or NEWS_ARTICLE: the document or article (one that can be read). */
  targetId?: string | null | undefined;
  /** Its title (the picture's alternative text), 1 to 60 characters (markup removed, trimmed). */
  title: string;
  /** With EXTERNAL: the http or https address. */
  url?: string | null | undefined;
};

/** A new department. */
export type CreateDepartmentInput = {
  /** Its name, 1 to 50 characters (trimmed), unique among its siblings. */
  name: string;
  /** The parent department; none for a top-level one. */
  parentId?: string | null | undefined;
};

/** What the employee form sends of a new employee. */
export type CreateEmployeeInput = {
  /** The sign-in account: letters, digits and . _ - @, unique. */
  account: string;
  /** The department (an active one). */
  departmentId?: string | null | undefined;
  /** The day of entry, YYYY-MM-DD. */
  entryDay?: string | null | undefined;
  /** Whether the employee may open the back office. */
  isAdmin?: boolean | null | undefined;
  /** The mail address, unique when given. */
  mail?: string | null | undefined;
  /** The mobile number: 11 digits, unique. */
  mobile: string;
  /** The display name. */
  name: string;
  /** The initial password (the password rule); none: one is generated and answered once. */
  password?: string | null | undefined;
  /** The position (an active one), or none. */
  positionId?: string | null | undefined;
  /** What the employee does in the portal. */
  role: Role;
  /** The work number HR gives. */
  workNumber?: string | null | undefined;
};

/** A new position. */
export type CreatePositionInput = {
  /** Its name, 1 to 50 characters (trimmed), unique in the company. */
  name: string;
};

/** A banner to delete. */
export type DeleteBannerInput = {
  /** The banner. */
  bannerId: string;
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

/** Whether an employee is still on probation. */
export type EmployeeStatus =
  /** An official employee. */
  | 'OFFICIAL'
  /** On probation. */
  | 'PROBATION';

/** The kind of employment. */
export type EmployeeType =
  /** Labour dispatch. */
  | 'DISPATCHED'
  /** Full-time. */
  | 'FULL_TIME'
  /** Intern. */
  | 'INTERN'
  /** None given. */
  | 'NONE'
  /** Part-time. */
  | 'PART_TIME'
  /** A re-employed retiree. */
  | 'REEMPLOYED_RETIREE';

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

/** The banners in their new order. */
export type ReorderBannersInput = {
  /** Every banner once, the first shown first. */
  bannerIds: Array<string>;
};

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

/** A scheduled announcement rewritten: every field as `CreateAnnouncementInput`. */
export type UpdateAnnouncementInput = {
  /** The announcement (scheduled). */
  announcementId: string;
  /** Who it is for. */
  audience: AnnouncementAudience;
  /** Its text. */
  body: string;
  /** With `DEPARTMENTS`: the departments. */
  departmentIds?: Array<string> | null | undefined;
  /** With `PEOPLE`: the people. */
  employeeIds?: Array<string> | null | undefined;
  /** The id of what `linkKind` names. */
  linkId?: string | null | undefined;
  /** What its notification opens; none: nothing. */
  linkKind?: AnnouncementLinkKind | null | undefined;
  /** When to send it, in the future; none: at once. */
  sendAt?: string | null | undefined;
  /** Its title. */
  title: string;
};

/** A banner rewritten: every field as `CreateBannerInput`. */
export type UpdateBannerInput = {
  /** The banner. */
  bannerId: string;
  /** The picture. */
  image: string;
  /** What opening it leads to. */
  linkKind: BannerLinkKind;
  /** With LIBRARY_DOCUMENT or NEWS_ARTICLE: the document or article. */
  targetId?: string | null | undefined;
  /** Its title. */
  title: string;
  /** With EXTERNAL: the address. */
  url?: string | null | undefined;
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

/** What the employee form sends of an employee: every field HR keeps. */
export type UpdateEmployeeInput = {
  /** The sign-in account: letters, digits and . _ - @, unique. */
  account: string;
  /** The department (an active one, or the one the employee is in). */
  departmentId?: string | null | undefined;
  /** The employee. */
  employeeId: string;
  /** Whether the employee is on probation or official. */
  employmentStatus: EmployeeStatus;
  /** The kind of employment. */
  employmentType: EmployeeType;
  /** The day of entry, YYYY-MM-DD. */
  entryDay?: string | null | undefined;
  /** Whether the employee may open the back office. */
  isAdmin: boolean;
  /** The mail address, unique when given. */
  mail?: string | null | undefined;
  /** The mobile number: 11 digits, unique. */
  mobile: string;
  /** The display name. */
  name: string;
  /** The position (an active one, or the one the employee holds), or none. */
  positionId?: string | null | undefined;
  /** The manager level: 1 junior manager, 3 senior manager; null for none. */
  positionLevel?: number | null | undefined;
  /** What the employee does in the portal. */
  role: Role;
  /** The supervisor's name. */
  supervisor?: string | null | undefined;
  /** The work number HR gives. */
  workNumber?: string | null | undefined;
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

/** The site settings that change: only the fields given. */
export type UpdateSiteSettingsInput = {
  /** The rules that issue certificates; a rule left out issues nothing new (issued ones stay valid). */
  certificateRules?: Array<CertificateRule> | null | undefined;
  /** The chat app's agent id (digits). */
  chatAppAgentId?: string | null | undefined;
  /** The chat app's corporation id. */
  chatAppCorpId?: string | null | undefined;
  /** Whether the sign-in page offers the workplace chat app (DingTalk). */
  chatAppLogin?: boolean | null | undefined;
  /** The footer's copyright line for Chinese readers, at most 200 characters. */
  copyright?: string | null | undefined;
  /** The footer's copyright line for English readers. */
  copyrightEn?: string | null | undefined;
  /** Credits for completing a course, 0 to 1000. */
  courseCompleteCredits?: number | null | undefined;
  /** Credits for the first sign-in of a day, 0 to 100. */
  dailySignInCredits?: number | null | undefined;
  /** Minutes before its start a defence may be entered, 0 to 120. */
  defenceEarlyMinutes?: number | null | undefined;
  /** The client download page (http or https); empty: none. */
  downloadUrl?: string | null | undefined;
  /** The download page for English readers; empty: `downloadUrl`. */
  downloadUrlEn?: string | null | undefined;
  /** Credits for passing an exam, 0 to 1000. */
  examPassCredits?: number | null | undefined;
  /** The browser tab's icon: a path on this site (`/favicon.svg`). */
  icon?: string | null | undefined;
  /** The header's logo (a path on this site); empty: the title is shown. */
  logo?: string | null | undefined;
  /** The logo for English readers; empty: `logo`. */
  logoEn?: string | null | undefined;
  /** Credits for a learning map's punch-in, 0 to 100. */
  mapPunchInCredits?: number | null | undefined;
  /** Whether the credits mall is open. */
  shopOpen?: boolean | null | undefined;
  /** The study-time rule's most credits for one lesson (1 per full minute), 1 to 60. */
  studyCreditsMax?: number | null | undefined;
  /** The site's title for Chinese readers, 1 to 40 characters. */
  webTitle?: string | null | undefined;
  /** The site's title for English readers, 1 to 60 characters. */
  webTitleEn?: string | null | undefined;
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


export type EmployeesQuery = { employees: { totalCount: number, pageInfo: { page: number, pageSize: number, hasNextPage: boolean }, nodes: Array<{ mail: string | null, positionId: string | null, entryDay: string | null, employmentStatus: EmployeeStatus, employmentType: EmployeeType, supervisor: string | null, positionLevel: number | null, id: string, account: string, name: string, mobile: string | null, workNumber: string | null, departmentId: string | null, positionName: string | null, role: Role, isAdmin: boolean, status: AccountStatus, entryDate: string | null, department: { name: string } | null }> } };

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

export type EmployeeFormFragment = { mail: string | null, positionId: string | null, entryDay: string | null, employmentStatus: EmployeeStatus, employmentType: EmployeeType, supervisor: string | null, positionLevel: number | null, id: string, account: string, name: string, mobile: string | null, workNumber: string | null, departmentId: string | null, positionName: string | null, role: Role, isAdmin: boolean, status: AccountStatus, entryDate: string | null, department: { name: string } | null };

export type CreateEmployeeMutationVariables = Exact<{
  input: CreateEmployeeInput;
}>;


export type CreateEmployeeMutation = { createEmployee: { generatedPassword: string | null, employee: { mail: string | null, positionId: string | null, entryDay: string | null, employmentStatus: EmployeeStatus, employmentType: EmployeeType, supervisor: string | null, positionLevel: number | null, id: string, account: string, name: string, mobile: string | null, workNumber: string | null, departmentId: string | null, positionName: string | null, role: Role, isAdmin: boolean, status: AccountStatus, entryDate: string | null, department: { name: string } | null } } };

export type UpdateEmployeeMutationVariables = Exact<{
  input: UpdateEmployeeInput;
}>;


export type UpdateEmployeeMutation = { updateEmployee: { employee: { mail: string | null, positionId: string | null, entryDay: string | null, employmentStatus: EmployeeStatus, employmentType: EmployeeType, supervisor: string | null, positionLevel: number | null, id: string, account: string, name: string, mobile: string | null, workNumber: string | null, departmentId: string | null, positionName: string | null, role: Role, isAdmin: boolean, status: AccountStatus, entryDate: string | null, department: { name: string } | null } } };

export type SiteSettingsFormFragment = { webTitle: string, webTitleEn: string, icon: string, logo: string, logoEn: string, copyright: string, copyrightEn: string, downloadUrl: string, downloadUrlEn: string, shopOpen: boolean, chatAppLogin: boolean, chatAppCorpId: string, chatAppAgentId: string, dailySignInCredits: number, courseCompleteCredits: number, examPassCredits: number, mapPunchInCredits: number, studyCreditsMax: number, defenceEarlyMinutes: number, certificateRules: Array<CertificateRule> };

export type SiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteSettingsQuery = { siteSettings: { webTitle: string, webTitleEn: string, icon: string, logo: string, logoEn: string, copyright: string, copyrightEn: string, downloadUrl: string, downloadUrlEn: string, shopOpen: boolean, chatAppLogin: boolean, chatAppCorpId: string, chatAppAgentId: string, dailySignInCredits: number, courseCompleteCredits: number, examPassCredits: number, mapPunchInCredits: number, studyCreditsMax: number, defenceEarlyMinutes: number, certificateRules: Array<CertificateRule> } };

export type UpdateSiteSettingsMutationVariables = Exact<{
  input: UpdateSiteSettingsInput;
}>;


export type UpdateSiteSettingsMutation = { updateSiteSettings: { siteSettings: { webTitle: string, webTitleEn: string, icon: string, logo: string, logoEn: string, copyright: string, copyrightEn: string, downloadUrl: string, downloadUrlEn: string, shopOpen: boolean, chatAppLogin: boolean, chatAppCorpId: string, chatAppAgentId: string, dailySignInCredits: number, courseCompleteCredits: number, examPassCredits: number, mapPunchInCredits: number, studyCreditsMax: number, defenceEarlyMinutes: number, certificateRules: Array<CertificateRule> } } };

export type AnnouncementRowFragment = { id: string, title: string, body: string, audience: AnnouncementAudience, linkKind: AnnouncementLinkKind | null, linkId: string | null, linkTitle: string | null, sendAt: string, state: AnnouncementState, deliveredAt: string | null, recipientCount: number | null, readCount: number, authorName: string, createdAt: string, departments: Array<{ id: string, name: string }>, people: Array<{ id: string, name: string, account: string }> };

export type AnnouncementsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AnnouncementsQuery = { announcements: { totalCount: number, pageInfo: { page: number, pageSize: number, hasNextPage: boolean }, nodes: Array<{ id: string, title: string, body: string, audience: AnnouncementAudience, linkKind: AnnouncementLinkKind | null, linkId: string | null, linkTitle: string | null, sendAt: string, state: AnnouncementState, deliveredAt: string | null, recipientCount: number | null, readCount: number, authorName: string, createdAt: string, departments: Array<{ id: string, name: string }>, people: Array<{ id: string, name: string, account: string }> }> } };

export type AnnouncementDepartmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type AnnouncementDepartmentsQuery = { departments: Array<{ id: string, name: string, parentId: string | null, status: OrganisationStatus, employeeCount: number, sort: number }> };

export type AnnouncementPeopleSearchQueryVariables = Exact<{
  keyword?: string | null | undefined;
}>;


export type AnnouncementPeopleSearchQuery = { employees: { nodes: Array<{ id: string, name: string, account: string, department: { name: string } | null }> } };

export type CreateAnnouncementMutationVariables = Exact<{
  input: CreateAnnouncementInput;
}>;


export type CreateAnnouncementMutation = { createAnnouncement: { deliveredTo: number | null, announcement: { id: string, title: string, body: string, audience: AnnouncementAudience, linkKind: AnnouncementLinkKind | null, linkId: string | null, linkTitle: string | null, sendAt: string, state: AnnouncementState, deliveredAt: string | null, recipientCount: number | null, readCount: number, authorName: string, createdAt: string, departments: Array<{ id: string, name: string }>, people: Array<{ id: string, name: string, account: string }> } } };

export type UpdateAnnouncementMutationVariables = Exact<{
  input: UpdateAnnouncementInput;
}>;


export type UpdateAnnouncementMutation = { updateAnnouncement: { deliveredTo: number | null, announcement: { id: string, title: string, body: string, audience: AnnouncementAudience, linkKind: AnnouncementLinkKind | null, linkId: string | null, linkTitle: string | null, sendAt: string, state: AnnouncementState, deliveredAt: string | null, recipientCount: number | null, readCount: number, authorName: string, createdAt: string, departments: Array<{ id: string, name: string }>, people: Array<{ id: string, name: string, account: string }> } } };

export type CancelAnnouncementMutationVariables = Exact<{
  input: CancelAnnouncementInput;
}>;


export type CancelAnnouncementMutation = { cancelAnnouncement: { deliveredTo: number | null, announcement: { id: string, title: string, body: string, audience: AnnouncementAudience, linkKind: AnnouncementLinkKind | null, linkId: string | null, linkTitle: string | null, sendAt: string, state: AnnouncementState, deliveredAt: string | null, recipientCount: number | null, readCount: number, authorName: string, createdAt: string, departments: Array<{ id: string, name: string }>, people: Array<{ id: string, name: string, account: string }> } } };

export type DingTalkSyncRunRowFragment = { id: string, status: DingTalkSyncStatus, origin: DingTalkSyncOrigin, startedByName: string | null, resumedFrom: string | null, phase: DingTalkSyncPhase | null, departmentsTotal: number, departmentsDone: number, added: number, updated: number, disabled: number, unchanged: number, skipped: number, error: string | null, createdAt: string, finishedAt: string | null, problems: Array<{ dingTalkUserId: string, name: string, message: string }> };

export type DingTalkSyncQueryVariables = Exact<{ [key: string]: never; }>;


export type DingTalkSyncQuery = { dingTalkSync: { configured: boolean, schedule: { everyHours: number | null, updatedAt: string | null }, current: { id: string, status: DingTalkSyncStatus, origin: DingTalkSyncOrigin, startedByName: string | null, resumedFrom: string | null, phase: DingTalkSyncPhase | null, departmentsTotal: number, departmentsDone: number, added: number, updated: number, disabled: number, unchanged: number, skipped: number, error: string | null, createdAt: string, finishedAt: string | null, problems: Array<{ dingTalkUserId: string, name: string, message: string }> } | null, runs: Array<{ id: string, status: DingTalkSyncStatus, origin: DingTalkSyncOrigin, startedByName: string | null, resumedFrom: string | null, phase: DingTalkSyncPhase | null, departmentsTotal: number, departmentsDone: number, added: number, updated: number, disabled: number, unchanged: number, skipped: number, error: string | null, createdAt: string, finishedAt: string | null, problems: Array<{ dingTalkUserId: string, name: string, message: string }> }> } };

export type StartDingTalkSyncMutationVariables = Exact<{ [key: string]: never; }>;


export type StartDingTalkSyncMutation = { startDingTalkSync: { started: boolean, run: { id: string, status: DingTalkSyncStatus, origin: DingTalkSyncOrigin, startedByName: string | null, resumedFrom: string | null, phase: DingTalkSyncPhase | null, departmentsTotal: number, departmentsDone: number, added: number, updated: number, disabled: number, unchanged: number, skipped: number, error: string | null, createdAt: string, finishedAt: string | null, problems: Array<{ dingTalkUserId: string, name: string, message: string }> } } };

export type SetDingTalkSyncScheduleMutationVariables = Exact<{
  input: SetDingTalkSyncScheduleInput;
}>;


export type SetDingTalkSyncScheduleMutation = { setDingTalkSyncSchedule: { schedule: { everyHours: number | null, updatedAt: string | null } } };

export type BannerRowFragment = { id: string, title: string, image: string, linkKind: BannerLinkKind, url: string | null, targetId: string | null, targetTitle: string | null, shown: boolean };

export type BannersQueryVariables = Exact<{ [key: string]: never; }>;


export type BannersQuery = { banners: Array<{ id: string, title: string, image: string, linkKind: BannerLinkKind, url: string | null, targetId: string | null, targetTitle: string | null, shown: boolean }> };

export type CreateBannerMutationVariables = Exact<{
  input: CreateBannerInput;
}>;


export type CreateBannerMutation = { createBanner: { banner: { id: string, title: string, image: string, linkKind: BannerLinkKind, url: string | null, targetId: string | null, targetTitle: string | null, shown: boolean } } };

export type UpdateBannerMutationVariables = Exact<{
  input: UpdateBannerInput;
}>;


export type UpdateBannerMutation = { updateBanner: { banner: { id: string, title: string, image: string, linkKind: BannerLinkKind, url: string | null, targetId: string | null, targetTitle: string | null, shown: boolean } } };

export type DeleteBannerMutationVariables = Exact<{
  input: DeleteBannerInput;
}>;


export type DeleteBannerMutation = { deleteBanner: { deletedId: string } };

export type ReorderBannersMutationVariables = Exact<{
  input: ReorderBannersInput;
}>;


export type ReorderBannersMutation = { reorderBanners: { banners: Array<{ id: string, title: string, image: string, linkKind: BannerLinkKind, url: string | null, targetId: string | null, targetTitle: string | null, shown: boolean }> } };

export const DepartmentNodeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepartmentNode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<DepartmentNodeFragment, unknown>;
export const PositionRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PositionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<PositionRowFragment, unknown>;
export const EmployeeRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"workNumber"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"entryDate"}}]}}]} as unknown as DocumentNode<EmployeeRowFragment, unknown>;
export const EmployeeFormFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployeeRow"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"entryDay"}},{"kind":"Field","name":{"kind":"Name","value":"employmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"supervisor"}},{"kind":"Field","name":{"kind":"Name","value":"positionLevel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"workNumber"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"entryDate"}}]}}]} as unknown as DocumentNode<EmployeeFormFragment, unknown>;
export const SiteSettingsFormFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webTitle"}},{"kind":"Field","name":{"kind":"Name","value":"webTitleEn"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"logoEn"}},{"kind":"Field","name":{"kind":"Name","value":"copyright"}},{"kind":"Field","name":{"kind":"Name","value":"copyrightEn"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrlEn"}},{"kind":"Field","name":{"kind":"Name","value":"shopOpen"}},{"kind":"Field","name":{"kind":"Name","value":"chatAppLogin"}},{"kind":"Field","name":{"kind":"Name","value":"chatAppCorpId"}},{"kind":"Field","name":{"kind":"Name","value":"chatAppAgentId"}},{"kind":"Field","name":{"kind":"Name","value":"dailySignInCredits"}},{"kind":"Field","name":{"kind":"Name","value":"courseCompleteCredits"}},{"kind":"Field","name":{"kind":"Name","value":"examPassCredits"}},{"kind":"Field","name":{"kind":"Name","value":"mapPunchInCredits"}},{"kind":"Field","name":{"kind":"Name","value":"studyCreditsMax"}},{"kind":"Field","name":{"kind":"Name","value":"defenceEarlyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRules"}}]}}]} as unknown as DocumentNode<SiteSettingsFormFragment, unknown>;
export const AnnouncementRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnouncementRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkKind"}},{"kind":"Field","name":{"kind":"Name","value":"linkId"}},{"kind":"Field","name":{"kind":"Name","value":"linkTitle"}},{"kind":"Field","name":{"kind":"Name","value":"sendAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"readCount"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AnnouncementRowFragment, unknown>;
export const DingTalkSyncRunRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DingTalkSyncRunRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DingTalkSyncRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"startedByName"}},{"kind":"Field","name":{"kind":"Name","value":"resumedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"departmentsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"departmentsDone"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dingTalkUserId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<DingTalkSyncRunRowFragment, unknown>;
export const BannerRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"linkKind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"targetTitle"}},{"kind":"Field","name":{"kind":"Name","value":"shown"}}]}}]} as unknown as DocumentNode<BannerRowFragment, unknown>;
export const EmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Employees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployeeForm"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"workNumber"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"entryDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployeeRow"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"entryDay"}},{"kind":"Field","name":{"kind":"Name","value":"employmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"supervisor"}},{"kind":"Field","name":{"kind":"Name","value":"positionLevel"}}]}}]} as unknown as DocumentNode<EmployeesQuery, EmployeesQueryVariables>;
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
export const CreateEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployeeForm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generatedPassword"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"workNumber"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"entryDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployeeRow"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"entryDay"}},{"kind":"Field","name":{"kind":"Name","value":"employmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"supervisor"}},{"kind":"Field","name":{"kind":"Name","value":"positionLevel"}}]}}]} as unknown as DocumentNode<CreateEmployeeMutation, CreateEmployeeMutationVariables>;
export const UpdateEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateEmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployeeForm"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"workNumber"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"entryDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployeeRow"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"entryDay"}},{"kind":"Field","name":{"kind":"Name","value":"employmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"supervisor"}},{"kind":"Field","name":{"kind":"Name","value":"positionLevel"}}]}}]} as unknown as DocumentNode<UpdateEmployeeMutation, UpdateEmployeeMutationVariables>;
export const SiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteSettingsForm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webTitle"}},{"kind":"Field","name":{"kind":"Name","value":"webTitleEn"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"logoEn"}},{"kind":"Field","name":{"kind":"Name","value":"copyright"}},{"kind":"Field","name":{"kind":"Name","value":"copyrightEn"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrlEn"}},{"kind":"Field","name":{"kind":"Name","value":"shopOpen"}},{"kind":"Field","name":{"kind":"Name","value":"chatAppLogin"}},{"kind":"Field","name":{"kind":"Name","value":"chatAppCorpId"}},{"kind":"Field","name":{"kind":"Name","value":"chatAppAgentId"}},{"kind":"Field","name":{"kind":"Name","value":"dailySignInCredits"}},{"kind":"Field","name":{"kind":"Name","value":"courseCompleteCredits"}},{"kind":"Field","name":{"kind":"Name","value":"examPassCredits"}},{"kind":"Field","name":{"kind":"Name","value":"mapPunchInCredits"}},{"kind":"Field","name":{"kind":"Name","value":"studyCreditsMax"}},{"kind":"Field","name":{"kind":"Name","value":"defenceEarlyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRules"}}]}}]} as unknown as DocumentNode<SiteSettingsQuery, SiteSettingsQueryVariables>;
export const UpdateSiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSiteSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSiteSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSiteSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteSettingsForm"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webTitle"}},{"kind":"Field","name":{"kind":"Name","value":"webTitleEn"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"logoEn"}},{"kind":"Field","name":{"kind":"Name","value":"copyright"}},{"kind":"Field","name":{"kind":"Name","value":"copyrightEn"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrlEn"}},{"kind":"Field","name":{"kind":"Name","value":"shopOpen"}},{"kind":"Field","name":{"kind":"Name","value":"chatAppLogin"}},{"kind":"Field","name":{"kind":"Name","value":"chatAppCorpId"}},{"kind":"Field","name":{"kind":"Name","value":"chatAppAgentId"}},{"kind":"Field","name":{"kind":"Name","value":"dailySignInCredits"}},{"kind":"Field","name":{"kind":"Name","value":"courseCompleteCredits"}},{"kind":"Field","name":{"kind":"Name","value":"examPassCredits"}},{"kind":"Field","name":{"kind":"Name","value":"mapPunchInCredits"}},{"kind":"Field","name":{"kind":"Name","value":"studyCreditsMax"}},{"kind":"Field","name":{"kind":"Name","value":"defenceEarlyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"certificateRules"}}]}}]} as unknown as DocumentNode<UpdateSiteSettingsMutation, UpdateSiteSettingsMutationVariables>;
export const AnnouncementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Announcements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announcements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnouncementRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnouncementRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkKind"}},{"kind":"Field","name":{"kind":"Name","value":"linkId"}},{"kind":"Field","name":{"kind":"Name","value":"linkTitle"}},{"kind":"Field","name":{"kind":"Name","value":"sendAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"readCount"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AnnouncementsQuery, AnnouncementsQueryVariables>;
export const AnnouncementDepartmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnnouncementDepartments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DepartmentNode"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepartmentNode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<AnnouncementDepartmentsQuery, AnnouncementDepartmentsQueryVariables>;
export const AnnouncementPeopleSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnnouncementPeopleSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"ACTIVE"}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"ASC"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AnnouncementPeopleSearchQuery, AnnouncementPeopleSearchQueryVariables>;
export const CreateAnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAnnouncementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announcement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnouncementRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveredTo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnouncementRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkKind"}},{"kind":"Field","name":{"kind":"Name","value":"linkId"}},{"kind":"Field","name":{"kind":"Name","value":"linkTitle"}},{"kind":"Field","name":{"kind":"Name","value":"sendAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"readCount"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateAnnouncementMutation, CreateAnnouncementMutationVariables>;
export const UpdateAnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAnnouncementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announcement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnouncementRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveredTo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnouncementRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkKind"}},{"kind":"Field","name":{"kind":"Name","value":"linkId"}},{"kind":"Field","name":{"kind":"Name","value":"linkTitle"}},{"kind":"Field","name":{"kind":"Name","value":"sendAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"readCount"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateAnnouncementMutation, UpdateAnnouncementMutationVariables>;
export const CancelAnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelAnnouncementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announcement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnouncementRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveredTo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnouncementRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkKind"}},{"kind":"Field","name":{"kind":"Name","value":"linkId"}},{"kind":"Field","name":{"kind":"Name","value":"linkTitle"}},{"kind":"Field","name":{"kind":"Name","value":"sendAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"readCount"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CancelAnnouncementMutation, CancelAnnouncementMutationVariables>;
export const DingTalkSyncDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DingTalkSync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dingTalkSync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"everyHours"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DingTalkSyncRunRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"runs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DingTalkSyncRunRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DingTalkSyncRunRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DingTalkSyncRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"startedByName"}},{"kind":"Field","name":{"kind":"Name","value":"resumedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"departmentsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"departmentsDone"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dingTalkUserId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<DingTalkSyncQuery, DingTalkSyncQueryVariables>;
export const StartDingTalkSyncDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartDingTalkSync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDingTalkSync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DingTalkSyncRunRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"started"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DingTalkSyncRunRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DingTalkSyncRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"startedByName"}},{"kind":"Field","name":{"kind":"Name","value":"resumedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"departmentsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"departmentsDone"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dingTalkUserId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<StartDingTalkSyncMutation, StartDingTalkSyncMutationVariables>;
export const SetDingTalkSyncScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDingTalkSyncSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetDingTalkSyncScheduleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDingTalkSyncSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"everyHours"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SetDingTalkSyncScheduleMutation, SetDingTalkSyncScheduleMutationVariables>;
export const BannersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Banners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"linkKind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"targetTitle"}},{"kind":"Field","name":{"kind":"Name","value":"shown"}}]}}]} as unknown as DocumentNode<BannersQuery, BannersQueryVariables>;
export const CreateBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBannerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"linkKind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"targetTitle"}},{"kind":"Field","name":{"kind":"Name","value":"shown"}}]}}]} as unknown as DocumentNode<CreateBannerMutation, CreateBannerMutationVariables>;
export const UpdateBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBannerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"linkKind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"targetTitle"}},{"kind":"Field","name":{"kind":"Name","value":"shown"}}]}}]} as unknown as DocumentNode<UpdateBannerMutation, UpdateBannerMutationVariables>;
export const DeleteBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteBannerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<DeleteBannerMutation, DeleteBannerMutationVariables>;
export const ReorderBannersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderBanners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReorderBannersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderBanners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"linkKind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"targetTitle"}},{"kind":"Field","name":{"kind":"Name","value":"shown"}}]}}]} as unknown as DocumentNode<ReorderBannersMutation, ReorderBannersMutationVariables>;