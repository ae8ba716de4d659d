import { MapItemType } from '../../modules/maps/index.js';
import type { GraphContext } from '../context.js';
import { connection, pageOf, restPaging, type PageArgs, type RestPage } from '../paging.js';
import { flag, fromUnixSeconds } from '../scalars.js';
import type { UserRef } from '../users/resolvers.js';

/**
 * Learning maps (REST module server/modules/maps, routes /api/studyMap/...). The REST answers'
 * shapes are the TypeBox schemas of server/modules/maps/routes.ts (not exported: the fields read
 * are written out below). Every route is the learner's own (the `maps` guard): the graph never
 * reads another user's map.
 */

/** A map card of `studyMap/index` (`MapCard`). */
interface MapCardData {
  id: number;
  title: string;
  cover: string;
  map_type: number;
  study_type: number;
  credits: number;
  progress: number;
  is_open: number;
  is_complete: number;
  last_study_time: number | null;
}

/** A stage of `studyMap/detail` (`MapStage`). */
interface StageData {
  id: number;
  map_id: number;
  phase_index: number;
  phase_title: string;
  start_time: number;
  end_time: number;
  course_num: number;
  exam_num: number;
  qn_num: number;
  argument_num: number;
  progress: number;
  is_complete: number;
  locked: number;
}

/** A map's page `studyMap/detail` (`MapDetail`). */
interface MapDetailData extends MapCardData {
  description: string;
  phase_num: number;
  phases: StageData[];
}

/** A chapter of a stage's page (`MapStageChapter`). */
interface StageChapterData {
  id: number;
  title: string;
  chapter_type: number;
  sign_day: string | null;
  is_signed: number;
  is_done: number;
  media_seconds: number | null;
  furthest: number;
}

/** An item of a stage's page (`MapStageItem`). */
interface StageItemData {
  id: number;
  item_type: number;
  ref_id: number | null;
  title: string;
  is_done: number;
}

/** A stage's page `studyMap/phaseInfo` (`MapPhaseInfo`). */
interface PhaseInfoData extends StageData {
  map_title: string;
  study_type: number;
  chapters: StageChapterData[];
  items: StageItemData[];
}

/** A chapter's page `GET studyMap/video` (`MapChapterInfo`). */
interface ChapterInfoData {
  id: number;
  map_id: number;
  phase_id: number;
  title: string;
  chapter_type: number;
  media_url: string | null;
  length: number | null;
  content: string;
  position: number;
  furthest: number;
  completed: number;
  no_skipping: number;
}

/** The answer of `POST studyMap/video` (`MapVideoRecord`). */
interface VideoRecordData {
  period_id: number;
  position: number;
  furthest: number;
  length: number;
  period_completed: boolean;
  map_progress: number;
  map_completed: number;
}

/** A punch-in of `studyMap/userSignList` (`MapSignUser`). */
interface SignUserData {
  user_id: number;
  name: string;
  photo: string;
  is_makeup: number;
  signed_at: number;
  comment_num: number;
  is_mine: number;
}

interface SignListData extends RestPage<SignUserData> {
  chapter_id: number;
  chapter_title: string;
  map_id: number;
  map_title: string;
  phase_id: number;
}

/** A comment of `studyMap/comments` (`MapSignComment`). */
interface CommentData {
  id: number;
  user_id: number;
  name: string;
  photo: string;
  content: string;
  is_top: number;
  created_at: number;
  like_num: number;
  is_liked: number;
  is_owner: number;
  can_top: number;
}

/** A chapter as its parent answer holds it: the stage's summary, the chapter's page, or a video record; the rest loads when asked. */
interface ChapterParent {
  id: number;
  /** The stage, when the parent answer names it. */
  stageId?: number;
  summary?: StageChapterData;
  info?: ChapterInfoData;
  record?: VideoRecordData;
}

/** A punch-in with the chapter it is on (its comments are asked by both). */
interface PunchInParent extends SignUserData {
  chapter_id: number;
}

const MAP_LIST = '/api/studyMap/index';
const MAP_DETAIL = '/api/studyMap/detail';
const MAP_OPEN = '/api/studyMap/open';
const STAGE = '/api/studyMap/phaseInfo';
const CHAPTER = '/api/studyMap/video';
const SIGN_LIST = '/api/studyMap/userSignList';
const COMMENTS = '/api/studyMap/comments';

