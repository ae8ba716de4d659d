import type { Static } from 'typebox';
import type { AuditItem } from '../../modules/audit/routes.js';
import type { AdminEmployee } from '../../modules/users/admin-routes.js';
import type { SyncRun } from '../../modules/dingtalk/sync-routes.js';
import type { GraphContext } from '../context.js';
import { GraphQLError } from '../graphql-js.js';
import { connection, pageOf, restPaging, type PageArgs, type RestPage } from '../paging.js';
import { flag, fromDateText, fromUnixSeconds, orNull, toUnixSeconds } from '../scalars.js';

/** An employee as REST answers them (`GET /api/admin/employees`, `.../:id`). */
type EmployeeData = Static<typeof AdminEmployee>;
/** An audit entry as REST answers it (`GET /api/admin/audit`). */
type AuditData = Static<typeof AuditItem>;

/** A run of the DingTalk contacts sync as REST answers it (`GET /api/admin/dingtalk/sync`). */
type SyncRunData = Static<typeof SyncRun>;
/** The sync's overview as REST answers it. */
interface SyncOverviewData {
  configured: boolean;
  schedule: { every_hours: number | null; updated_at: number | null };
  current: SyncRunData | null;
  runs: SyncRunData[];
}

/** The back office's REST routes (the back-office token the request carries goes with each). */
const ROUTES = {
  employees: '/api/admin/employees',
  employee: '/api/admin/employees/:id',
  status: '/api/admin/employees/:id/status',
  audit: '/api/admin/audit',
  departments: '/api/admin/departments',
  department: '/api/admin/departments/:id',
  departmentStatus: '/api/admin/departments/:id/status',
  merge: '/api/admin/departments/:id/merge',
  moveEmployees: '/api/admin/employees/department',
  positions: '/api/admin/positions',
  password: '/api/admin/employees/:id/password',
  lock: '/api/admin/employees/:id/lock',
  position: '/api/admin/positions/:id',
  settings: '/api/admin/settings',
  dingTalkSync: '/api/admin/dingtalk/sync',
  dingTalkSchedule: '/api/admin/dingtalk/sync/schedule',
} as const;

/** A department as the back office's REST answers it (`GET /api/admin/departments`). */
interface DepartmentData {
  id: number;
  parent_id: number | null;
  name: string;
  sort: number;
  status: number;
  employee_count: number;
}
/** A position as REST answers it (`GET /api/admin/positions`). */
interface PositionData {
  id: number;
  name: string;
  sort: number;
  status: number;
  employee_count: number;
}

/** The tree (read once per operation), or, after a change, read again. */
async function tree(rest: GraphContext['rest'], fresh = false): Promise<DepartmentData[]> {
  return fresh ? (await rest.send<{ list: DepartmentData[] }>('GET', ROUTES.departments)).list : (await rest.get<{ list: DepartmentData[] }>(ROUTES.departments)).list;
}

/** One department of the tree as a change left it (NOT_FOUND is REST's when it is gone). */
async function changed(rest: GraphContext['rest'], id: number | string): Promise<DepartmentData> {
  const found = (await tree(rest, true)).find((row) => row.id === Number(id));
  if (!found) throw new Error(`department ${id} is not in the tree it was just written to`);
  return found;
}

/** REST's organisation status. */
const ORG_STATUS = { ACTIVE: 1, DISABLED: 2 } as const;
type OrgStatus = (typeof ORG_STATUS)[keyof typeof ORG_STATUS];

/** REST's employee status. */
const STATUS = { ACTIVE: 1, DISABLED: 2 } as const;

/** REST's sort column of each EmployeeOrderField. */
const ORDER = { NAME: 'name', ACCOUNT: 'account', WORK_NUMBER: 'work_number', DEPARTMENT: 'department', ENTRY_DATE: 'entry_time', CREATED_AT: 'created_at' } as const;

