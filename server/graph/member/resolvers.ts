import type { Static } from 'typebox';
import type { Question } from '../../modules/course-qa/schemas.js';
import type * as creditSchemas from '../../modules/credits/schemas.js';
import type { GraphContext } from '../context.js';
import { connection, pageOf, PAGE_SIZE_MAX, restPaging, type PageArgs, type RestPage } from '../paging.js';
import type { Rest, RestAnswers } from '../rest.js';
import { fromUnixSeconds, orNull } from '../scalars.js';
import { ownRest } from '../users/own.js';
import { VIEWER_ROUTE, viewerOf, type UserInfoData, type UserParent } from '../users/resolvers.js';

/**
 * The member area: the signed-in user's profile and its edit, the contact binding and the
 * password, credits (summary, charts, ranks, history), the credits mall and the Q&A counts.
 * REST answers each "my" route for the caller only, so the User fields read them through
 * `ownRest` (null on anyone but the viewer).
 */

/** The REST routes of the member area (every one signed in; each "my" route answers the caller's own). */
const ROUTES = {
  nations: '/api/nation',
  areas: '/api/sonArea/:id',
  creditSummary: '/api/userscore/summary',
  creditsByTime: '/api/userscore/bytime',
  creditsByType: '/api/userscore/bytype',
  creditRank: '/api/userscore/rank',
  rankList: '/api/userscore/ranklist',
  monthRankList: '/api/userscore/monthranklist',
  rules: '/api/integralRule',
  ledger: '/api/learnScoreList',
  goodsList: '/api/shopList',
  goods: '/api/shopInfo/:id',
  convert: '/api/convert',
  records: '/api/convertRecord',
  answerNum: '/api/userAnswerNum',
  questionList: '/api/userQuestionList',
  passMobileMail: '/api/passMobileMail',
  boundMobileMail: '/api/boundMobileMail',
  updatePassword: '/api/users/updatePass',
} as const;

interface AreaData {
  id: number;
  area_name: string;
}
/**
 * The credits and mall answers of REST, by their schema's name (`Credits['Goods']` is the
 * `Static` type of the module's `Goods`): the graph reads what the routes answer.
 */
type Credits = RestAnswers<typeof creditSchemas>;

/** REST's employee_type (0 none ... 5 labour dispatch): the enum's internal values. */
const EMPLOYEE_TYPE = { NONE: 0, FULL_TIME: 1, PART_TIME: 2, INTERN: 3, REEMPLOYED_RETIREE: 4, DISPATCHED: 5 } as const;

/** A field of the user's own profile (`/api/users`): null on anyone but the viewer. */
function ownProfile<T>(read: (user: UserInfoData) => T) {
  return async (user: UserParent, _: unknown, context: GraphContext): Promise<T | null> => {
    const rest = await ownRest(user, context);
    return rest ? read(await viewerOf(rest)) : null;
  };
}

/** A "my" route's answer for the user: null on anyone but the viewer. */
function ownRoute<T, A = unknown>(read: (rest: Rest, args: A) => Promise<T>) {
  return async (user: UserParent, args: A, context: GraphContext): Promise<T | null> => {
    const rest = await ownRest(user, context);
    return rest ? read(rest, args) : null;
  };
}

/** A REST code of an area as an id (null when none). */
function areaId(id: number | null): string | null {
  return id === null ? null : String(id);
}

/** An ID argument REST takes as a number (REST's validator refuses what is no number: BAD_USER_INPUT). */
function numberOf(id: string | null | undefined): number | undefined {
  if (id === null || id === undefined) return undefined;
  return /^\d+$/.test(id) ? Number(id) : (id as unknown as number);
}

interface UpdateProfileInput {
  photo?: string | null;
  halfPhoto?: string | null;
  gender?: number | null;
  nation?: string | null;
  politics?: number | null;
  birthDate?: string | null;
  idNumber?: string | null;
  passport?: string | null;
  provinceId?: string | null;
  cityId?: string | null;
  districtId?: string | null;
}

/** The input as REST's body: only the fields given (REST refuses null where it takes a value). */
function profileBody(input: UpdateProfileInput): Record<string, unknown> {
  const body: Record<string, unknown> = {
    photo: input.photo,
    half_photo: input.halfPhoto,
    gender: input.gender,
    nation: input.nation,
    politics: input.politics,
    birth_date: input.birthDate,
    id_number: input.idNumber,
    passport: input.passport,
    province_id: numberOf(input.provinceId),
    city_id: numberOf(input.cityId),
    district_id: numberOf(input.districtId),
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined && value !== null));
}

