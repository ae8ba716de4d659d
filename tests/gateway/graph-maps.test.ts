/**
 * Learning maps and defences on the graph at /graphql (server/graph/maps and
 * server/graph/defences, stage 6) against the seeded demo company, each answer compared with the
 * REST API's own: the map list and a map with its stages' unlock state, a stage's chapters and
 * items, the punch-ins with their comments; the defences, a defence with the caller's attempt,
 * the examiners' assessments. The writes (open a map, a video record, a comment and its like,
 * pin and deletion; enter a defence, save an answer, an examiner's marks) answer the changed
 * object, and REST agrees. Refusals arrive through the one mapping with REST's portalCode and
 * nothing of the call: no session, another user's map or attempt, a bad id, a locked stage.
 * The SPA's own documents (src/graphql/maps.graphql and defences.graphql), sent as the
 * browser sends them, walk the learner's map and defence journeys on a fresh server; the
 * examiner's marking between them is still the old endpoint's (assess.graphql).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFENCES_DEMO } from '../../server/seed/defences.js';
import { MAPS_DEMO } from '../../server/seed/maps.js';
import { expectNoUpstreamDetail, userByAccount } from '../support/assertions.js';
import { spaOperation } from '../support/spa-operations.js';
import { graphDatabaseKinds, DEMO, employee, graphql, suiteServer, type Envelope, type GraphQLAnswer } from '../support/test-server.js';

const EN = 'en-US';

/** REST's answers the suite compares with (the fields it reads). */
interface RestMapCard {
  id: number;
  title: string;
  map_type: number;
  study_type: number;
  credits: number;
  progress: number;
  is_open: number;
  is_complete: number;
  last_study_time: number | null;
}
interface RestStage {
  id: number;
  phase_index: number;
  phase_title: string;
  course_num: number;
  exam_num: number;
  qn_num: number;
  argument_num: number;
  progress: number;
  is_complete: number;
  locked: number;
  start_time: number;
}
interface RestMapDetail extends RestMapCard {
  description: string;
  phase_num: number;
  phases: RestStage[];
}
interface RestPhaseInfo extends RestStage {
  chapters: { id: number; title: string; chapter_type: number; sign_day: string | null; is_signed: number; is_done: number; media_seconds: number | null; furthest: number }[];
  items: { id: number; item_type: number; ref_id: number | null; title: string; is_done: number }[];
}
interface RestChapterInfo {
  id: number;
  phase_id: number;
  title: string;
  position: number;
  furthest: number;
  completed: number;
  length: number | null;
}
interface RestSignList {
  chapter_title: string;
  map_id: number;
  phase_id: number;
  total: number;
  list: { user_id: number; name: string; photo: string; is_makeup: number; signed_at: number; comment_num: number; is_mine: number }[];
}
interface RestComment {
  id: number;
  user_id: number;
  name: string;
  content: string;
  is_top: number;
  like_num: number;
  is_liked: number;
  is_owner: number;
  can_top: number;
  created_at: number;
}
interface RestDefenceSummary {
  id: number;
  title: string;
  kind: number;
  language: string;
  starts_at: number;
  ends_at: number;
  full_score: number;
  pass_score: number;
  status: number;
  ai_status: number | null;
  review_status: number;
  score: number | null;
  passed: number | null;
  result: string;
  entry: number;
}
interface RestDefenceDetail extends RestDefenceSummary {
  description: string;
  opens_at: number;
  early_minutes: number;
  min_seconds: number;
  question_count: number;
  place: string;
  reviewed_at: number | null;
}
interface RestQuestion {
  id: number;
  question_type: number;
  content: string;
  score: number;
  options: { id: number; content: string }[];
  answer: { recording: { path: string; seconds: number } | null; option_ids: number[] };
}
interface RestReportQuestion extends RestQuestion {
  correct_option_ids: number[];
  my_score: number | null;
  remark: string;
  transcript: string | null;
}
interface RestReport extends RestDefenceSummary {
  submitted_at: number | null;
  reviewed_at: number | null;
  reviewed_by_examiner: number;
  questions: RestReportQuestion[];
}
interface RestAssessmentItem {
  id: number;
  defence_id: number;
  title: string;
  kind: number;
  name: string;
  status: number;
  state: number;
  review_status: number;
  score: number | null;
  full_score: number;
  submitted_at: number | null;
}
interface RestAssessment extends RestAssessmentItem {
  pass_score: number;
  passed: number | null;
  result: string;
  can_comment: number;
  reviewed_by_examiner: number;
  questions: (RestQuestion & { reference: string; my_score: number | null; remark: string; ai_score: number | null })[];
}

const MAP_KINDS: Record<number, string> = { 1: 'JOB_POST', 2: 'NEW_EMPLOYEE' };
const STUDY_ORDERS: Record<number, string> = { 1: 'FREE', 2: 'FIXED' };
const CHAPTER_TYPES: Record<number, string> = { 5: 'VIDEO', 6: 'IMAGE_TEXT' };
const ITEM_TYPES: Record<number, string> = { 2: 'EXAM', 3: 'QUESTIONNAIRE', 4: 'DEFENCE' };
const DEFENCE_KINDS: Record<number, string> = { 6: 'OFFLINE', 7: 'REMOTE', 8: 'INTERACTIVE', 9: 'AI' };
const ATTEMPT_STATUSES: Record<number, string> = { 0: 'INVITED', 1: 'ANSWERING', 2: 'SUBMITTED', 3: 'REVIEWED' };
const ENTRIES: Record<number, string> = { 0: 'NOT_OPEN', 1: 'OPEN', 2: 'ENDED' };
const QUESTION_TYPES: Record<number, string> = { 1: 'SPOKEN', 2: 'SINGLE_CHOICE', 3: 'MULTIPLE_CHOICE' };
const LANGUAGES: Record<string, string> = { 'zh-CN': 'ZH_CN', 'en-US': 'EN_US' };

const iso = (seconds: number | null) => (seconds ? new Date(seconds * 1000).toISOString() : null);
const stateOf = (stage: RestStage) => (stage.locked === 1 ? 'LOCKED' : stage.is_complete === 1 ? 'COMPLETED' : 'OPEN');

const MAP_FIELDS = 'id title kind studyOrder credits progress isOpened isCompleted lastStudiedAt';
const STAGE_FIELDS = 'id index title startsAt chapterCount examCount questionnaireCount defenceCount progress isComplete state';

const MAPS = /* GraphQL */ `
  query Maps($kind: LearningMapKind, $pageSize: Int) {
    learningMaps(kind: $kind, pageSize: $pageSize) { totalCount pageInfo { page pageSize hasNextPage } nodes { ${MAP_FIELDS} } }
  }
`;
const MAP = /* GraphQL */ `
  query Map($id: ID!) {
    learningMap(id: $id) { ${MAP_FIELDS} description stageCount stages { ${STAGE_FIELDS} learningMap { id } } }
  }
`;
const STAGE = /* GraphQL */ `
  query Stage($id: ID!) {
    learningMapStage(id: $id) {
      ${STAGE_FIELDS}
      chapters { id title type punchInDay isPunchedIn isDone mediaSeconds furthest }
      items { id type title isDone examId questionnaireId defenceId }
    }
  }
`;
const PUNCH_INS = /* GraphQL */ `
  query PunchIns($chapterId: ID!) {
    learningMapPunchIns(chapterId: $chapterId, pageSize: 100) {
      totalCount chapterTitle stageId learningMapId
      nodes { id user { id name photo } isMakeUp punchedInAt commentCount isMine comments { id author { id name } content isPinned likeCount isLiked isMine canPin } }
    }
  }
`;
const COMMENT_FIELDS = 'id author { id name } content isPinned createdAt likeCount isLiked isMine canPin';

const DEFENCE_FIELDS = 'id title kind language startsAt endsAt entry fullScore passScore';
const ATTEMPT_FIELDS = 'id status aiScoring isReviewed score passed result';
const ANSWER_FIELDS = 'id question { id type content score options { id number content } } recordingUrl recordingSeconds chosenOptionNumbers correctOptionNumbers transcript score remark';

interface Connection<T> {
  totalCount: number;
  pageInfo: { page: number; pageSize: number; hasNextPage: boolean };
  nodes: T[];
}
type Node = Record<string, unknown>;