interface EmployeesArgs extends PageArgs {
  keyword?: string | null;
  departmentId?: string | null;
  status?: (typeof STATUS)[keyof typeof STATUS] | null;
  orderBy: keyof typeof ORDER;
  direction: 'ASC' | 'DESC';
}

interface AuditArgs extends PageArgs {
  entity?: string | null;
  entityId?: string | null;
  actorId?: string | null;
  action?: string | null;
  since?: Date | null;
  until?: Date | null;
}

/** The fields one change touched, in the order the record lists them, each as JSON text. */
function changesOf(entry: AuditData): { field: string; before: string | null; after: string | null }[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => text(before[field]) !== text(after[field]))
    .map((field) => ({ field, before: text(before[field]), after: text(after[field]) }));
}

/** One position as a change left it. */
async function changedPosition(rest: GraphContext['rest'], id: number | string): Promise<PositionData> {
  const found = (await rest.send<{ list: PositionData[] }>('GET', ROUTES.positions)).list.find((row) => row.id === Number(id));
  if (!found) throw new Error(`position ${id} is not in the list it was just written to`);
  return found;
}

/** What the employee form sends (REST: POST and PUT /api/admin/employees). */
interface EmployeeInput {
  account: string;
  name: string;
  mobile: string;
  mail?: string | null;
  workNumber?: string | null;
  entryDay?: string | null;
  departmentId?: string | null;
  positionId?: string | null;
  /** REST's role_id (the Role enum's values). */
  role: 1 | 2 | 3;
}
interface CreateEmployeeInput extends EmployeeInput {
  isAdmin?: boolean | null;
  password?: string | null;
}
interface UpdateEmployeeInput extends EmployeeInput {
  employeeId: string;
  isAdmin: boolean;
  employmentStatus: number;
  employmentType: number;
  supervisor?: string | null;
  positionLevel?: number | null;
}

/** The fields a new employee and an edit share, as REST names them. */
function employeeBody(input: EmployeeInput) {
  const id = (value: string | null | undefined) => (value == null ? null : Number(value));
  return {
    account: input.account,
    name: input.name,
    mobile: input.mobile,
    mail: input.mail ?? null,
    work_number: input.workNumber ?? null,
    entry_time: input.entryDay ?? null,
    department_id: id(input.departmentId),
    position_id: id(input.positionId),
    role_id: input.role,
  };
}

/** A refused field as the employee inputs name it, where REST's name differs (REST's `entry_time` is the input's `entryDay`). */
const EMPLOYEE_INPUT_FIELD: Record<string, string> = { entryTime: 'entryDay', roleId: 'role', userType: 'employmentStatus', employeeType: 'employmentType' };

/**
 * A REST call whose refusal names the input's field (`extensions.field`) where the input's name
 * is not REST's camel-cased (`inputField`: REST's camel-cased name to the input's).
 */
async function namingInputField<T>(call: Promise<T>, inputField: Record<string, string>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const field = error instanceof GraphQLError ? error.extensions.field : undefined;
    if (typeof field === 'string' && inputField[field]) (error as GraphQLError).extensions.field = inputField[field];
    throw error;
  }
}

/** The site settings as REST keeps them (`GET /api/admin/settings`), every value text. */
type SettingsData = Record<string, string>;