export const memberResolvers = {
  Query: {
    nations: (_: unknown, __: unknown, { rest }: GraphContext) => rest.get<{ value: string; name: string }[]>(ROUTES.nations),
    areas: (_: unknown, { parentId }: { parentId?: string | null }, { rest }: GraphContext) => rest.get<AreaData[]>(ROUTES.areas, { id: parentId ?? '0' }),
    creditRanking: async (_: unknown, args: { period: 'ALL_TIME' | 'MONTH'; department: boolean; first: number }, { rest }: GraphContext) => {
      const limit = Math.min(PAGE_SIZE_MAX, Math.max(1, Math.trunc(args.first)));
      return rest.get<Credits['RankRow'][]>(args.period === 'MONTH' ? ROUTES.monthRankList : ROUTES.rankList, {}, { with_department: args.department ? 1 : 0, limit });
    },
    creditRules: (_: unknown, __: unknown, { rest }: GraphContext) => rest.get<Credits['Rule'][]>(ROUTES.rules),
    mallGoods: async (_: unknown, args: PageArgs, { rest }: GraphContext) => {
      const page = pageOf(args);
      return connection(await rest.get<RestPage<Credits['Goods']>>(ROUTES.goodsList, {}, restPaging(page)), page);
    },
    mallGoodsItem: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<Credits['Goods']>(ROUTES.goods, { id }),
  },
  User: {
    gender: ownProfile((user) => user.gender),
    nation: ownProfile((user) => orNull(user.nation)),
    politics: ownProfile((user) => user.politics),
    birthDate: ownProfile((user) => orNull(user.birth_date)),
    employeeStatus: ownProfile((user) => user.user_type),
    employeeType: ownProfile((user) => user.employee_type),
    positionLevel: ownProfile((user) => user.position_level),
    idNumber: ownProfile((user) => orNull(user.id_number)),
    passport: ownProfile((user) => orNull(user.passport)),
    halfPhoto: ownProfile((user) => user.half_photo),
    supervisor: ownProfile((user) => orNull(user.supervisor)),
    workPlace: ownProfile((user) =>
      user.province_id === null && !user.work_place
        ? null
        : { provinceId: areaId(user.province_id), cityId: areaId(user.city_id), districtId: areaId(user.district_id), name: user.work_place },
    ),
    editableProfileFields: ownProfile((user) => user.editable_fields),
    credits: ownRoute((rest) => rest.get(ROUTES.creditSummary)),
    creditsByMonth: ownRoute((rest) => rest.get<{ time: string; score: number }[]>(ROUTES.creditsByTime)),
    creditsByReason: ownRoute((rest) => rest.get<{ type: string; name: string; score: number; times: number }[]>(ROUTES.creditsByType)),
    creditRanks: ownRoute((rest) => rest.get(ROUTES.creditRank)),
    creditHistory: ownRoute(async (rest, args: PageArgs) => {
      const page = pageOf(args);
      return connection(await rest.get<RestPage<Credits['Entry']>>(ROUTES.ledger, {}, restPaging(page)), page);
    }),
    redemptions: ownRoute(async (rest, args: PageArgs & { status?: number | null }) => {
      const page = pageOf(args);
      return connection(await rest.get<RestPage<Credits['RedemptionRecord']>>(ROUTES.records, {}, { status: args.status ?? undefined, ...restPaging(page) }), page);
    }),
    questionAnswerCounts: ownRoute((rest) => rest.get(ROUTES.answerNum)),
    // The questions as REST lists them: the courses area's CourseQuestion reads them.
    courseQuestions: ownRoute(async (rest, args: PageArgs) => {
      const page = pageOf(args);
      return connection(await rest.get<RestPage<Static<typeof Question>>>(ROUTES.questionList, {}, restPaging(page)), page);
    }),
  },
  Mutation: {
    updateProfile: async (_: unknown, { input }: { input: UpdateProfileInput }, { rest }: GraphContext) => ({
      viewer: await rest.send<UserInfoData>('PUT', VIEWER_ROUTE, {}, profileBody(input)),
    }),
    sendBindingCode: async (_: unknown, { input }: { input: { target: string } }, { rest }: GraphContext) => {
      const sent = await rest.send<{ resend_after: number; type: string }>('POST', ROUTES.passMobileMail, {}, { mobile: input.target });
      return { channel: sent.type === 'mail' ? 'MAIL' : 'MOBILE', resendAfterSeconds: sent.resend_after };
    },
    bindContact: async (_: unknown, { input }: { input: { target: string; code: string } }, { rest }: GraphContext) => ({
      viewer: await rest.send<UserInfoData>('POST', ROUTES.boundMobileMail, {}, { mobile: input.target, code: input.code }),
    }),
    changePassword: async (_: unknown, { input }: { input: { currentPassword: string; password: string; passwordConfirmation: string } }, { rest }: GraphContext) => {
      const body = { old_password: input.currentPassword, password: input.password, password_confirmation: input.passwordConfirmation };
      const changed = await rest.send<{ remember_token: string }>('PUT', ROUTES.updatePassword, {}, body);
      return { token: changed.remember_token };
    },
    redeemGoods: async (_: unknown, { input }: { input: { goodsId: string; quantity?: number | null } }, { rest }: GraphContext) => {
      const converted = await rest.send<Credits['Converted']>('POST', ROUTES.convert, {}, { goods_id: numberOf(input.goodsId), quantity: input.quantity ?? 1 });
      // The goods as they are after the write (stock, the user's count): read outside the loader.
      const goods = await rest.send<Credits['Goods']>('GET', ROUTES.goods, { id: input.goodsId });
      return { redemptionId: String(converted.id), creditsSpent: converted.points, balance: converted.remaining, goods, viewer: await viewerOf(rest) };
    },
  },
  Area: {
    id: (area: AreaData) => String(area.id),
    name: (area: AreaData) => area.area_name,
  },
  MonthCredits: {
    month: (row: { time: string }) => row.time,
    credits: (row: { score: number }) => row.score,
  },
  ReasonCredits: {
    reason: (row: { type: string }) => row.type,
    credits: (row: { score: number }) => row.score,
  },
  CreditRanks: {
    credits: (ranks: { score: number }) => ranks.score,
    monthCredits: (ranks: { month_score: number }) => ranks.month_score,
    companyRank: (ranks: { company_rank: number }) => ranks.company_rank,
    departmentRank: (ranks: { department_rank: number }) => ranks.department_rank,
    monthCompanyRank: (ranks: { month_company_rank: number }) => ranks.month_company_rank,
    monthDepartmentRank: (ranks: { month_department_rank: number }) => ranks.month_department_rank,
  },
  CreditRankingEntry: {
    rank: (row: Credits['RankRow']) => row.rowno,
    user: (row: Credits['RankRow']) => ({ id: row.user_id, name: row.name, photo: row.photo }),
    departmentName: (row: Credits['RankRow']) => row.department_name,
    credits: (row: Credits['RankRow']) => row.score,
  },
  CreditRule: {
    reason: (rule: Credits['Rule']) => rule.type,
    perDay: (rule: Credits['Rule']) => (rule.per_day > 0 ? rule.per_day : null),
  },
  CreditEntry: {
    id: (entry: Credits['Entry']) => String(entry.id),
    credits: (entry: Credits['Entry']) => entry.points,
    reason: (entry: Credits['Entry']) => entry.type,
    createdAt: (entry: Credits['Entry']) => fromUnixSeconds(entry.created_at),
  },
  MallGoods: {
    id: (goods: Credits['Goods']) => String(goods.id),
    imageUrl: (goods: Credits['Goods']) => goods.img,
    perPersonLimit: (goods: Credits['Goods']) => (goods.per_person_limit > 0 ? goods.per_person_limit : null),
    myRedeemedCount: (goods: Credits['Goods']) => goods.my_count,
  },
  Redemption: {
    id: (record: Credits['RedemptionRecord']) => String(record.id),
    goodsId: (record: Credits['RedemptionRecord']) => String(record.goods_id),
    imageUrl: (record: Credits['RedemptionRecord']) => record.img,
    credits: (record: Credits['RedemptionRecord']) => record.points,
    statusName: (record: Credits['RedemptionRecord']) => record.status_name,
    createdAt: (record: Credits['RedemptionRecord']) => fromUnixSeconds(record.created_at),
    collectedAt: (record: Credits['RedemptionRecord']) => fromUnixSeconds(record.collected_at),
  },
  QuestionAnswerCounts: {
    questions: (counts: { question_num: number }) => counts.question_num,
    answersReceived: (counts: { answer_num: number }) => counts.answer_num,
    answersWritten: (counts: { my_answer_num: number }) => counts.my_answer_num,
  },
  /** REST's gender. */
  Gender: { MALE: 1, FEMALE: 2, UNDISCLOSED: 3 },
  /** REST's user_type. */
  EmployeeStatus: { PROBATION: 1, OFFICIAL: 2 },
  EmployeeType: EMPLOYEE_TYPE,
  /** REST's redemption status. */
  RedemptionStatus: { COLLECTABLE: 1, COLLECTED: 2 },
};