/** Six seconds of a 440 Hz tone as WebM/Opus (a defence asks for at least 5), as the recorder uploads it. */
function recordingBytes(): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graph-defence-'));
  try {
    const file = path.join(dir, 'answer.webm');
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=6', '-ac', '2', '-c:a', 'libopus', file]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** One error of the answer, its code and portalCode, and nothing of the REST call. */
function expectRefusal(answer: GraphQLAnswer<unknown>, code: string, portalCode?: number, message?: string | RegExp) {
  expect(answer.errors?.length, JSON.stringify(answer).slice(0, 400)).toBe(1);
  const [error] = answer.errors!;
  expect(error!.extensions?.code).toBe(code);
  if (portalCode !== undefined) expect(error!.extensions?.portalCode).toBe(portalCode);
  if (message !== undefined) expect(error!.message).toMatch(message);
  expectNoUpstreamDetail(answer);
}

describe.each(graphDatabaseKinds())('learning maps and defences on /graphql on %s', (kind) => {
  const suite = suiteServer(kind, { graph: true });
  const tokens: Record<string, string> = {};
  const token = async (account: string, password: string) => (tokens[account] ??= await suite.client.login(account, password));
  const learner = () => token(DEMO.learner.account, DEMO.learner.password);
  const examiner = () => token(DEMO.examiner.account, DEMO.examiner.password);

  /** A graph request, and the data when it has no error. */
  const ask = async <T = Record<string, Node>>(query: string, variables: Record<string, unknown>, options: { token?: string; lang?: string }) =>
    graphql<T>(suite.server.url, { query, variables }, options);
  const data = async <T = Record<string, Node>>(query: string, variables: Record<string, unknown>, options: { token?: string; lang?: string }) => {
    const answer = await ask<T>(query, variables, options);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data!;
  };
  const rest = async <T>(path: string, who: string, query: Record<string, string | number> = {}) => {
    const answer = await suite.client.get<T>(path, { token: who, query });
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const mapId = async (title: string) => (await suite.server.db.selectFrom('study_maps').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
  const defenceId = async (title: string) => (await suite.server.db.selectFrom('defences').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;

  describe('learning maps', () => {
    it("lists the learner's maps and answers a map with its stages' unlock state, as REST has them", async () => {
      const learnerToken = await learner();
      for (const mapKind of [undefined, 1, 2]) {
        const page = await rest<{ total: number; list: RestMapCard[] }>('/api/studyMap/index', learnerToken, { page: 1, limit: 100, ...(mapKind ? { map_type: mapKind } : {}) });
        const { learningMaps } = await data<{ learningMaps: Connection<Node> }>(MAPS, { kind: mapKind ? MAP_KINDS[mapKind] : null, pageSize: 100 }, { token: learnerToken });
        expect(learningMaps.totalCount).toBe(page.total);
        expect(learningMaps.pageInfo).toEqual({ page: 1, pageSize: 100, hasNextPage: false });
        expect(learningMaps.nodes).toEqual(
          page.list.map((m) => ({
            id: String(m.id),
            title: m.title,
            kind: MAP_KINDS[m.map_type],
            studyOrder: STUDY_ORDERS[m.study_type],
            credits: m.credits,
            progress: m.progress,
            isOpened: m.is_open === 1,
            isCompleted: m.is_complete === 1,
            lastStudiedAt: iso(m.last_study_time),
          })),
        );
      }
      const all = await rest<{ list: RestMapCard[] }>('/api/studyMap/index', learnerToken, { limit: 100 });
      expect(all.list.map((m) => m.title)).toContain(MAPS_DEMO.fixed);

      const id = await mapId(MAPS_DEMO.fixed);
      const detail = await rest<RestMapDetail>('/api/studyMap/detail', learnerToken, { map_id: id });
      const { learningMap } = await data<{ learningMap: Node & { stages: Node[] } }>(MAP, { id: String(id) }, { token: learnerToken });
      expect(learningMap).toMatchObject({ id: String(id), title: detail.title, description: detail.description, stageCount: detail.phase_num, studyOrder: 'FIXED', progress: detail.progress });
      expect(learningMap.stages).toEqual(
        detail.phases.map((s) => ({
          id: String(s.id),
          index: s.phase_index,
          title: s.phase_title,
          startsAt: iso(s.start_time),
          chapterCount: s.course_num,
          examCount: s.exam_num,
          questionnaireCount: s.qn_num,
          defenceCount: s.argument_num,
          progress: s.progress,
          isComplete: s.is_complete === 1,
          state: stateOf(s),
          learningMap: { id: String(id) },
        })),
      );
      // The seeded fixed map: stage 2 open (its video and exam not done), stage 3 locked behind it.
      expect(learningMap.stages.map((s) => s.state)).toEqual(['COMPLETED', 'OPEN', 'LOCKED']);
    });

    it("answers an open stage's chapters and items as REST has them; a locked stage is FORBIDDEN with REST's portalCode", async () => {
      const learnerToken = await learner();
      const id = await mapId(MAPS_DEMO.fixed);
      const [, open, locked] = (await rest<RestMapDetail>('/api/studyMap/detail', learnerToken, { map_id: id })).phases;
      const info = await rest<RestPhaseInfo>('/api/studyMap/phaseInfo', learnerToken, { id: open!.id });
      const { learningMapStage } = await data<{ learningMapStage: Node }>(STAGE, { id: String(open!.id) }, { token: learnerToken });
      expect(learningMapStage).toMatchObject({ id: String(open!.id), index: 2, state: 'OPEN' });
      expect(learningMapStage.chapters).toEqual(
        info.chapters.map((c) => ({
          id: String(c.id),
          title: c.title,
          type: CHAPTER_TYPES[c.chapter_type],
          punchInDay: c.sign_day,
          isPunchedIn: c.is_signed === 1,
          isDone: c.is_done === 1,
          mediaSeconds: c.media_seconds,
          furthest: c.furthest,
        })),
      );
      expect(learningMapStage.items).toEqual(
        info.items.map((i) => ({
          id: String(i.id),
          type: ITEM_TYPES[i.item_type],
          title: i.title,
          isDone: i.is_done === 1,
          examId: i.item_type === 2 ? String(i.ref_id) : null,
          questionnaireId: i.item_type === 3 ? String(i.ref_id) : null,
          defenceId: i.item_type === 4 && i.ref_id !== null ? String(i.ref_id) : null,
        })),
      );
      expect(learningMapStage.items).toContainEqual(expect.objectContaining({ type: 'EXAM', title: MAPS_DEMO.stage2Exam, examId: expect.any(String) }));
      expect(learningMapStage.items).toContainEqual(expect.objectContaining({ type: 'DEFENCE', defenceId: expect.any(String) }));

      // The locked stage: REST refuses, and the graph says the same through the one mapping.
      const refusedByRest = await suite.client.get('/api/studyMap/phaseInfo', { token: learnerToken, query: { id: locked!.id }, lang: EN });
      expect(refusedByRest.body.code).toBe(403);
      const refused = await ask(STAGE, { id: String(locked!.id) }, { token: learnerToken, lang: EN });
      expect(refused.data?.learningMapStage ?? null).toBeNull();
      expectRefusal(refused, 'FORBIDDEN', 403, refusedByRest.body.msg);
      expect(refused.errors![0]!.message).toBe('Finish the previous stage first: this stage is locked');
      // Asked through the map: the locked stage's chapters alone are refused, the rest answers.
      const through = await ask<{ learningMap: { stages: ({ chapters: Node[] | null } | null)[] } | null }>(
        'query($id: ID!) { learningMap(id: $id) { id stages { id state chapters { id } } } }',
        { id: String(id) },
        { token: learnerToken },
      );
      expect(through.errors?.map((e) => [e.extensions?.code, e.path])).toEqual([['FORBIDDEN', ['learningMap', 'stages', 2, 'chapters']]]);
      expectNoUpstreamDetail(through);
      expect(through.data!.learningMap!.stages[1]!.chapters!.length).toBe(info.chapters.length);
      expect(through.data!.learningMap!.stages[2]).toEqual({ id: String(locked!.id), state: 'LOCKED', chapters: null });
    });

    it('refuses without a session, for a map not assigned to the caller and for a bad id', async () => {
      const noSession = await ask(MAPS, {}, {});
      expect(noSession.data ?? null).toBeNull();
      expectRefusal(noSession, 'UNAUTHENTICATED');

      // The new-employee map is emp0196's, not learner01's: REST answers 4004, and so does the graph.
      const learnerToken = await learner();
      const other = await mapId(MAPS_DEMO.newEmployee);
      const restOther = await suite.client.get('/api/studyMap/detail', { token: learnerToken, query: { map_id: other } });
      expect(restOther.body.code).toBe(4004);
      const notMine = await ask(MAP, { id: String(other) }, { token: learnerToken, lang: EN });
      expect(notMine.data!.learningMap).toBeNull();
      expectRefusal(notMine, 'NOT_FOUND', 4004, 'This learning map does not exist or is not assigned to you');
      // emp0196 reads it.
      const newcomer = await token(MAPS_DEMO.newEmployeeLearner, DEMO.employeePassword);
      expect((await data<{ learningMap: Node }>(MAP, { id: String(other) }, { token: newcomer })).learningMap.id).toBe(String(other));

      const missing = await ask(MAP, { id: '999999' }, { token: learnerToken });
      expectRefusal(missing, 'NOT_FOUND', 4004);
      const unknownStage = await ask(STAGE, { id: '999999' }, { token: learnerToken });
      expectRefusal(unknownStage, 'NOT_FOUND', 4004);
      const bad = await ask(MAP, { id: 'abc' }, { token: learnerToken });
      expect(bad.data?.learningMap ?? null).toBeNull();
      expectRefusal(bad, 'BAD_USER_INPUT');
    });

    it('opens a map: the payload holds the opened map, and REST agrees', async () => {
      const learnerToken = await learner();
      const user = await userByAccount(suite.server.db, DEMO.learner.account);
      const id = await mapId(MAPS_DEMO.free);
      // The free map not opened yet, as a learner finds a new map.
      const reset = await suite.server.db.updateTable('map_users').set({ opened_at: null }).where('user_id', '=', user.id).where('map_id', '=', id).executeTakeFirst();
      expect(Number(reset.numUpdatedRows)).toBe(1);
      expect((await rest<RestMapDetail>('/api/studyMap/detail', learnerToken, { map_id: id })).is_open).toBe(0);
      const notOpened = await ask(STAGE, { id: String((await rest<RestMapDetail>('/api/studyMap/detail', learnerToken, { map_id: id })).phases[0]!.id) }, { token: learnerToken, lang: EN });
      expectRefusal(notOpened, 'FORBIDDEN', 403, 'Open the learning map first');

      const opened = await data<{ openLearningMap: { learningMap: Node & { stages: Node[] } } }>(
        `mutation($input: OpenLearningMapInput!) { openLearningMap(input: $input) { learningMap { id isOpened stages { id state } } } }`,
        { input: { learningMapId: String(id) } },
        { token: learnerToken },
      );
      const after = await rest<RestMapDetail>('/api/studyMap/detail', learnerToken, { map_id: id });
      expect(after.is_open).toBe(1);
      expect(opened.openLearningMap.learningMap).toEqual({ id: String(id), isOpened: true, stages: after.phases.map((s) => ({ id: String(s.id), state: stateOf(s) })) });

      const notMine = await ask('mutation { openLearningMap(input: { learningMapId: "999999" }) { learningMap { id } } }', {}, { token: learnerToken });
      expect(notMine.data ?? null).toBeNull();
      expectRefusal(notMine, 'NOT_FOUND', 4004);
    });

    it("records a video chapter: the payload holds the chapter as recorded, and REST's chapter agrees", async () => {
      const learnerToken = await learner();
      const id = await mapId(MAPS_DEMO.fixed);
      const stageId = (await rest<RestMapDetail>('/api/studyMap/detail', learnerToken, { map_id: id })).phases[1]!.id;
      const video = (await rest<RestPhaseInfo>('/api/studyMap/phaseInfo', learnerToken, { id: stageId })).chapters.find((c) => c.title === MAPS_DEMO.video)!;
      const chapter = await data<{ learningMapChapter: Node }>('query($id: ID!) { learningMapChapter(id: $id) { id title type position furthest isDone mediaSeconds noSkipping mediaUrl stage { id } } }', { id: String(video.id) }, { token: learnerToken });
      expect(chapter.learningMapChapter).toMatchObject({ id: String(video.id), title: MAPS_DEMO.video, type: 'VIDEO', position: 40, furthest: 40, isDone: false, mediaSeconds: 45, noSkipping: true, stage: { id: String(stageId) } });

      const recorded = await data<{ recordLearningMapVideo: { chapter: Node; learningMapProgress: number; learningMapCompleted: boolean } }>(
        `mutation($input: RecordLearningMapVideoInput!) {
          recordLearningMapVideo(input: $input) { chapter { id title position furthest isDone mediaSeconds } learningMapProgress learningMapCompleted }
        }`,
        { input: { chapterId: String(video.id), position: 43, studySeconds: 3 } },
        { token: learnerToken },
      );
      const after = await rest<RestChapterInfo>('/api/studyMap/video', learnerToken, { id: video.id });
      const detail = await rest<RestMapDetail>('/api/studyMap/detail', learnerToken, { map_id: id });
      expect(after).toMatchObject({ position: 43, furthest: 43, completed: 0 });
      expect(recorded.recordLearningMapVideo).toEqual({
        chapter: { id: String(video.id), title: after.title, position: after.position, furthest: after.furthest, isDone: after.completed === 1, mediaSeconds: after.length },
        learningMapProgress: detail.progress,
        learningMapCompleted: detail.is_complete === 1,
      });

      const tooLong = await ask('mutation($input: RecordLearningMapVideoInput!) { recordLearningMapVideo(input: $input) { learningMapProgress } }', { input: { chapterId: String(video.id), position: 44, studySeconds: 601 } }, { token: learnerToken });
      expectRefusal(tooLong, 'BAD_USER_INPUT');
    });

    it("answers the punch-ins with their comments; a comment, its like, pin and deletion answer what changed, and REST agrees; another's comment is refused", async () => {
      const learnerToken = await learner();
      const user = await userByAccount(suite.server.db, DEMO.learner.account);
      const signed = await suite.server.db.selectFrom('map_sign_comments').select(['chapter_id', 'sign_user_id']).where('sign_user_id', '=', user.id).executeTakeFirstOrThrow();
      const signs = await rest<RestSignList>('/api/studyMap/userSignList', learnerToken, { chapter_id: signed.chapter_id, limit: 100 });
      const { learningMapPunchIns } = await data<{ learningMapPunchIns: Connection<Node & { comments: Node[] }> & Node }>(PUNCH_INS, { chapterId: String(signed.chapter_id) }, { token: learnerToken });
      expect(learningMapPunchIns).toMatchObject({ totalCount: signs.total, chapterTitle: signs.chapter_title, stageId: String(signs.phase_id), learningMapId: String(signs.map_id) });
      expect(learningMapPunchIns.nodes.map(({ comments: _, ...rest }) => rest)).toEqual(
        signs.list.map((s) => ({
          id: `${signed.chapter_id}:${s.user_id}`,
          user: { id: String(s.user_id), name: s.name, photo: s.photo },
          isMakeUp: s.is_makeup === 1,
          punchedInAt: iso(s.signed_at),
          commentCount: s.comment_num,
          isMine: s.is_mine === 1,
        })),
      );
      // Another person is a User reference: their id, name and avatar; nothing more of their account is read.
      const other = signs.list.find((s) => s.is_mine === 0)!;
      const otherAccount = await suite.server.db.selectFrom('users').select(['account', 'mobile']).where('id', '=', other.user_id).executeTakeFirstOrThrow();
      const nosy = await ask('query($chapterId: ID!) { learningMapPunchIns(chapterId: $chapterId, pageSize: 100) { nodes { user { id account mobile } } } }', { chapterId: String(signed.chapter_id) }, { token: learnerToken });
      expect(nosy.errors?.length).toBeGreaterThan(0);
      expectNoUpstreamDetail(nosy);
      expect(JSON.stringify(nosy)).not.toContain(otherAccount.account);
      if (otherAccount.mobile) expect(JSON.stringify(nosy)).not.toContain(otherAccount.mobile);
      const mine = learningMapPunchIns.nodes.find((n) => n.isMine)!;
      const restComments = (await rest<{ list: RestComment[] }>('/api/studyMap/comments', learnerToken, { chapter_id: signed.chapter_id, user_id: user.id })).list;
      expect(restComments.length).toBeGreaterThan(0);
      expect(mine.comments).toEqual(
        restComments.map((c) => ({
          id: String(c.id),
          author: { id: String(c.user_id), name: c.name },
          content: c.content,
          isPinned: c.is_top === 1,
          likeCount: c.like_num,
          isLiked: c.is_liked === 1,
          isMine: c.is_owner === 1,
          canPin: c.can_top === 1,
        })),
      );

      const input = { chapterId: String(signed.chapter_id), userId: String(user.id), content: '<p>Great <b>notes</b></p>' };
      const added = await data<{ commentOnLearningMapPunchIn: { comment: Node } }>(
        `mutation($input: CommentOnLearningMapPunchInInput!) { commentOnLearningMapPunchIn(input: $input) { comment { ${COMMENT_FIELDS} } } }`,
        { input },
        { token: learnerToken },
      );
      const comment = added.commentOnLearningMapPunchIn.comment;
      const stored = (await rest<{ list: RestComment[] }>('/api/studyMap/comments', learnerToken, { chapter_id: signed.chapter_id, user_id: user.id })).list.find((c) => String(c.id) === comment.id)!;
      expect(comment).toEqual({
        id: String(stored.id),
        author: { id: String(user.id), name: DEMO.learner.name },
        content: stored.content,
        isPinned: false,
        createdAt: iso(stored.created_at),
        likeCount: 0,
        isLiked: false,
        isMine: true,
        canPin: true,
      });
      expect(stored.content).toBe('<p>Great <b>notes</b></p>');
      const empty = await ask(`mutation($input: CommentOnLearningMapPunchInInput!) { commentOnLearningMapPunchIn(input: $input) { comment { id } } }`, { input: { ...input, content: '<p> </p>' } }, { token: learnerToken, lang: EN });
      expectRefusal(empty, 'BAD_USER_INPUT', 422, 'Write a comment first');

      const liked = await data<{ likeLearningMapComment: Node }>('mutation($input: LikeLearningMapCommentInput!) { likeLearningMapComment(input: $input) { commentId isLiked likeCount } }', { input: { commentId: comment.id } }, { token: learnerToken });
      const pinned = await data<{ pinLearningMapComment: Node }>('mutation($input: PinLearningMapCommentInput!) { pinLearningMapComment(input: $input) { commentId isPinned } }', { input: { commentId: comment.id } }, { token: learnerToken });
      const afterWrites = (await rest<{ list: RestComment[] }>('/api/studyMap/comments', learnerToken, { chapter_id: signed.chapter_id, user_id: user.id })).list.find((c) => String(c.id) === comment.id)!;
      expect(liked.likeLearningMapComment).toEqual({ commentId: comment.id, isLiked: afterWrites.is_liked === 1, likeCount: afterWrites.like_num });
      expect(afterWrites).toMatchObject({ is_liked: 1, like_num: 1, is_top: 1 });
      expect(pinned.pinLearningMapComment).toEqual({ commentId: comment.id, isPinned: true });
      const COMMENTS = 'query($chapterId: ID!, $userId: ID!) { learningMapComments(chapterId: $chapterId, userId: $userId) { id isPinned likeCount isLiked isMine } }';
      const listed = await data<{ learningMapComments: Node[] }>(COMMENTS, { chapterId: input.chapterId, userId: input.userId }, { token: learnerToken });
      const restNow = (await rest<{ list: RestComment[] }>('/api/studyMap/comments', learnerToken, { chapter_id: signed.chapter_id, user_id: user.id })).list;
      expect(listed.learningMapComments).toEqual(restNow.map((c) => ({ id: String(c.id), isPinned: c.is_top === 1, likeCount: c.like_num, isLiked: c.is_liked === 1, isMine: c.is_owner === 1 })));
      expect(listed.learningMapComments).toContainEqual({ id: comment.id, isPinned: true, likeCount: 1, isLiked: true, isMine: true });
      const unliked = await data<{ likeLearningMapComment: Node }>('mutation($input: LikeLearningMapCommentInput!) { likeLearningMapComment(input: $input) { commentId isLiked likeCount } }', { input: { commentId: comment.id, liked: false } }, { token: learnerToken });
      expect(unliked.likeLearningMapComment).toEqual({ commentId: comment.id, isLiked: false, likeCount: 0 });

      // Another user's comment on learner01's punch-in: emp0195 (on the same map) may neither delete nor pin it.
      const second = await token(MAPS_DEMO.secondLearner, DEMO.employeePassword);
      const accountIds = new Map((await suite.server.db.selectFrom('users').select(['id', 'account']).where('account', 'like', 'emp00%').execute()).map((u) => [u.account, u.id]));
      const notTheirs = await ask('mutation($input: DeleteLearningMapCommentInput!) { deleteLearningMapComment(input: $input) { deletedCommentId } }', { input: { commentId: comment.id } }, { token: second, lang: EN });
      expectRefusal(notTheirs, 'FORBIDDEN', 403, 'You can delete only your own comments');
      const notTheirPin = await ask('mutation($input: PinLearningMapCommentInput!) { pinLearningMapComment(input: $input) { isPinned } }', { input: { commentId: comment.id, pinned: false } }, { token: second, lang: EN });
      expectRefusal(notTheirPin, 'FORBIDDEN', 403);
      // Someone without the map does not learn that the comment exists.
      const holders = (await suite.server.db.selectFrom('map_users').select('user_id').where('map_id', '=', signs.map_id).execute()).map((h) => h.user_id);
      const outsiderAccount = Array.from({ length: 20 }, (_, i) => employee(i + 1)).find((account) => !holders.includes(accountIds.get(account)!))!;
      const outsider = await token(outsiderAccount, DEMO.employeePassword);
      expect((await suite.client.get('/api/studyMap/detail', { token: outsider, query: { map_id: signs.map_id } })).body.code).toBe(4004);
      const hidden = await ask('mutation($input: LikeLearningMapCommentInput!) { likeLearningMapComment(input: $input) { likeCount } }', { input: { commentId: comment.id } }, { token: outsider });
      expectRefusal(hidden, 'NOT_FOUND', 4004);
      const hiddenList = await ask(COMMENTS, { chapterId: input.chapterId, userId: input.userId }, { token: outsider });
      expect(hiddenList.data ?? null).toBeNull();
      expectRefusal(hiddenList, 'NOT_FOUND', 4004);

      const deleted = await data<{ deleteLearningMapComment: Node }>('mutation($input: DeleteLearningMapCommentInput!) { deleteLearningMapComment(input: $input) { deletedCommentId } }', { input: { commentId: comment.id } }, { token: learnerToken });
      expect(deleted.deleteLearningMapComment).toEqual({ deletedCommentId: comment.id });
      const gone = (await rest<{ list: RestComment[] }>('/api/studyMap/comments', learnerToken, { chapter_id: signed.chapter_id, user_id: user.id })).list;
      expect(gone.map((c) => String(c.id))).not.toContain(comment.id);
      expect(gone.length).toBe(restComments.length);
    });
  });

  describe('defences', () => {
    const DEFENCE = /* GraphQL */ `
      query Defence($id: ID!) {
        defence(id: $id) {
          ${DEFENCE_FIELDS} description opensAt earlyEntryMinutes minRecordingSeconds questionCount place
          myAttempt { ${ATTEMPT_FIELDS} submittedAt reviewedAt reviewedByExaminer answers { ${ANSWER_FIELDS} } }
        }
      }
    `;

    it("lists the learner's defences and answers a reviewed defence with the learner's attempt, as REST has them", async () => {
      const learnerToken = await learner();
      const page = await rest<{ total: number; list: RestDefenceSummary[] }>('/api/defence', learnerToken, { page: 1, limit: 100 });
      const { defences } = await data<{ defences: Connection<Node> }>(`{ defences(pageSize: 100) { totalCount pageInfo { page pageSize hasNextPage } nodes { ${DEFENCE_FIELDS} myAttempt { ${ATTEMPT_FIELDS} } } } }`, {}, { token: learnerToken });
      expect(defences.totalCount).toBe(page.total);
      expect(defences.nodes).toEqual(
        page.list.map((d) => ({
          id: String(d.id),
          title: d.title,
          kind: DEFENCE_KINDS[d.kind],
          language: LANGUAGES[d.language],
          startsAt: iso(d.starts_at),
          endsAt: iso(d.ends_at),
          entry: ENTRIES[d.entry],
          fullScore: d.full_score,
          passScore: d.pass_score,
          myAttempt: {
            id: String(d.id),
            status: ATTEMPT_STATUSES[d.status],
            aiScoring: d.ai_status === null ? null : d.ai_status === 1 ? 'SCORED' : 'UNAVAILABLE',
            isReviewed: d.review_status === 2,
            score: d.score,
            passed: d.passed === null ? null : d.passed === 1,
            result: d.result,
          },
        })),
      );

      const id = await defenceId(DEFENCES_DEMO.interactiveReviewed);
      const detail = await rest<RestDefenceDetail>(`/api/defence/${id}`, learnerToken);
      const report = await rest<RestReport>(`/api/defence/${id}/report`, learnerToken);
      const { defence } = await data<{ defence: Node & { myAttempt: Node & { answers: Node[] } } }>(DEFENCE, { id: String(id) }, { token: learnerToken });
      expect(defence).toMatchObject({
        id: String(id),
        title: detail.title,
        description: detail.description,
        opensAt: iso(detail.opens_at),
        earlyEntryMinutes: detail.early_minutes,
        minRecordingSeconds: detail.min_seconds,
        questionCount: detail.question_count,
        place: detail.place,
        entry: ENTRIES[detail.entry],
      });
      expect(defence.myAttempt).toMatchObject({
        status: 'REVIEWED',
        isReviewed: true,
        score: report.score,
        passed: report.passed === 1,
        result: report.result,
        submittedAt: iso(report.submitted_at),
        reviewedAt: iso(report.reviewed_at),
        reviewedByExaminer: report.reviewed_by_examiner === 1,
      });
      expect(report.result.length).toBeGreaterThan(0);
      expect(defence.myAttempt.answers).toEqual(
        report.questions.map((q) => ({
          id: `defence:${id}:${q.id}`,
          question: { id: String(q.id), type: QUESTION_TYPES[q.question_type], content: q.content, score: q.score, options: q.options.map((o) => ({ id: `${q.id}:${o.id}`, number: o.id, content: o.content })) },
          recordingUrl: q.answer.recording?.path ?? null,
          recordingSeconds: q.answer.recording?.seconds ?? null,
          chosenOptionNumbers: q.answer.option_ids,
          correctOptionNumbers: q.correct_option_ids,
          transcript: q.transcript,
          score: q.my_score,
          remark: q.remark,
        })),
      );
    });

    it('refuses without a session, for a defence the caller is not invited to (another user\'s attempt) and for a bad id', async () => {
      const noSession = await ask('{ defences { totalCount } }', {}, {});
      expectRefusal(noSession, 'UNAUTHENTICATED');

      // emp0001's attempt of the review defence: learner01 is not invited, REST answers 4004 and so does the graph.
      const learnerToken = await learner();
      const others = await defenceId(DEFENCES_DEMO.review);
      expect((await suite.client.get(`/api/defence/${others}`, { token: learnerToken })).body.code).toBe(4004);
      const notInvited = await ask(DEFENCE, { id: String(others) }, { token: learnerToken, lang: EN });
      expect(notInvited.data!.defence).toBeNull();
      expectRefusal(notInvited, 'NOT_FOUND', 4004, 'The defence does not exist or you are not invited to it');
      const enterOthers = await ask('mutation($input: EnterDefenceInput!) { enterDefence(input: $input) { defence { id } } }', { input: { defenceId: String(others) } }, { token: learnerToken });
      expectRefusal(enterOthers, 'NOT_FOUND', 4004);
      // The examiners' view of that attempt is refused to a learner.
      const attempt = await suite.server.db.selectFrom('defence_attempts').select('id').where('defence_id', '=', others).executeTakeFirstOrThrow();
      const asLearner = await ask('query($id: ID!) { defenceAssessment(id: $id) { id learnerName } }', { id: String(attempt.id) }, { token: learnerToken, lang: EN });
      expectRefusal(asLearner, 'FORBIDDEN', 403, 'Only examiners can review defences');

      expectRefusal(await ask(DEFENCE, { id: '999999' }, { token: learnerToken }), 'NOT_FOUND', 4004);
      const bad = await ask(DEFENCE, { id: 'abc' }, { token: learnerToken });
      expect(bad.data?.defence ?? null).toBeNull();
      expectRefusal(bad, 'BAD_USER_INPUT');
    });

    it('enters a defence and saves a choice: the payloads hold the attempt and the answer as saved, and REST agrees; a bad choice is refused', async () => {
      const learnerToken = await learner();
      const id = await defenceId(DEFENCES_DEMO.aiEnglish);
      const entered = await data<{ enterDefence: { defence: Node & { myAttempt: Node & { answers: (Node & { question: Node & { options: Node[] } })[] } } } }>(
        `mutation($input: EnterDefenceInput!) { enterDefence(input: $input) { defence { id title kind minRecordingSeconds myAttempt { id status answers { ${ANSWER_FIELDS} } } } } }`,
        { input: { defenceId: String(id) } },
        { token: learnerToken },
      );
      const detail = await rest<RestDefenceDetail>(`/api/defence/${id}`, learnerToken);
      const report = await rest<RestReport>(`/api/defence/${id}/report`, learnerToken);
      expect(detail.status).toBe(1);
      const defence = entered.enterDefence.defence;
      expect(defence).toMatchObject({ id: String(id), title: detail.title, kind: 'AI', minRecordingSeconds: detail.min_seconds, myAttempt: { id: String(id), status: 'ANSWERING' } });
      expect(defence.myAttempt.answers.map((a) => [a.question.id, a.question.type, a.chosenOptionNumbers])).toEqual(report.questions.map((q) => [String(q.id), QUESTION_TYPES[q.question_type], q.answer.option_ids]));

      const multiple = defence.myAttempt.answers.find((a) => a.question.type === 'MULTIPLE_CHOICE')!;
      const numbers = multiple.question.options.map((o) => o.number as number);
      expect(numbers.length).toBeGreaterThanOrEqual(2);
      const SAVE = `mutation($input: SaveDefenceAnswerInput!) { saveDefenceAnswer(input: $input) { answer { ${ANSWER_FIELDS} } } }`;
      const one = await ask(SAVE, { input: { defenceId: String(id), questionId: multiple.question.id, optionNumbers: [numbers[0]] } }, { token: learnerToken, lang: EN });
      expectRefusal(one, 'BAD_USER_INPUT', 422, 'Choose at least 2 answers for a multiple choice');
      const two = numbers.slice(0, 2);
      const saved = await data<{ saveDefenceAnswer: { answer: Node & { question: Node } } }>(SAVE, { input: { defenceId: String(id), questionId: multiple.question.id, optionNumbers: [...two].reverse() } }, { token: learnerToken });
      const stored = (await rest<RestReport>(`/api/defence/${id}/report`, learnerToken)).questions.find((q) => String(q.id) === multiple.question.id)!;
      expect(stored.answer.option_ids).toEqual(two);
      expect(saved.saveDefenceAnswer.answer).toMatchObject({ id: `defence:${id}:${multiple.question.id}`, question: { id: multiple.question.id, type: 'MULTIPLE_CHOICE' }, chosenOptionNumbers: stored.answer.option_ids, recordingUrl: null });

      // Submitting with questions unanswered is refused with REST's count, and nothing changes.
      const submit = await ask('mutation($input: SubmitDefenceInput!) { submitDefence(input: $input) { defence { id } } }', { input: { defenceId: String(id) } }, { token: learnerToken, lang: EN });
      expectRefusal(submit, 'BAD_USER_INPUT', 422, /Questions not answered yet/);
      expect((await rest<RestDefenceDetail>(`/api/defence/${id}`, learnerToken)).status).toBe(1);
    });

    it('answers spoken questions with recordings and submits: the payload holds the submitted attempt, and REST agrees', async () => {
      const learnerToken = await learner();
      const id = await defenceId(DEFENCES_DEMO.aiChinese);
      const entered = await data<{ enterDefence: { defence: { myAttempt: { answers: { question: { id: string; type: string } }[] } } } }>(
        'mutation($input: EnterDefenceInput!) { enterDefence(input: $input) { defence { myAttempt { answers { question { id type } } } } } }',
        { input: { defenceId: String(id) } },
        { token: learnerToken },
      );
      const questions = entered.enterDefence.defence.myAttempt.answers.map((a) => a.question);
      expect(questions.map((q) => q.type)).toEqual(['SPOKEN', 'SPOKEN']);
      const bytes = recordingBytes();
      for (const question of questions) {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(bytes)]), 'answer.webm');
        const response = await fetch(new URL('/api/app/public/recording/', suite.server.url), { method: 'POST', headers: { DeviceType: 'PC', Authorization: `Bearer ${learnerToken}` }, body: form });
        const upload = ((await response.json()) as Envelope<{ id: number; path: string; seconds: number }>).data;
        const saved = await data<{ saveDefenceAnswer: { answer: { id: string; recordingUrl: string; recordingSeconds: number; chosenOptionNumbers: number[] } } }>(
          'mutation($input: SaveDefenceAnswerInput!) { saveDefenceAnswer(input: $input) { answer { id recordingUrl recordingSeconds chosenOptionNumbers } } }',
          { input: { defenceId: String(id), questionId: question.id, recordingUploadId: String(upload.id) } },
          { token: learnerToken },
        );
        expect(saved.saveDefenceAnswer.answer).toMatchObject({ id: `defence:${id}:${question.id}`, recordingSeconds: 6, chosenOptionNumbers: [] });
        expect(saved.saveDefenceAnswer.answer.recordingUrl.split('?')[0]).toBe(upload.path.split('?')[0]);
      }

      const submitted = await data<{ submitDefence: { defence: { id: string; myAttempt: Node & { answers: Node[] } } } }>(
        `mutation($input: SubmitDefenceInput!) { submitDefence(input: $input) { defence { id myAttempt { ${ATTEMPT_FIELDS} submittedAt reviewedByExaminer answers { id recordingSeconds transcript score } } } } }`,
        { input: { defenceId: String(id) } },
        { token: learnerToken },
      );
      const report = await rest<RestReport>(`/api/defence/${id}/report`, learnerToken);
      // No Chinese speech model here: automatic scoring is unavailable and it waits for an examiner.
      expect(report).toMatchObject({ status: 2, ai_status: 2, review_status: 1, score: null });
      expect(submitted.submitDefence.defence).toEqual({
        id: String(id),
        myAttempt: {
          id: String(id),
          status: 'SUBMITTED',
          aiScoring: 'UNAVAILABLE',
          isReviewed: false,
          score: null,
          passed: null,
          result: '',
          submittedAt: iso(report.submitted_at),
          reviewedByExaminer: false,
          answers: report.questions.map((q) => ({ id: `defence:${id}:${q.id}`, recordingSeconds: 6, transcript: q.transcript, score: q.my_score })),
        },
      });
      // Once submitted, entering again is refused with REST's reason.
      const again = await ask('mutation($input: EnterDefenceInput!) { enterDefence(input: $input) { defence { id } } }', { input: { defenceId: String(id) } }, { token: learnerToken, lang: EN });
      expectRefusal(again, 'FORBIDDEN', 403, 'The defence has been submitted: it cannot be answered again');
    });

    it('answers the live room of the remote defence on now; a defence that is not remote is refused', async () => {
      const learnerToken = await learner();
      const remote = await suite.server.db.selectFrom('defences').select(['id', 'live_period_id']).where('title', '=', DEFENCES_DEMO.remoteNow).executeTakeFirstOrThrow();
      const ROOM = 'query($id: ID!) { defenceLiveRoom(defenceId: $id) { id webUrl clientUrl expiresAt } }';
      const room = (await data<{ defenceLiveRoom: { id: string; webUrl: string; clientUrl: string; expiresAt: string } }>(ROOM, { id: String(remote.id) }, { token: learnerToken })).defenceLiveRoom;
      const restRoom = await rest<{ id: number; token: { webUrl: string; expires_at: number } }>('/api/getLiveToken', learnerToken, { id: remote.id });
      expect(room.id).toBe(String(restRoom.id));
      // Each call answers a fresh room token: the same room, the same kind of expiry.
      expect(room.webUrl.split('?')[0]).toBe(restRoom.token.webUrl.split('?')[0]);
      expect(room.webUrl).toMatch(new RegExp(`^/live-room/${remote.live_period_id}\\?token=.+`));
      expect(Math.abs(Date.parse(room.expiresAt) / 1000 - restRoom.token.expires_at)).toBeLessThan(60);

      const notRemote = await ask(ROOM, { id: String(await defenceId(DEFENCES_DEMO.aiEnglish)) }, { token: learnerToken, lang: EN });
      expect(notRemote.data!.defenceLiveRoom).toBeNull();
      expectRefusal(notRemote, 'BAD_USER_INPUT', 422, 'This defence is not a remote defence');
    });

    it("answers the examiner's assessments as REST has them; markDefence answers the assessment as scored, and REST agrees", async () => {
      const examinerToken = await examiner();
      const page = await rest<{ total: number; list: RestAssessmentItem[] }>('/api/assessment/index', examinerToken, { page: 1, limit: 100, review_status: 1 });
      const listed = await data<{ defenceAssessments: Connection<Node> }>(
        '{ defenceAssessments(pageSize: 100) { totalCount nodes { id defenceId title kind learnerName status sessionState isReviewed score fullScore submittedAt } } }',
        {},
        { token: examinerToken },
      );
      expect(listed.defenceAssessments.totalCount).toBe(page.total);
      expect(listed.defenceAssessments.nodes).toEqual(
        page.list.map((a) => ({
          id: String(a.id),
          defenceId: String(a.defence_id),
          title: a.title,
          kind: DEFENCE_KINDS[a.kind],
          learnerName: a.name,
          status: ATTEMPT_STATUSES[a.status],
          sessionState: ATTEMPT_STATUSES[a.state],
          isReviewed: a.review_status === 2,
          score: a.score,
          fullScore: a.full_score,
          submittedAt: iso(a.submitted_at),
        })),
      );

      // emp0001's submitted attempt of the review defence.
      const review = await defenceId(DEFENCES_DEMO.review);
      const row = page.list.find((a) => a.defence_id === review)!;
      expect(row).toBeDefined();
      const show = await rest<RestAssessment>('/api/assessment/show', examinerToken, { id: row.id });
      const ASSESSMENT = `query($id: ID!) { defenceAssessment(id: $id) { id passScore canMark isReviewed score passed result reviewedByExaminer answers { id question { id reference } score aiScore remark recordingSeconds } } }`;
      const before = await data<{ defenceAssessment: Node & { answers: Node[] } }>(ASSESSMENT, { id: String(row.id) }, { token: examinerToken });
      expect(before.defenceAssessment).toMatchObject({ id: String(row.id), passScore: show.pass_score, canMark: show.can_comment === 1, isReviewed: false, score: null });
      expect(before.defenceAssessment.answers).toEqual(
        show.questions.map((q) => ({ id: `attempt:${row.id}:${q.id}`, question: { id: String(q.id), reference: q.reference }, score: q.my_score, aiScore: q.ai_score, remark: q.remark, recordingSeconds: q.answer.recording?.seconds ?? null })),
      );

      const MARK = `mutation($input: MarkDefenceInput!) { markDefence(input: $input) { assessment { id isReviewed score passed result reviewedByExaminer answers { id score remark } } } }`;
      const marks = show.questions.map((q, i) => ({ questionId: String(q.id), score: q.score, ...(i === 0 ? { remark: 'Clear' } : {}) }));
      // Above a question's full score: refused, nothing written.
      const tooMuch = await ask(MARK, { input: { attemptId: String(row.id), result: 'Good', marks: [{ ...marks[0]!, score: show.questions[0]!.score + 1 }] } }, { token: examinerToken });
      expectRefusal(tooMuch, 'BAD_USER_INPUT', 422);
      expect((await rest<RestAssessment>('/api/assessment/show', examinerToken, { id: row.id })).review_status).toBe(1);
      // A learner cannot mark.
      const asLearner = await ask(MARK, { input: { attemptId: String(row.id), result: 'Good', marks } }, { token: await learner() });
      expectRefusal(asLearner, 'FORBIDDEN', 403);

      const marked = await data<{ markDefence: { assessment: Node & { answers: Node[] } } }>(MARK, { input: { attemptId: String(row.id), result: 'Good reading', marks } }, { token: examinerToken });
      const after = await rest<RestAssessment>('/api/assessment/show', examinerToken, { id: row.id });
      expect(after).toMatchObject({ review_status: 2, result: 'Good reading', reviewed_by_examiner: 1 });
      expect(marked.markDefence.assessment).toEqual({
        id: String(row.id),
        isReviewed: true,
        score: after.score,
        passed: after.passed === 1,
        result: after.result,
        reviewedByExaminer: true,
        answers: after.questions.map((q) => ({ id: `attempt:${row.id}:${q.id}`, score: q.my_score, remark: q.remark })),
      });
      expect(after.questions.map((q) => q.my_score)).toEqual(show.questions.map((q) => q.score));
    });
  });
});

describe.each(graphDatabaseKinds())("the SPA's learning map and defence documents on /graphql on %s", (kind) => {
  const suite = suiteServer(kind, { graph: true });
  const tokens: Record<string, string> = {};
  const token = async (who: 'learner' | 'examiner') => (tokens[who] ??= await suite.client.login(DEMO[who].account, DEMO[who].password));

  /** One of the SPA's next operations, by its persisted hash with its text, as Apollo's link sends it. */
  const spa = <T = Record<string, Node>>(name: string, variables: Record<string, unknown>, options: { token: string; lang?: string }) => {
    const { hash, text } = spaOperation(name);
    return graphql<T>(suite.server.url, { operationName: name, query: text, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }, options);
  };
  const spaData = async <T = Record<string, Node>>(name: string, variables: Record<string, unknown>, options: { token: string; lang?: string }) => {
    const answer = await spa<T>(name, variables, options);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data!;
  };
  const rest = async <T>(path: string, who: string, query: Record<string, string | number> = {}) => {
    const answer = await suite.client.get<T>(path, { token: who, query });
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };

  it('the fixed map: its stages as the server locks them, the locked stage refused, a video record, the punch-ins and a comment liked, pinned and deleted', async () => {
    const learner = await token('learner');
    const maps = await spaData<{ learningMaps: { totalCount: number; nodes: (Node & { id: string; title: string })[] } }>('LearningMaps', { kind: 'JOB_POST', page: 1, pageSize: 20 }, { token: learner });
    const restMaps = await rest<{ total: number; list: RestMapCard[] }>('/api/studyMap/index', learner, { map_type: 1, page: 1, limit: 20 });
    expect(maps.learningMaps.totalCount).toBe(restMaps.total);
    expect(maps.learningMaps.nodes.map((m) => m.id)).toEqual(restMaps.list.map((m) => String(m.id)));
    const map = maps.learningMaps.nodes.find((m) => m.title === MAPS_DEMO.fixed)!;
    expect(map).toMatchObject({ kind: 'JOB_POST', studyOrder: 'FIXED' });

    const { learningMap } = await spaData<{ learningMap: Node & { stages: (Node & { id: string })[] } }>('LearningMap', { id: map.id }, { token: learner });
    const detail = await rest<RestMapDetail>('/api/studyMap/detail', learner, { map_id: map.id });
    expect(learningMap.stages.map((s) => [s.id, s.state, s.defenceCount])).toEqual(detail.phases.map((s) => [String(s.id), stateOf(s), s.argument_num]));
    const [, s2, s3] = learningMap.stages;
    expect([s2!.state, s3!.state, s2!.defenceCount]).toEqual(['OPEN', 'LOCKED', 1]);
    const opened = await spaData<{ openLearningMap: { learningMap: Node } }>('OpenLearningMap', { learningMapId: map.id }, { token: learner });
    expect(opened.openLearningMap.learningMap).toMatchObject({ id: map.id, isOpened: true });

    const refused = await spa('LearningMapStage', { id: s3!.id }, { token: learner, lang: EN });
    expectRefusal(refused, 'FORBIDDEN', 403, 'Finish the previous stage first: this stage is locked');

    const stage = await spaData<{ learningMapStage: Node & { learningMap: Node; chapters: (Node & { id: string; title: string })[] } }>('LearningMapStage', { id: s2!.id }, { token: learner });
    const phase = await rest<RestPhaseInfo>('/api/studyMap/phaseInfo', learner, { id: s2!.id });
    expect(stage.learningMapStage.learningMap).toMatchObject({ id: map.id, title: MAPS_DEMO.fixed });
    expect(stage.learningMapStage.chapters.map((c) => [c.id, c.punchInDay, c.isPunchedIn, c.isDone])).toEqual(phase.chapters.map((c) => [String(c.id), c.sign_day, c.is_signed === 1, c.is_done === 1]));
    const video = stage.learningMapStage.chapters.find((c) => c.title === MAPS_DEMO.video)!;
    const chapter = await spaData<{ learningMapChapter: Node }>('LearningMapChapter', { id: video.id }, { token: learner });
    expect(chapter.learningMapChapter).toMatchObject({ type: 'VIDEO', position: 40, mediaSeconds: 45, noSkipping: true, isDone: false, stage: { id: s2!.id, learningMap: { id: map.id } } });
    const record = await spaData<{ recordLearningMapVideo: Node }>('RecordLearningMapVideo', { input: { chapterId: video.id, position: 43, studySeconds: 3 } }, { token: learner });
    expect(record.recordLearningMapVideo).toMatchObject({ chapter: { id: video.id, position: 43, furthest: 43, isDone: false }, learningMapCompleted: false });
    const recorded = await rest<RestChapterInfo>('/api/studyMap/video', learner, { id: video.id });
    expect([recorded.position, recorded.furthest, recorded.completed]).toEqual([43, 43, 0]);

    // Comments on learner01's first punch-in (seeded with a pinned comment and likes).
    const signed = await suite.server.db.selectFrom('map_sign_comments').select(['chapter_id', 'sign_user_id']).executeTakeFirstOrThrow();
    const chapterId = String(signed.chapter_id);
    const userId = String(signed.sign_user_id);
    const punchIns = await spaData<{ learningMapPunchIns: Node & { nodes: (Node & { user: Node })[] } }>('LearningMapPunchIns', { chapterId, page: 1, pageSize: 100 }, { token: learner });
    const restSigns = await rest<RestSignList>('/api/studyMap/userSignList', learner, { chapter_id: signed.chapter_id, limit: 100 });
    expect(punchIns.learningMapPunchIns).toMatchObject({ totalCount: restSigns.total, chapterTitle: restSigns.chapter_title, stageId: String(restSigns.phase_id), learningMapId: String(restSigns.map_id) });
    expect(punchIns.learningMapPunchIns.nodes.map((p) => [p.user.id, p.isMine, p.commentCount])).toEqual(restSigns.list.map((p) => [String(p.user_id), p.is_mine === 1, p.comment_num]));
    expect(punchIns.learningMapPunchIns.nodes.some((p) => p.isMine)).toBe(true);

    const added = await spaData<{ commentOnLearningMapPunchIn: { comment: Node & { id: string } } }>('CommentOnLearningMapPunchIn', { chapterId, userId, content: '<p>Great <b>notes</b></p>' }, { token: learner });
    const comment = added.commentOnLearningMapPunchIn.comment;
    expect(comment).toMatchObject({ content: '<p>Great <b>notes</b></p>', isPinned: false, likeCount: 0, isLiked: false, isMine: true });
    const liked = await spaData<{ likeLearningMapComment: Node }>('LikeLearningMapComment', { commentId: comment.id, liked: true }, { token: learner });
    expect(liked.likeLearningMapComment).toMatchObject({ commentId: comment.id, isLiked: true, likeCount: 1 });
    const pinned = await spaData<{ pinLearningMapComment: Node }>('PinLearningMapComment', { commentId: comment.id, pinned: true }, { token: learner });
    expect(pinned.pinLearningMapComment).toMatchObject({ commentId: comment.id, isPinned: true });
    const list = await spaData<{ learningMapComments: (Node & { id: string })[] }>('LearningMapComments', { chapterId, userId }, { token: learner });
    const restList = await rest<{ list: RestComment[] }>('/api/studyMap/comments', learner, { chapter_id: signed.chapter_id, user_id: signed.sign_user_id });
    expect(list.learningMapComments.map((c) => [c.id, c.isPinned, c.likeCount, c.isLiked, c.isMine, c.canPin])).toEqual(
      restList.list.map((c) => [String(c.id), c.is_top === 1, c.like_num, c.is_liked === 1, c.is_owner === 1, c.can_top === 1]),
    );
    expect(list.learningMapComments.find((c) => c.id === comment.id)).toMatchObject({ isPinned: true, likeCount: 1, author: { name: DEMO.learner.name } });

    // Another user's comment is not the learner's to delete.
    const others = restList.list.find((c) => c.is_owner === 0);
    if (others) expectRefusal(await spa('DeleteLearningMapComment', { commentId: String(others.id) }, { token: learner }), 'FORBIDDEN');
    const deleted = await spaData<{ deleteLearningMapComment: Node }>('DeleteLearningMapComment', { commentId: comment.id }, { token: learner });
    expect(deleted.deleteLearningMapComment).toMatchObject({ deletedCommentId: comment.id });
    const after = await rest<{ list: RestComment[] }>('/api/studyMap/comments', learner, { chapter_id: signed.chapter_id, user_id: signed.sign_user_id });
    expect(after.list.map((c) => c.id)).not.toContain(Number(comment.id));
  });

  it("learner01 answers the Chinese AI defence with recordings and submits; examiner01 finds, reads and scores it in teaching management; learner01 reads the verdict", async () => {
    const learner = await token('learner');
    const listed = await spaData<{ defences: { totalCount: number; nodes: (Node & { id: string; title: string; myAttempt: Node })[] } }>('MyDefences', { page: 1, pageSize: 20 }, { token: learner });
    const invited = [DEFENCES_DEMO.aiEnglish, DEFENCES_DEMO.aiChinese, DEFENCES_DEMO.interactive, DEFENCES_DEMO.remote, DEFENCES_DEMO.remoteNow, DEFENCES_DEMO.offline, DEFENCES_DEMO.interactiveReviewed];
    expect(listed.defences.nodes.map((d) => d.title).sort()).toEqual([...invited].sort());
    expect(listed.defences.totalCount).toBe(invited.length);
    const row = listed.defences.nodes.find((d) => d.title === DEFENCES_DEMO.aiChinese)!;
    // A fresh database: nobody has entered it yet.
    expect(row).toMatchObject({ kind: 'AI', language: 'ZH_CN', entry: 'OPEN', myAttempt: { id: row.id, status: 'INVITED', aiScoring: null, isReviewed: false, score: null } });
    const id = row.id;

    const detail = await spaData<{ defence: Node }>('Defence', { id }, { token: learner });
    expect(detail.defence).toMatchObject({ title: DEFENCES_DEMO.aiChinese, kind: 'AI', entry: 'OPEN', questionCount: 2, fullScore: 100, passScore: 60, minRecordingSeconds: 5, myAttempt: { status: 'INVITED', score: null, result: '' } });

    type Answer = Node & { question: Node & { id: string; score: number }; recordingUrl: string | null };
    const entered = await spaData<{ enterDefence: { defence: Node & { myAttempt: { status: string; answers: Answer[] } } } }>('EnterDefence', { defenceId: id }, { token: learner });
    const answers = entered.enterDefence.defence.myAttempt.answers;
    expect(entered.enterDefence.defence).toMatchObject({ id, kind: 'AI', minRecordingSeconds: 5, myAttempt: { status: 'ANSWERING' } });
    expect(answers.map((a) => [a.question.type, a.question.content, a.question.score, a.recordingUrl])).toEqual([
      ['SPOKEN', '请说明信息安全的三要素及其含义。', 50, null],
      ['SPOKEN', '收到可疑的钓鱼邮件后，你应该如何处理？', 50, null],
    ]);

    const upload = async (bytes: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), 'answer.webm');
      const response = await fetch(new URL('/api/app/public/recording/', suite.server.url), { method: 'POST', headers: { DeviceType: 'PC', Authorization: `Bearer ${learner}` }, body: form });
      const body = (await response.json()) as Envelope<{ id: number; path: string; seconds: number }>;
      expect(body.code, JSON.stringify(body)).toBe(200);
      return body.data;
    };
    const bytes = recordingBytes();
    const paths: string[] = [];
    const stored = (address: string | null | undefined) => address?.split('?')[0];
    for (const answer of answers) {
      const recording = await upload(bytes);
      const saved = await spaData<{ saveDefenceAnswer: { answer: Answer } }>('SaveDefenceAnswer', { input: { defenceId: id, questionId: answer.question.id, recordingUploadId: String(recording.id) } }, { token: learner });
      expect(saved.saveDefenceAnswer.answer).toMatchObject({ id: answer.id, question: { id: answer.question.id }, recordingSeconds: 6, chosenOptionNumbers: [] });
      expect(stored(saved.saveDefenceAnswer.answer.recordingUrl)).toBe(stored(recording.path));
      paths.push(recording.path);
    }

    // No Chinese speech model here: the submitted defence waits for an examiner.
    const submitted = await spaData<{ submitDefence: { defence: Node & { myAttempt: Node } } }>('SubmitDefence', { defenceId: id }, { token: learner });
    const waiting = { status: 'SUBMITTED', aiScoring: 'UNAVAILABLE', isReviewed: false, score: null, passed: null, result: '', reviewedAt: null, reviewedByExaminer: false };
    expect(submitted.submitDefence.defence.myAttempt).toMatchObject(waiting);
    const report = await spaData<{ defence: Node & { myAttempt: Node & { answers: (Answer & { transcript: string | null; score: number | null })[] } } }>('DefenceReport', { id }, { token: learner });
    expect(report.defence.myAttempt).toMatchObject(waiting);
    expect(report.defence.myAttempt.answers.map((a) => [stored(a.recordingUrl), a.transcript, a.score])).toEqual(paths.map((p) => [stored(p), null, null]));
    const restReport = await rest<RestReport>(`/api/defence/${id}/report`, learner);
    expect([restReport.status, restReport.ai_status]).toEqual([2, 2]);

    // examiner01 finds it in teaching management, reads it and scores it (next/assess.graphql).
    const examiner = await token('examiner');
    const list = await spaData<{ defenceAssessments: { nodes: (Node & { id: string; defenceId: string })[] } }>('DefenceAssessments', { status: 'UNREVIEWED', keyword: '信息安全知识', page: 1, pageSize: 10 }, { token: examiner });
    const attempt = list.defenceAssessments.nodes.find((a) => a.defenceId === id)!;
    // Automatic scoring was unavailable (no recogniser here): the examiner scores it.
    expect(attempt).toMatchObject({ isReviewed: false, aiScoring: 'UNAVAILABLE' });
    const { defenceAssessment } = await spaData<{ defenceAssessment: Node & { answers: (Node & { question: { id: string; reference: string | null } })[] } }>('DefenceAssessment', { id: attempt.id }, { token: examiner });
    expect(defenceAssessment).toMatchObject({ id: attempt.id, canMark: true, status: 'SUBMITTED' });
    expect(defenceAssessment.answers.map((a) => a.question.id)).toEqual(answers.map((a) => a.question.id));
    expect(defenceAssessment.answers.every((a) => typeof a.question.reference === 'string')).toBe(true);
    // The learner may not read it.
    expect((await spa('DefenceAssessment', { id: attempt.id }, { token: learner })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [first, second] = answers as [Answer, Answer];
    const marked = await spaData<{ markDefence: { assessment: Node } }>(
      'MarkDefence',
      { input: { attemptId: attempt.id, result: '三要素说明完整。', marks: [{ questionId: first.question.id, score: 42, remark: '要点齐全' }, { questionId: second.question.id, score: 38 }] } },
      { token: examiner },
    );
    expect(marked.markDefence.assessment).toMatchObject({ id: attempt.id, status: 'REVIEWED', isReviewed: true, score: 80, passed: true, result: '三要素说明完整。', reviewedByExaminer: true });

    const verdict = await spaData<{ defence: Node & { myAttempt: Node & { answers: (Answer & { score: number | null; remark: string })[] } } }>('DefenceReport', { id }, { token: learner });
    expect(verdict.defence.myAttempt).toMatchObject({ status: 'REVIEWED', isReviewed: true, score: 80, passed: true, result: '三要素说明完整。', reviewedByExaminer: true, reviewedAt: expect.any(String) });
    expect(verdict.defence.myAttempt.answers.map((a) => [a.score, a.remark])).toEqual([[42, '要点齐全'], [38, '']]);
  });

  it("a multiple choice with one option is refused with the server's message; the live room of the remote defence on now; another user's defence is not found", async () => {
    const learner = await token('learner');
    const id = String((await suite.server.db.selectFrom('defences').select('id').where('title', '=', DEFENCES_DEMO.aiEnglish).executeTakeFirstOrThrow()).id);
    const entered = await spaData<{ enterDefence: { defence: { myAttempt: { answers: { question: { id: string; type: string; options: { number: number }[] } }[] } } } }>('EnterDefence', { defenceId: id }, { token: learner });
    const multiple = entered.enterDefence.defence.myAttempt.answers.find((a) => a.question.type === 'MULTIPLE_CHOICE')!.question;
    const numbers = multiple.options.map((o) => o.number);
    const one = await spa('SaveDefenceAnswer', { input: { defenceId: id, questionId: multiple.id, optionNumbers: [numbers[0]] } }, { token: learner, lang: EN });
    expectRefusal(one, 'BAD_USER_INPUT', 422, 'Choose at least 2 answers for a multiple choice');
    const two = await spaData<{ saveDefenceAnswer: { answer: Node } }>('SaveDefenceAnswer', { input: { defenceId: id, questionId: multiple.id, optionNumbers: numbers.slice(0, 2) } }, { token: learner });
    expect(two.saveDefenceAnswer.answer).toMatchObject({ chosenOptionNumbers: numbers.slice(0, 2), recordingUrl: null });

    const remote = await suite.server.db.selectFrom('defences').select(['id', 'live_period_id']).where('title', '=', DEFENCES_DEMO.remoteNow).executeTakeFirstOrThrow();
    const room = await spaData<{ defenceLiveRoom: { id: string; webUrl: string; expiresAt: string } }>('DefenceLiveRoom', { defenceId: String(remote.id) }, { token: learner });
    expect(room.defenceLiveRoom.id).toBe(String(remote.id));
    expect(room.defenceLiveRoom.webUrl).toMatch(new RegExp(`^/live-room/${remote.live_period_id}\\?token=.+`));
    expect(Date.parse(room.defenceLiveRoom.expiresAt)).toBeGreaterThan(Date.now());
    expectRefusal(await spa('DefenceLiveRoom', { defenceId: id }, { token: learner, lang: EN }), 'BAD_USER_INPUT', 422, 'This defence is not a remote defence');

    // Another user's defence (emp0001's review defence; learner01 is not invited): neither it nor the attempt.
    const others = String((await suite.server.db.selectFrom('defences').select('id').where('title', '=', DEFENCES_DEMO.review).executeTakeFirstOrThrow()).id);
    expectRefusal(await spa('Defence', { id: others }, { token: learner }), 'NOT_FOUND', 4004);
    expectRefusal(await spa('DefenceReport', { id: others }, { token: learner }), 'NOT_FOUND', 4004);
    expectRefusal(await spa('EnterDefence', { defenceId: others }, { token: learner }), 'NOT_FOUND', 4004);
  });
});