/** Each graph field of SiteSettings and the REST setting behind it, with how its text reads. */
const SETTINGS: Record<string, { key: string; kind: 'text' | 'switch' | 'number' | 'rules' }> = {
  webTitle: { key: 'web_title', kind: 'text' },
  webTitleEn: { key: 'web_title_en', kind: 'text' },
  icon: { key: 'web_ico', kind: 'text' },
  logo: { key: 'web_logo', kind: 'text' },
  logoEn: { key: 'web_logo_en', kind: 'text' },
  copyright: { key: 'copyright', kind: 'text' },
  copyrightEn: { key: 'copyright_en', kind: 'text' },
  downloadUrl: { key: 'download_url', kind: 'text' },
  downloadUrlEn: { key: 'download_url_en', kind: 'text' },
  shopOpen: { key: 'shop_status', kind: 'switch' },
  chatAppLogin: { key: 'dd_login', kind: 'switch' },
  chatAppCorpId: { key: 'dd_corp_id', kind: 'text' },
  chatAppAgentId: { key: 'dd_agent_id', kind: 'text' },
  dailySignInCredits: { key: 'daily_login_points', kind: 'number' },
  courseCompleteCredits: { key: 'credits_course_complete', kind: 'number' },
  examPassCredits: { key: 'credits_exam_pass', kind: 'number' },
  mapPunchInCredits: { key: 'credits_map_sign_in', kind: 'number' },
  studyCreditsMax: { key: 'credits_study_max', kind: 'number' },
  defenceEarlyMinutes: { key: 'defence_early_minutes', kind: 'number' },
  certificateRules: { key: 'certificate_rules', kind: 'rules' },
};
const SETTING_FIELD = Object.fromEntries(Object.entries(SETTINGS).map(([field, { key }]) => [key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()), field]));

/** The settings as the graph answers them (the CertificateRule enum's values are REST's numbers). */
function settingsOf(data: SettingsData) {
  return Object.fromEntries(
    Object.entries(SETTINGS).map(([field, { key, kind }]) => {
      const text = data[key] ?? '';
      const value = kind === 'switch' ? text === '1' : kind === 'number' ? Number(text) || 0 : kind === 'rules' ? text.split(',').filter(Boolean).map(Number) : text;
      return [field, value];
    }),
  );
}

/** The input's settings as REST takes them (text), only those given. */
function settingsBody(input: Record<string, unknown>): SettingsData {
  const body: SettingsData = {};
  for (const [field, value] of Object.entries(input)) {
    const setting = SETTINGS[field];
    if (!setting || value === null || value === undefined) continue;
    body[setting.key] = setting.kind === 'switch' ? (value ? '1' : '0') : setting.kind === 'rules' ? (value as number[]).join(',') : String(value);
  }
  return body;
}

/** The announcements' REST routes (server/modules/notify/announcement-routes.ts). */
const ANNOUNCEMENT_ROUTES = { list: '/api/admin/announcements', one: '/api/admin/announcements/:id' } as const;

/** An announcement as REST answers it. */
interface AnnouncementData {
  id: number;
  title: string;
  body: string;
  audience: string;
  departments: { id: number; name: string }[];
  people: { id: number; name: string; account: string }[];
  link_kind: string | null;
  link_id: number | null;
  link_title: string | null;
  send_at: number;
  state: string;
  delivered_at: number | null;
  cancelled_at: number | null;
  recipient_count: number | null;
  read_count: number;
  author_name: string;
  created_at: number;
}

/** REST's audience, link kind and state (the enums' internal values). */
const AUDIENCE = { EVERYONE: 'everyone', DEPARTMENTS: 'departments', PEOPLE: 'people' } as const;
const LINK_KIND = { COURSE: 'course', LEARNING_MAP: 'map', OFFLINE_TRAINING: 'training', FORMAL_EXAM: 'exam' } as const;
const ANNOUNCEMENT_STATE = { SCHEDULED: 'scheduled', DELIVERED: 'delivered', CANCELLED: 'cancelled' } as const;

interface AnnouncementArgs {
  title: string;
  body: string;
  audience: (typeof AUDIENCE)[keyof typeof AUDIENCE];
  departmentIds?: string[] | null;
  employeeIds?: string[] | null;
  linkKind?: (typeof LINK_KIND)[keyof typeof LINK_KIND] | null;
  linkId?: string | null;
  sendAt?: Date | null;
}