/** The map's page of a map the parent holds only as a card (loaded once per operation). */
function mapDetail(map: MapCardData, { rest }: GraphContext): Promise<MapDetailData> | MapDetailData {
  return 'phases' in map ? (map as MapDetailData) : rest.get<MapDetailData>(MAP_DETAIL, {}, { map_id: map.id });
}

/** The stage's page of a stage the parent holds as the map's summary (loaded once per operation; refused when locked). */
function stageInfo(stage: StageData, { rest }: GraphContext): Promise<PhaseInfoData> | PhaseInfoData {
  return 'chapters' in stage ? (stage as PhaseInfoData) : rest.get<PhaseInfoData>(STAGE, {}, { id: stage.id });
}

/** The chapter's page (loaded once per operation; opening an image-text chapter completes it). */
function chapterInfo(chapter: ChapterParent, { rest }: GraphContext): Promise<ChapterInfoData> | ChapterInfoData {
  return chapter.info ?? rest.get<ChapterInfoData>(CHAPTER, {}, { id: chapter.id });
}

/** The stage's id of a chapter: named by the parent, else by the chapter's page. */
async function stageIdOf(chapter: ChapterParent, context: GraphContext): Promise<number> {
  return chapter.stageId ?? (await chapterInfo(chapter, context)).phase_id;
}

/** The chapter's summary on its stage's page (punch-in day and state). */
async function chapterSummary(chapter: ChapterParent, context: GraphContext): Promise<StageChapterData> {
  if (chapter.summary) return chapter.summary;
  const stage = await context.rest.get<PhaseInfoData>(STAGE, {}, { id: await stageIdOf(chapter, context) });
  const summary = stage.chapters.find((c) => c.id === chapter.id);
  if (!summary) throw new Error(`chapter ${chapter.id} is not on its stage's page`);
  return summary;
}

/** A chapter's value: from the parent's answer when it has it, else from the chapter's page. */
function fromChapter<T>(own: (chapter: ChapterParent) => T | undefined, info: (data: ChapterInfoData) => T) {
  return async (chapter: ChapterParent, _: unknown, context: GraphContext): Promise<T> => {
    const value = own(chapter);
    return value !== undefined ? value : info(await chapterInfo(chapter, context));
  };
}

const userRef = (id: number, name: string, photo: string): UserRef => ({ id, name, photo });

/** The comments of a punch-in (read again after a write: a write's operation has not read them before). */
function comments(chapterId: number | string, userId: number | string, { rest }: GraphContext): Promise<{ list: CommentData[] }> {
  return rest.get<{ list: CommentData[] }>(COMMENTS, {}, { chapter_id: chapterId, user_id: userId });
}

/** The id an item of `type` names (its exam, questionnaire or defence); null on an item of another type or one naming none yet. */
function refOf(type: number) {
  return (item: StageItemData) => (item.item_type === type && item.ref_id !== null ? String(item.ref_id) : null);
}