/** The REST body of an announcement's input. */
function announcementBody(input: AnnouncementArgs) {
  return {
    title: input.title,
    body: input.body,
    audience: input.audience,
    department_ids: input.departmentIds?.map(Number) ?? null,
    employee_ids: input.employeeIds?.map(Number) ?? null,
    link_kind: input.linkKind ?? null,
    link_id: input.linkId == null ? null : Number(input.linkId),
    send_at: toUnixSeconds(input.sendAt) ?? null,
  };
}

/** An announcement as a change left it, and how many it was delivered to by the change. */
async function announcementPayload(rest: GraphContext['rest'], change: { id: number; recipients: number | null }) {
  return { announcement: await rest.send<AnnouncementData>('GET', ANNOUNCEMENT_ROUTES.one, { id: change.id }), deliveredTo: change.recipients };
}

/** The home banners' REST routes (server/modules/home/banners-routes.ts). */
const BANNER_ROUTES = { list: '/api/admin/banners', one: '/api/admin/banners/:id', order: '/api/admin/banners/order' } as const;

/** A banner as REST answers it (`GET /api/admin/banners`). */
interface BannerData {
  id: number;
  title: string;
  pc_banner_img: string;
  jump_type: number;
  jump_content: string;
  target_title: string | null;
  shown: boolean;
}

/** REST's jump_type (BannerLinkKind's internal values, server/graph/home/resolvers.ts): an address, a library document, a news item. */
const BANNER_EXTERNAL = 2;
const BANNER_TARGETS: readonly number[] = [3, 4];

interface BannerArgs {
  title: string;
  image: string;
  linkKind: number;
  url?: string | null;
  targetId?: string | null;
}

/** The REST body of a banner's input: jump_content is the address or the id its kind takes. */
function bannerBody(input: BannerArgs) {
  return { title: input.title, pc_banner_img: input.image, jump_type: input.linkKind, jump_content: input.linkKind === BANNER_EXTERNAL ? (input.url ?? '') : BANNER_TARGETS.includes(input.linkKind) ? (input.targetId ?? '') : '' };
}

/** A refused banner field as the inputs name it (REST's jump_content is the address or the target). */
function bannerInputField(input: BannerArgs): Record<string, string> {
  return { pcBannerImg: 'image', jumpType: 'linkKind', jumpContent: input.linkKind === BANNER_EXTERNAL ? 'url' : 'targetId' };
}