export const mapsResolvers = {
  Query: {
    learningMaps: async (_: unknown, args: PageArgs & { kind?: number | null }, { rest }: GraphContext) => {
      const page = pageOf(args);
      const answer = await rest.get<RestPage<MapCardData>>(MAP_LIST, {}, { map_type: args.kind ?? undefined, ...restPaging(page) });
      return connection(answer, page);
    },
    learningMap: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<MapDetailData>(MAP_DETAIL, {}, { map_id: id }),
    learningMapStage: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<PhaseInfoData>(STAGE, {}, { id }),
    learningMapChapter: async (_: unknown, { id }: { id: string }, { rest }: GraphContext): Promise<ChapterParent> => {
      const info = await rest.get<ChapterInfoData>(CHAPTER, {}, { id });
      return { id: info.id, stageId: info.phase_id, info };
    },
    learningMapComments: async (_: unknown, { chapterId, userId }: { chapterId: string; userId: string }, context: GraphContext) => (await comments(chapterId, userId, context)).list,
    learningMapPunchIns: async (_: unknown, args: PageArgs & { chapterId: string }, { rest }: GraphContext) => {
      const page = pageOf(args);
      const answer = await rest.get<SignListData>(SIGN_LIST, {}, { chapter_id: args.chapterId, ...restPaging(page) });
      return {
        ...connection(answer, page, (sign): PunchInParent => ({ ...sign, chapter_id: answer.chapter_id })),
        chapterId: String(answer.chapter_id),
        chapterTitle: answer.chapter_title,
        stageId: String(answer.phase_id),
        learningMapId: String(answer.map_id),
        learningMapTitle: answer.map_title,
      };
    },
  },
  Mutation: {
    openLearningMap: async (_: unknown, { input }: { input: { learningMapId: string } }, { rest }: GraphContext) => ({
      // The write answers the opened map's page.
      learningMap: await rest.send<MapDetailData>('POST', MAP_OPEN, {}, { map_id: Number(input.learningMapId) }),
    }),
    recordLearningMapVideo: async (_: unknown, { input }: { input: { chapterId: string; position: number; studySeconds: number } }, { rest }: GraphContext) => {
      const record = await rest.send<VideoRecordData>('POST', CHAPTER, {}, { chapter_id: Number(input.chapterId), position: input.position, study_seconds: input.studySeconds });
      const chapter: ChapterParent = { id: record.period_id, record };
      return { chapter, learningMapProgress: record.map_progress, learningMapCompleted: flag(record.map_completed) };
    },
    commentOnLearningMapPunchIn: async (_: unknown, { input }: { input: { chapterId: string; userId: string; content: string } }, context: GraphContext) => {
      const { id } = await context.rest.send<{ id: number }>('POST', COMMENTS, {}, { chapter_id: Number(input.chapterId), user_id: Number(input.userId), content: input.content });
      // The write answers the id: the comment as the punch-in's list shows it.
      const comment = (await comments(input.chapterId, input.userId, context)).list.find((c) => c.id === id);
      if (!comment) throw new Error(`comment ${id} is not in its punch-in's list`);
      return { comment };
    },
    likeLearningMapComment: async (_: unknown, { input }: { input: { commentId: string; liked?: boolean | null } }, { rest }: GraphContext) => {
      const answer = await rest.send<{ id: number; is_liked: number; like_num: number }>('POST', '/api/studyMap/like', {}, { id: Number(input.commentId), is_like: input.liked === false ? 0 : 1 });
      return { commentId: String(answer.id), isLiked: flag(answer.is_liked), likeCount: answer.like_num };
    },
    pinLearningMapComment: async (_: unknown, { input }: { input: { commentId: string; pinned?: boolean | null } }, { rest }: GraphContext) => {
      const answer = await rest.send<{ id: number; is_top: number }>('POST', '/api/studyMap/top', {}, { id: Number(input.commentId), is_top: input.pinned === false ? 0 : 1 });
      return { commentId: String(answer.id), isPinned: flag(answer.is_top) };
    },
    deleteLearningMapComment: async (_: unknown, { input }: { input: { commentId: string } }, { rest }: GraphContext) => {
      const answer = await rest.send<{ id: number }>('POST', '/api/studyMap/deleteComment', {}, { id: Number(input.commentId) });
      return { deletedCommentId: String(answer.id) };
    },
  },
  LearningMap: {
    id: (map: MapCardData) => String(map.id),
    kind: (map: MapCardData) => map.map_type,
    studyOrder: (map: MapCardData) => map.study_type,
    isOpened: (map: MapCardData) => flag(map.is_open),
    isCompleted: (map: MapCardData) => flag(map.is_complete),
    lastStudiedAt: (map: MapCardData) => fromUnixSeconds(map.last_study_time),
    description: async (map: MapCardData, _: unknown, context: GraphContext) => (await mapDetail(map, context)).description,
    stageCount: async (map: MapCardData, _: unknown, context: GraphContext) => (await mapDetail(map, context)).phase_num,
    stages: async (map: MapCardData, _: unknown, context: GraphContext) => (await mapDetail(map, context)).phases,
  },
  LearningMapStage: {
    id: (stage: StageData) => String(stage.id),
    index: (stage: StageData) => stage.phase_index,
    title: (stage: StageData) => stage.phase_title,
    startsAt: (stage: StageData) => fromUnixSeconds(stage.start_time),
    endsAt: (stage: StageData) => fromUnixSeconds(stage.end_time),
    chapterCount: (stage: StageData) => stage.course_num,
    examCount: (stage: StageData) => stage.exam_num,
    questionnaireCount: (stage: StageData) => stage.qn_num,
    defenceCount: (stage: StageData) => stage.argument_num,
    isComplete: (stage: StageData) => flag(stage.is_complete),
    state: (stage: StageData) => (flag(stage.locked) ? 'LOCKED' : flag(stage.is_complete) ? 'COMPLETED' : 'OPEN'),
    learningMap: (stage: StageData, _: unknown, { rest }: GraphContext) => rest.get<MapDetailData>(MAP_DETAIL, {}, { map_id: stage.map_id }),
    chapters: async (stage: StageData, _: unknown, context: GraphContext): Promise<ChapterParent[]> =>
      (await stageInfo(stage, context)).chapters.map((summary) => ({ id: summary.id, stageId: stage.id, summary })),
    items: async (stage: StageData, _: unknown, context: GraphContext) => (await stageInfo(stage, context)).items,
  },
  LearningMapChapter: {
    id: (chapter: ChapterParent) => String(chapter.id),
    title: fromChapter((c) => c.summary?.title, (info) => info.title),
    type: fromChapter((c) => c.summary?.chapter_type, (info) => info.chapter_type),
    punchInDay: async (chapter: ChapterParent, _: unknown, context: GraphContext) => (await chapterSummary(chapter, context)).sign_day,
    isPunchedIn: async (chapter: ChapterParent, _: unknown, context: GraphContext) => flag((await chapterSummary(chapter, context)).is_signed),
    isDone: fromChapter(
      (c) => (c.record ? c.record.period_completed : c.summary ? flag(c.summary.is_done) : undefined),
      (info) => flag(info.completed),
    ),
    mediaSeconds: fromChapter((c) => c.record?.length ?? c.summary?.media_seconds, (info) => info.length),
    furthest: fromChapter((c) => c.record?.furthest ?? c.summary?.furthest, (info) => info.furthest),
    position: fromChapter((c) => c.record?.position, (info) => info.position),
    mediaUrl: fromChapter(() => undefined, (info) => info.media_url),
    content: fromChapter(() => undefined, (info) => info.content),
    noSkipping: fromChapter(() => undefined, (info) => flag(info.no_skipping)),
    stage: async (chapter: ChapterParent, _: unknown, context: GraphContext) => context.rest.get<PhaseInfoData>(STAGE, {}, { id: await stageIdOf(chapter, context) }),
  },
  LearningMapStageItem: {
    id: (item: StageItemData) => String(item.id),
    type: (item: StageItemData) => item.item_type,
    isDone: (item: StageItemData) => flag(item.is_done),
    examId: refOf(MapItemType.exam),
    questionnaireId: refOf(MapItemType.questionnaire),
    defenceId: refOf(MapItemType.argument),
  },
  LearningMapPunchIn: {
    id: (sign: PunchInParent) => `${sign.chapter_id}:${sign.user_id}`,
    user: (sign: PunchInParent) => userRef(sign.user_id, sign.name, sign.photo),
    isMakeUp: (sign: PunchInParent) => flag(sign.is_makeup),
    punchedInAt: (sign: PunchInParent) => fromUnixSeconds(sign.signed_at),
    commentCount: (sign: PunchInParent) => sign.comment_num,
    isMine: (sign: PunchInParent) => flag(sign.is_mine),
    comments: async (sign: PunchInParent, _: unknown, context: GraphContext) => (await comments(sign.chapter_id, sign.user_id, context)).list,
  },
  LearningMapComment: {
    id: (comment: CommentData) => String(comment.id),
    author: (comment: CommentData) => userRef(comment.user_id, comment.name, comment.photo),
    isPinned: (comment: CommentData) => flag(comment.is_top),
    createdAt: (comment: CommentData) => fromUnixSeconds(comment.created_at),
    likeCount: (comment: CommentData) => comment.like_num,
    isLiked: (comment: CommentData) => flag(comment.is_liked),
    // REST's is_owner: 1 the caller wrote it, 2 not.
    isMine: (comment: CommentData) => comment.is_owner === 1,
    canPin: (comment: CommentData) => flag(comment.can_top),
  },
  /** REST's map_type. */
  LearningMapKind: { JOB_POST: 1, NEW_EMPLOYEE: 2 },
  /** REST's study_type. */
  LearningMapStudyOrder: { FREE: 1, FIXED: 2 },
  /** Internal values are the names: the state is derived from `locked` and `is_complete`. */
  LearningMapStageState: { LOCKED: 'LOCKED', OPEN: 'OPEN', COMPLETED: 'COMPLETED' },
  /** REST's chapter_type. */
  LearningMapChapterType: { VIDEO: 5, IMAGE_TEXT: 6 },
  /** REST's item_type. */
  LearningMapStageItemType: { EXAM: MapItemType.exam, QUESTIONNAIRE: MapItemType.questionnaire, DEFENCE: MapItemType.argument },
};