export const adminResolvers = {
  Query: {
    employees: async (_: unknown, args: EmployeesArgs, { rest }: GraphContext) => {
      const page = pageOf(args);
      const query = {
        ...restPaging(page),
        keyword: args.keyword ?? undefined,
        department_id: args.departmentId ?? undefined,
        status: args.status ?? undefined,
        sort: ORDER[args.orderBy],
        order: args.direction === 'ASC' ? 'asc' : 'desc',
      };
      return connection(await rest.get<RestPage<EmployeeData>>(ROUTES.employees, {}, query), page);
    },
    employee: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<EmployeeData>(ROUTES.employee, { id }),
    departments: async (_: unknown, __: unknown, { rest }: GraphContext) => tree(rest),
    positions: async (_: unknown, __: unknown, { rest }: GraphContext) => (await rest.get<{ list: PositionData[] }>(ROUTES.positions)).list,
    siteSettings: async (_: unknown, __: unknown, { rest }: GraphContext) => settingsOf(await rest.get<SettingsData>(ROUTES.settings)),
    auditEntries: async (_: unknown, args: AuditArgs, { rest }: GraphContext) => {
      const page = pageOf(args);
      const query = {
        ...restPaging(page),
        entity: args.entity ?? undefined,
        entity_id: args.entityId ?? undefined,
        actor_id: args.actorId ?? undefined,
        action: args.action ?? undefined,
        since: toUnixSeconds(args.since),
        until: toUnixSeconds(args.until),
      };
      return connection(await rest.get<RestPage<AuditData>>(ROUTES.audit, {}, query), page);
    },
    announcements: async (_: unknown, args: PageArgs, { rest }: GraphContext) => {
      const page = pageOf(args);
      return connection(await rest.get<RestPage<AnnouncementData>>(ANNOUNCEMENT_ROUTES.list, {}, restPaging(page)), page);
    },
    dingTalkSync: (_: unknown, __: unknown, { rest }: GraphContext) => rest.get<SyncOverviewData>(ROUTES.dingTalkSync),
    banners: async (_: unknown, __: unknown, { rest }: GraphContext) => (await rest.get<{ list: BannerData[] }>(BANNER_ROUTES.list)).list,
  },
  Mutation: {
    setEmployeeStatus: async (_: unknown, { input }: { input: { employeeId: string; status: (typeof STATUS)[keyof typeof STATUS] } }, { rest }: GraphContext) => {
      await rest.send('PUT', ROUTES.status, { id: input.employeeId }, { status: input.status });
      // The employee as the change left them (a read after the write: not the operation's cached one).
      return { employee: await rest.send<EmployeeData>('GET', ROUTES.employee, { id: input.employeeId }) };
    },
    createDepartment: async (_: unknown, { input }: { input: { name: string; parentId?: string | null } }, { rest }: GraphContext) => {
      const { id } = await rest.send<{ id: number }>('POST', ROUTES.departments, {}, { name: input.name, parent_id: input.parentId == null ? null : Number(input.parentId) });
      return { department: await changed(rest, id) };
    },
    updateDepartment: async (_: unknown, { input }: { input: { departmentId: string; name?: string | null; parentId?: string | null; moveToTop?: boolean | null; sort?: number | null } }, { rest }: GraphContext) => {
      const body = {
        ...(input.name == null ? {} : { name: input.name }),
        ...(input.moveToTop ? { parent_id: null } : input.parentId == null ? {} : { parent_id: Number(input.parentId) }),
        ...(input.sort == null ? {} : { sort: input.sort }),
      };
      await rest.send('PUT', ROUTES.department, { id: input.departmentId }, body);
      return { department: await changed(rest, input.departmentId) };
    },
    mergeDepartment: async (_: unknown, { input }: { input: { departmentId: string; intoId: string } }, { rest }: GraphContext) => {
      const merged = await rest.send<{ id: number; employees_moved: number }>('POST', ROUTES.merge, { id: input.departmentId }, { into_id: Number(input.intoId) });
      return { into: await changed(rest, merged.id), employeesMoved: merged.employees_moved };
    },
    setDepartmentStatus: async (_: unknown, { input }: { input: { departmentId: string; status: OrgStatus } }, { rest }: GraphContext) => {
      await rest.send('PUT', ROUTES.departmentStatus, { id: input.departmentId }, { status: input.status });
      return { department: await changed(rest, input.departmentId) };
    },
    deleteDepartment: async (_: unknown, { input }: { input: { departmentId: string } }, { rest }: GraphContext) => {
      const { id } = await rest.send<{ id: number }>('DELETE', ROUTES.department, { id: input.departmentId });
      return { deletedId: String(id) };
    },
    moveEmployees: async (_: unknown, { input }: { input: { employeeIds: string[]; departmentId: string } }, { rest }: GraphContext) => {
      const moved = await rest.send<{ department_id: number; moved: number }>('PUT', ROUTES.moveEmployees, {}, { user_ids: input.employeeIds.map(Number), department_id: Number(input.departmentId) });
      return { department: await changed(rest, moved.department_id), movedCount: moved.moved };
    },
    resetEmployeePassword: async (_: unknown, { input }: { input: { employeeId: string; password: string } }, { rest }: GraphContext) => {
      const reset = await rest.send<{ sessions_ended: number }>('PUT', ROUTES.password, { id: input.employeeId }, { password: input.password });
      return { employee: await rest.send<EmployeeData>('GET', ROUTES.employee, { id: input.employeeId }), sessionsEnded: reset.sessions_ended };
    },
    updateSiteSettings: async (_: unknown, { input }: { input: Record<string, unknown> }, { rest }: GraphContext) => {
      // The refused setting as the input names it (REST's `web_ico` is the input's `icon`).
      return { siteSettings: settingsOf(await namingInputField(rest.send<SettingsData>('PUT', ROUTES.settings, {}, settingsBody(input)), SETTING_FIELD)) };
    },
    createEmployee: async (_: unknown, { input }: { input: CreateEmployeeInput }, { rest }: GraphContext) => {
      const body = { ...employeeBody(input), is_admin: input.isAdmin ? 1 : 0, password: input.password ?? null };
      const { generated_password: generatedPassword, ...employee } = await namingInputField(rest.send<EmployeeData & { generated_password: string | null }>('POST', ROUTES.employees, {}, body), EMPLOYEE_INPUT_FIELD);
      return { employee, generatedPassword };
    },
    updateEmployee: async (_: unknown, { input }: { input: UpdateEmployeeInput }, { rest }: GraphContext) => {
      const body = {
        ...employeeBody(input),
        is_admin: input.isAdmin ? 1 : 0,
        user_type: input.employmentStatus,
        employee_type: input.employmentType,
        supervisor: input.supervisor ?? null,
        position_level: input.positionLevel ?? null,
      };
      return { employee: await namingInputField(rest.send<EmployeeData>('PUT', ROUTES.employee, { id: input.employeeId }, body), EMPLOYEE_INPUT_FIELD) };
    },
    unlockEmployee: async (_: unknown, { input }: { input: { employeeId: string } }, { rest }: GraphContext) => {
      const unlocked = await rest.send<{ unlocked_addresses: number }>('DELETE', ROUTES.lock, { id: input.employeeId });
      return { employee: await rest.send<EmployeeData>('GET', ROUTES.employee, { id: input.employeeId }), unlockedAddresses: unlocked.unlocked_addresses };
    },
    createPosition: async (_: unknown, { input }: { input: { name: string } }, { rest }: GraphContext) => {
      const { id } = await rest.send<{ id: number }>('POST', ROUTES.positions, {}, { name: input.name });
      return { position: await changedPosition(rest, id) };
    },
    updatePosition: async (_: unknown, { input }: { input: { positionId: string; name?: string | null; status?: OrgStatus | null } }, { rest }: GraphContext) => {
      const body = { ...(input.name == null ? {} : { name: input.name }), ...(input.status == null ? {} : { status: input.status }) };
      await rest.send('PUT', ROUTES.position, { id: input.positionId }, body);
      return { position: await changedPosition(rest, input.positionId) };
    },
    deletePosition: async (_: unknown, { input }: { input: { positionId: string } }, { rest }: GraphContext) => {
      const { id } = await rest.send<{ id: number }>('DELETE', ROUTES.position, { id: input.positionId });
      return { deletedId: String(id) };
    },
    createAnnouncement: async (_: unknown, { input }: { input: AnnouncementArgs }, { rest }: GraphContext) =>
      announcementPayload(rest, await rest.send<{ id: number; recipients: number | null }>('POST', ANNOUNCEMENT_ROUTES.list, {}, announcementBody(input))),
    updateAnnouncement: async (_: unknown, { input }: { input: AnnouncementArgs & { announcementId: string } }, { rest }: GraphContext) =>
      announcementPayload(rest, await rest.send<{ id: number; recipients: number | null }>('PUT', ANNOUNCEMENT_ROUTES.one, { id: input.announcementId }, announcementBody(input))),
    cancelAnnouncement: async (_: unknown, { input }: { input: { announcementId: string } }, { rest }: GraphContext) =>
      announcementPayload(rest, await rest.send<{ id: number; recipients: number | null }>('DELETE', ANNOUNCEMENT_ROUTES.one, { id: input.announcementId })),
    startDingTalkSync: (_: unknown, __: unknown, { rest }: GraphContext) => rest.send<{ run: SyncRunData; started: boolean }>('POST', ROUTES.dingTalkSync),
    setDingTalkSyncSchedule: async (_: unknown, { input }: { input: { everyHours?: number | null } }, { rest }: GraphContext) => ({
      schedule: await rest.send<SyncOverviewData['schedule']>('PUT', ROUTES.dingTalkSchedule, {}, { every_hours: input.everyHours ?? 0 }),
    }),
    createBanner: async (_: unknown, { input }: { input: BannerArgs }, { rest }: GraphContext) => ({
      banner: await namingInputField(rest.send<BannerData>('POST', BANNER_ROUTES.list, {}, bannerBody(input)), bannerInputField(input)),
    }),
    updateBanner: async (_: unknown, { input }: { input: BannerArgs & { bannerId: string } }, { rest }: GraphContext) => ({
      banner: await namingInputField(rest.send<BannerData>('PUT', BANNER_ROUTES.one, { id: input.bannerId }, bannerBody(input)), bannerInputField(input)),
    }),
    deleteBanner: async (_: unknown, { input }: { input: { bannerId: string } }, { rest }: GraphContext) => ({
      deletedId: String((await rest.send<{ id: number }>('DELETE', BANNER_ROUTES.one, { id: input.bannerId })).id),
    }),
    reorderBanners: async (_: unknown, { input }: { input: { bannerIds: string[] } }, { rest }: GraphContext) => ({
      banners: (await namingInputField(rest.send<{ list: BannerData[] }>('PUT', BANNER_ROUTES.order, {}, { ids: input.bannerIds.map(Number) }), { ids: 'bannerIds' })).list,
    }),
  },
  OrganisationUnit: {
    id: (unit: DepartmentData) => String(unit.id),
    parentId: (unit: DepartmentData) => (unit.parent_id === null ? null : String(unit.parent_id)),
    parent: async (unit: DepartmentData, _: unknown, { rest }: GraphContext) => (unit.parent_id === null ? null : ((await tree(rest)).find((other) => other.id === unit.parent_id) ?? null)),
    children: async (unit: DepartmentData, _: unknown, { rest }: GraphContext) => (await tree(rest)).filter((other) => other.parent_id === unit.id),
    employeeCount: (unit: DepartmentData) => unit.employee_count,
  },
  Position: {
    id: (position: PositionData) => String(position.id),
    employeeCount: (position: PositionData) => position.employee_count,
  },
  OrganisationStatus: ORG_STATUS,
  Employee: {
    id: (employee: EmployeeData) => String(employee.id),
    mobile: (employee: EmployeeData) => orNull(employee.mobile),
    mail: (employee: EmployeeData) => orNull(employee.mail),
    workNumber: (employee: EmployeeData) => orNull(employee.work_number),
    departmentId: (employee: EmployeeData) => (employee.department_id === null ? null : String(employee.department_id)),
    department: (employee: EmployeeData) => (employee.department_name ? { name: employee.department_name } : null),
    positionId: (employee: EmployeeData) => (employee.position_id === null ? null : String(employee.position_id)),
    positionName: (employee: EmployeeData) => orNull(employee.position_name),
    entryDay: (employee: EmployeeData) => orNull(employee.entry_time),
    employmentStatus: (employee: EmployeeData) => employee.user_type,
    employmentType: (employee: EmployeeData) => employee.employee_type,
    supervisor: (employee: EmployeeData) => orNull(employee.supervisor),
    positionLevel: (employee: EmployeeData) => employee.position_level,
    role: (employee: EmployeeData) => employee.role_id,
    isAdmin: (employee: EmployeeData) => flag(employee.is_admin),
    entryDate: (employee: EmployeeData, _: unknown, { zone }: GraphContext) => fromDateText(employee.entry_time, zone),
    createdAt: (employee: EmployeeData) => fromUnixSeconds(employee.created_at),
  },
  AuditEntry: {
    id: (entry: AuditData) => String(entry.id),
    actor: (entry: AuditData) => ({ id: entry.actor_id, name: entry.actor_name }),
    entityId: (entry: AuditData) => (entry.entity_id === null ? null : String(entry.entity_id)),
    changes: changesOf,
    createdAt: (entry: AuditData) => fromUnixSeconds(entry.created_at),
  },
  /** REST's status. */
  AccountStatus: STATUS,
  Announcement: {
    id: (announcement: AnnouncementData) => String(announcement.id),
    linkKind: (announcement: AnnouncementData) => announcement.link_kind,
    linkId: (announcement: AnnouncementData) => (announcement.link_id === null ? null : String(announcement.link_id)),
    linkTitle: (announcement: AnnouncementData) => announcement.link_title,
    sendAt: (announcement: AnnouncementData) => fromUnixSeconds(announcement.send_at),
    deliveredAt: (announcement: AnnouncementData) => fromUnixSeconds(announcement.delivered_at),
    cancelledAt: (announcement: AnnouncementData) => fromUnixSeconds(announcement.cancelled_at),
    recipientCount: (announcement: AnnouncementData) => announcement.recipient_count,
    readCount: (announcement: AnnouncementData) => announcement.read_count,
    authorName: (announcement: AnnouncementData) => announcement.author_name,
    createdAt: (announcement: AnnouncementData) => fromUnixSeconds(announcement.created_at),
  },
  AnnouncementDepartment: { id: (unit: { id: number }) => String(unit.id) },
  AnnouncementPerson: { id: (person: { id: number }) => String(person.id) },
  AnnouncementAudience: AUDIENCE,
  AnnouncementLinkKind: LINK_KIND,
  AnnouncementState: ANNOUNCEMENT_STATE,
  DingTalkSync: {
    runs: (sync: SyncOverviewData) => sync.runs,
  },
  DingTalkSyncSchedule: {
    everyHours: (schedule: SyncOverviewData['schedule']) => schedule.every_hours,
    updatedAt: (schedule: SyncOverviewData['schedule']) => fromUnixSeconds(schedule.updated_at),
  },
  DingTalkSyncRun: {
    id: (run: SyncRunData) => String(run.id),
    startedByName: (run: SyncRunData) => run.started_by_name,
    resumedFrom: (run: SyncRunData) => (run.resumed_from === null ? null : String(run.resumed_from)),
    departmentsTotal: (run: SyncRunData) => run.departments_total,
    departmentsDone: (run: SyncRunData) => run.departments_done,
    createdAt: (run: SyncRunData) => fromUnixSeconds(run.created_at),
    finishedAt: (run: SyncRunData) => fromUnixSeconds(run.finished_at),
  },
  DingTalkSyncProblem: {
    dingTalkUserId: (problem: SyncRunData['problems'][number]) => problem.dingtalk_user_id,
  },
  /** REST's words. */
  DingTalkSyncStatus: { QUEUED: 'queued', RUNNING: 'running', DONE: 'done', FAILED: 'failed' },
  DingTalkSyncOrigin: { MANUAL: 'manual', SCHEDULE: 'schedule' },
  DingTalkSyncPhase: { DEPARTMENTS: 'departments', USERS: 'users', DISABLE: 'disable' },
  Banner: {
    id: (banner: BannerData) => String(banner.id),
    image: (banner: BannerData) => banner.pc_banner_img,
    linkKind: (banner: BannerData) => banner.jump_type,
    url: (banner: BannerData) => (banner.jump_type === BANNER_EXTERNAL ? orNull(banner.jump_content) : null),
    targetId: (banner: BannerData) => (BANNER_TARGETS.includes(banner.jump_type) ? orNull(banner.jump_content) : null),
    targetTitle: (banner: BannerData) => banner.target_title,
  },
};
