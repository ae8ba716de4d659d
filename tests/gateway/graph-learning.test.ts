/**
 * Stage 3 of the graph at /graphql (server/graph/courses, learning, courseware)
 * against the seeded demo company, on both database kinds: the learner's own courses with each
 * lecturer and the lecturer's other courses in one request, a course's chapters and lessons, the
 * learner's tasks with their missions, the other reads of the courses and learning pages, and
 * the writes. Every relation is compared with the REST API's own answer for the same user;
 * every refusal with REST's refusal of the same call, and nothing of the REST call leaks.
 */
import { describe, expect, it, vi } from 'vitest';
import type { GraphContext } from '../../server/graph/context.js';
import { coursewareResolvers } from '../../server/graph/courseware/resolvers.js';
import { learningResolvers } from '../../server/graph/learning/resolvers.js';
import type { Rest } from '../../server/graph/rest.js';
import type { UserParent } from '../../server/graph/users/resolvers.js';
import { LEARNING_DEMO } from '../../server/seed/learning.js';
import { expectNoUpstreamDetail, MSG } from '../support/assertions.js';
import { spaOperation } from '../support/spa-operations.js';
import { graphDatabaseKinds, DEMO, employee, graphql, suiteServer, upstreamEnvelope, type GraphQLAnswer } from '../support/test-server.js';

const COURSE_TYPES: Record<number, string> = { 1: 'SERIES', 2: 'VIDEO', 3: 'AUDIO', 4: 'DOCUMENT', 7: 'FACE_TO_FACE' };
const LESSON_KINDS: Record<number, string> = { 1: 'LIVE', 2: 'VIDEO', 3: 'AUDIO', 4: 'DOCUMENT', 5: 'EXAM', 6: 'QUESTIONNAIRE' };
const TASK_STATUSES: Record<number, string> = { 1: 'IN_PROGRESS', 2: 'NOT_STARTED', 3: 'OVERDUE_UNFINISHED', 4: 'OVERDUE_FINISHED' };
const MISSION_TYPES: Record<number, string> = { 1: 'COURSE', 2: 'EXAM', 3: 'QUESTIONNAIRE', 4: 'DEFENCE' };
const REFUSALS: Record<string, string | null> = { '': null, taskNotStarted: 'TASK_NOT_STARTED', taskOverdue: 'TASK_OVERDUE', taskPreviousFirst: 'PREVIOUS_FIRST' };
const JOIN_STATES: Record<number, string> = { 1: 'REQUIRED', 3: 'ELECTIVE' };

/** Unix seconds of REST as the graph's DateTime. */
function iso(seconds: number | null): string | null {
  return seconds ? new Date(seconds * 1000).toISOString() : null;
}

/** REST's answers the suite compares with (the fields it reads). */
interface RestPage<T> {
  list: T[];
  total: number;
}
interface RestCard {
  id: number;
  title: string;
  course_type: number;
  join_state: number | null;
  progress: number;
  last_study_time: number | null;
  teachers: { id: number; name: string }[];
}
interface RestMyCourses extends RestPage<RestCard> {
  required_total: number;
  elective_total: number;
}
interface RestPeriod {
  id: number;
  title: string;
  period_type: number;
  is_required: number;
  media_seconds: number | null;
  pages: number | null;
  locked: number;
  completed: number;
  progress: number;
  position: number;
  live_status: number | null;
  live_start: number | null;
  resource_id: number | null;
}
interface RestChapter {
  id: number;
  title: string;
  periods: RestPeriod[];
}
interface RestPeriodInfo {
  id: number;
  course_id: number;
  title: string;
  media_url: string | null;
  furthest: number;
  position: number;
  no_skipping: number;
  completed: number;
  prev_id: number | null;
  next_id: number | null;
}
interface RestTaskCard {
  id: number;
  name: string;
  task_status: number;
  is_complete: number;
  progress: number;
  mission_number: number;
  done_number: number;
  start_time: number;
  end_time: number;
}
interface RestMission {
  id: number;
  item_type: number;
  ref_id: number | null;
  title: string;
  index: number;
  is_done: number;
  locked: number;
  lock_reason: string;
}
interface RestTaskDetail extends RestTaskCard {
  refusal: string;
  is_ordered: number;
  missions: RestMission[];
}
interface RestTraining {
  id: number;
  name: string;
  is_apply: number;
  places_left: number | null;
  register_state: number;
  start_time: number;
}
interface RestQuestion {
  id: number;
  title: string;
  answer_count: number;
  answers: RestPage<{ id: number; content: string }>;
}

/** What the suite's queries select. */
interface Page<T> {
  totalCount: number;
  pageInfo: { page: number; pageSize: number; hasNextPage: boolean };
  nodes: T[];
}
interface CourseNode {
  id: string;
  title: string;
  type: string;
  joinState: string | null;
  progress: number;
  lastStudiedAt: string | null;
  participantCount: number;
  lecturers: { id: string; name: string; courseCount: number; courses: Page<{ id: string }> }[];
}
interface LessonNode {
  id: string;
  title: string;
  kind: string;
  isRequired: boolean;
  mediaSeconds: number | null;
  pages: number | null;
  isLocked: boolean;
  isCompleted: boolean;
  progress: number;
  position: number;
  liveStatus: string | null;
  liveStartsAt: string | null;
  resourceId: string | null;
}
interface TaskNode {
  id: string;
  name: string;
  status: string;
  isComplete: boolean;
  progress: number;
  missionCount: number;
  doneCount: number;
  startsAt: string;
  endsAt: string;
  refusal: string | null;
  isOrdered: boolean;
  missions: { id: string; type: string; refId: string | null; title: string; index: number; isDone: boolean; isLocked: boolean; lockReason: string | null; course: { id: string; title: string } | null }[];
}

const MY_COURSES = /* GraphQL */ `
  query MyCourses($joinState: CourseJoinState, $progress: StudyProgress, $keywords: String) {
    viewer {
      id
      courses(joinState: $joinState, progress: $progress, keywords: $keywords, pageSize: 50) {
        totalCount requiredCount electiveCount pageInfo { page pageSize hasNextPage }
        nodes {
          id title type joinState progress lastStudiedAt
          lecturers { id name courseCount courses(pageSize: 50) { totalCount nodes { id } } }
        }
      }
    }
  }
`;

const CHAPTERS = /* GraphQL */ `
  query Chapters($id: ID!) {
    course(id: $id) {
      id
      chapters {
        id title
        lessons { id title kind isRequired mediaSeconds pages isLocked isCompleted progress position liveStatus liveStartsAt resourceId }
      }
    }
  }
`;

const LESSON = /* GraphQL */ `
  query Lesson($id: ID!) {
    lesson(id: $id) {
      id title kind position furthest mediaUrl noSkipping isCompleted
      course { id title }
      previousLesson { id }
      nextLesson { id title isLocked }
    }
  }
`;

const MY_TASKS = /* GraphQL */ `
  query MyTasks($kind: TaskKind) {
    viewer {
      tasks(kind: $kind, pageSize: 100) {
        totalCount
        nodes {
          id name status isComplete progress missionCount doneCount startsAt endsAt refusal isOrdered
          missions { id type refId title index isDone isLocked lockReason course { id title } }
        }
      }
    }
  }
`;

const TASK = /* GraphQL */ `
  query Task($id: ID!) {
    task(id: $id) { id name missions { id } }
  }
`;

describe.each(graphDatabaseKinds())('stage 3 of the domain graph (courses, learning) on %s', (kind) => {
  const suite = suiteServer(kind, { graph: true });
  const learner = () => suite.client.login(DEMO.learner.account, DEMO.learner.password);
  const signIn = (n: number) => suite.client.login(employee(n), DEMO.employeePassword);

  function next<T>(query: string, variables: Record<string, unknown>, token?: string, lang?: string): Promise<GraphQLAnswer<T>> {
    return graphql<T>(suite.server.url, { query, variables }, { token, lang });
  }

  /** One of the SPA's own documents (src/graphql), sent as the browser sends it: by its persisted hash, with its text. */
  function spa<T>(name: string, variables: Record<string, unknown>, token?: string, lang?: string): Promise<GraphQLAnswer<T>> {
    const { hash, text } = spaOperation(name);
    return graphql<T>(suite.server.url, { operationName: name, query: text, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }, { token, lang });
  }

  /** REST's data of a GET, which must succeed. */
  async function rest<T>(path: string, token: string, query: Record<string, string | number> = {}): Promise<T> {
    const answer = await suite.client.get<T>(path, { token, query });
    expect(answer.body.code, `${path} ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(200);
    return answer.body.data;
  }

  async function courseId(title: string): Promise<string> {
    return String((await suite.server.db.selectFrom('courses').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id);
  }

  /** A GraphQL error is REST's refusal of the same call: status, portal code, message and the one code. */
  function expectSameRefusal(answer: GraphQLAnswer<unknown>, path: (string | number)[], refused: { status: number; body: { code: number; msg: string } }, code: string) {
    expect(answer.errors, JSON.stringify(answer).slice(0, 400)).toHaveLength(1);
    expect(answer.errors![0]!.path).toEqual(path);
    expect(upstreamEnvelope(answer.errors![0])).toEqual({ status: refused.status, body: { code: refused.body.code, msg: refused.body.msg, data: null }, code });
    expectNoUpstreamDetail(answer);
  }

  it("answers my courses with each lecturer and the lecturer's other courses in one request, as REST has them", async () => {
    const token = await learner();
    const lookUp = vi.spyOn(suite.server.app.services.session.auth as unknown as { lookUp(hash: string): Promise<unknown> }, 'lookUp');
    const answer = await next<{ viewer: { courses: Page<CourseNode> & { requiredCount: number; electiveCount: number } } }>(MY_COURSES, {}, token);
    // One request, one session lookup for all its REST calls.
    expect(lookUp).toHaveBeenCalledTimes(1);
    lookUp.mockRestore();
    expect(answer.errors).toBeUndefined();
    const mine = answer.data!.viewer.courses;
    const required = await rest<RestMyCourses>('/api/mycourse', token, { type: 1, limit: 50 });
    expect(mine.totalCount).toBe(required.total);
    expect([mine.requiredCount, mine.electiveCount]).toEqual([required.required_total, required.elective_total]);
    expect(mine.pageInfo).toEqual({ page: 1, pageSize: 50, hasNextPage: required.total > 50 });
    expect(mine.nodes.length).toBeGreaterThan(0);
    expect(mine.nodes.map((c) => [c.id, c.title, c.type, c.joinState, c.progress, c.lastStudiedAt])).toEqual(
      required.list.map((c) => [String(c.id), c.title, COURSE_TYPES[c.course_type], JOIN_STATES[c.join_state!], c.progress, iso(c.last_study_time)]),
    );
    let lecturers = 0;
    for (const [index, course] of mine.nodes.entries()) {
      expect(course.lecturers.map((l) => [l.id, l.name])).toEqual(required.list[index]!.teachers.map((t) => [String(t.id), t.name]));
      for (const lecturer of course.lecturers) {
        lecturers += 1;
        const page = await rest<RestPage<{ id: number }>>(`/api/lecturer/course/${lecturer.id}`, token, { page: 1, limit: 50 });
        expect(lecturer.courses.totalCount).toBe(page.total);
        expect(lecturer.courses.nodes.map((c) => c.id)).toEqual(page.list.map((c) => String(c.id)));
        expect(lecturer.courseCount).toBe((await rest<{ course_count: number }>(`/api/lecturer/${lecturer.id}`, token)).course_count);
      }
    }
    expect(lecturers).toBeGreaterThan(0);

    // The electives tab and the filters are REST's.
    const electives = await next<{ viewer: { courses: Page<CourseNode> } }>(MY_COURSES, { joinState: 'ELECTIVE' }, token);
    const restElectives = await rest<RestMyCourses>('/api/mycourse', token, { type: 2, limit: 50 });
    expect(electives.data!.viewer.courses.nodes.map((c) => c.id)).toEqual(restElectives.list.map((c) => String(c.id)));
    expect(electives.data!.viewer.courses.nodes.map((c) => c.title)).toContain(LEARNING_DEMO.guideCourse);
    expect(electives.data!.viewer.courses.nodes.every((c) => c.joinState === 'ELECTIVE')).toBe(true);
    for (const [progress, status] of [['NOT_STARTED', 1], ['IN_PROGRESS', 2], ['FINISHED', 3]] as const) {
      const filtered = await next<{ viewer: { courses: Page<CourseNode> } }>(MY_COURSES, { progress }, token);
      const restFiltered = await rest<RestMyCourses>('/api/mycourse', token, { type: 1, progress_status: status, limit: 50 });
      expect(filtered.data!.viewer.courses.totalCount, progress).toBe(restFiltered.total);
      expect(filtered.data!.viewer.courses.nodes.map((c) => c.id)).toEqual(restFiltered.list.map((c) => String(c.id)));
    }
    const word = required.list[0]!.title.slice(0, 2);
    const byWord = await next<{ viewer: { courses: Page<CourseNode> } }>(MY_COURSES, { keywords: word }, token);
    const restByWord = await rest<RestMyCourses>('/api/mycourse', token, { type: 1, keywords: word, limit: 50 });
    expect(byWord.data!.viewer.courses.nodes.map((c) => c.id)).toEqual(restByWord.list.map((c) => String(c.id)));
    expect(restByWord.total).toBeLessThanOrEqual(required.total);
  });

  it("answers a course's chapters and lessons from the catalog route, and a lesson opened to play", async () => {
    const token = await learner();
    const id = await courseId(LEARNING_DEMO.guideCourse);
    const answer = await next<{ course: { chapters: { id: string; title: string; lessons: LessonNode[] }[] } }>(CHAPTERS, { id }, token);
    expect(answer.errors).toBeUndefined();
    const catalog = await rest<RestChapter[]>(`/api/course/catalogs/${id}`, token);
    expect(answer.data!.course.chapters.map((c) => [c.id, c.title])).toEqual(catalog.map((c) => [String(c.id), c.title]));
    const lessons = answer.data!.course.chapters.flatMap((c) => c.lessons);
    const periods = catalog.flatMap((c) => c.periods);
    expect(lessons.length).toBeGreaterThan(0);
    expect(lessons).toEqual(
      periods.map((p) => ({
        id: String(p.id),
        title: p.title,
        kind: LESSON_KINDS[p.period_type],
        isRequired: p.is_required === 1,
        mediaSeconds: p.media_seconds,
        pages: p.pages,
        isLocked: p.locked === 1,
        isCompleted: p.completed === 1,
        progress: p.progress,
        position: p.position,
        liveStatus: p.live_status === null ? null : ['NOT_STARTED', 'LIVE', 'ENDED'][p.live_status],
        liveStartsAt: iso(p.live_start),
        resourceId: p.resource_id === null ? null : String(p.resource_id),
      })),
    );

    // A required course of several lessons, the first a video, audio or document: the lesson, its neighbours and its course.
    let series: RestPeriod[] = [];
    for (const course of (await rest<RestMyCourses>('/api/mycourse', token, { type: 1, limit: 100 })).list) {
      const candidate = (await rest<RestChapter[]>(`/api/course/catalogs/${course.id}`, token)).flatMap((c) => c.periods);
      if (candidate.length > 1 && [2, 3, 4].includes(candidate[0]!.period_type)) {
        series = candidate;
        break;
      }
    }
    expect(series.length).toBeGreaterThan(1);
    const first = series[0]!;
    const opened = await next<{ lesson: { id: string; title: string; position: number; furthest: number; mediaUrl: string | null; noSkipping: boolean; course: { id: string }; previousLesson: { id: string } | null; nextLesson: { id: string; title: string; isLocked: boolean } | null } }>(
      LESSON,
      { id: String(first.id) },
      token,
    );
    expect(opened.errors).toBeUndefined();
    const info = await rest<RestPeriodInfo>(`/api/chapterInfo/${first.id}`, token);
    expect(opened.data!.lesson).toMatchObject({ id: String(info.id), title: info.title, position: info.position, furthest: info.furthest, mediaUrl: info.media_url, noSkipping: info.no_skipping === 1 });
    expect(opened.data!.lesson.course.id).toBe(String(info.course_id));
    expect(opened.data!.lesson.previousLesson).toEqual(info.prev_id === null ? null : { id: String(info.prev_id) });
    const after = series.find((p) => p.id === info.next_id);
    expect(opened.data!.lesson.nextLesson).toEqual(after ? { id: String(after.id), title: after.title, isLocked: after.locked === 1 } : null);
  });

  it("answers my tasks and each task's missions, as REST has them", async () => {
    const token = await learner();
    for (const [taskKind, restKind] of [['STUDY_TASK', 1], ['ONLINE_TRAINING', 2]] as const) {
      const answer = await next<{ viewer: { tasks: Page<TaskNode> } }>(MY_TASKS, { kind: taskKind }, token);
      expect(answer.errors).toBeUndefined();
      const cards = await rest<RestPage<RestTaskCard>>('/api/taskList', token, { kind: restKind, limit: 100 });
      const tasks = answer.data!.viewer.tasks;
      expect(tasks.totalCount).toBe(cards.total);
      expect(tasks.nodes.length).toBeGreaterThan(0);
      for (const [index, task] of tasks.nodes.entries()) {
        const card = cards.list[index]!;
        expect(task).toMatchObject({
          id: String(card.id),
          name: card.name,
          status: TASK_STATUSES[card.task_status],
          isComplete: card.is_complete === 1,
          progress: card.progress,
          missionCount: card.mission_number,
          doneCount: card.done_number,
          startsAt: iso(card.start_time),
          endsAt: iso(card.end_time),
        });
        const detail = await rest<RestTaskDetail>(`/api/taskDetail/${card.id}`, token);
        expect([task.refusal, task.isOrdered]).toEqual([REFUSALS[detail.refusal], detail.is_ordered === 1]);
        expect(task.missions.map((m) => [m.id, m.type, m.refId, m.title, m.index, m.isDone, m.isLocked, m.lockReason])).toEqual(
          detail.missions.map((m) => [String(m.id), MISSION_TYPES[m.item_type], m.ref_id === null ? null : String(m.ref_id), m.title, m.index, m.is_done === 1, m.locked === 1, REFUSALS[m.lock_reason]]),
        );
        for (const mission of task.missions) {
          if (mission.type !== 'COURSE') expect(mission.course).toBeNull();
          else expect(mission.course).toEqual({ id: mission.refId, title: (await rest<{ title: string }>(`/api/courseInfo/${mission.refId}`, token)).title });
        }
      }
    }
    const running = await next<{ viewer: { tasks: Page<TaskNode> } }>(MY_TASKS, {}, token);
    const task = running.data!.viewer.tasks.nodes.find((t) => t.name === LEARNING_DEMO.runningTask)!;
    expect(task.missions.map((m) => m.lockReason)).toEqual([null, 'PREVIOUS_FIRST', 'PREVIOUS_FIRST']);
  });

  it('answers the catalogue, its filters, lecturers, trainings, certificates and the live schedule as REST has them', async () => {
    const token = await learner();
    const query = /* GraphQL */ `
      query Pages($type: CourseType, $required: Boolean, $keywords: String, $id: ID!) {
        courseSearch(type: $type, isRequired: $required, keywords: $keywords, pageSize: 100) { totalCount nodes { id type isRequired } }
        all: courseSearch(pageSize: 5, page: 2) { totalCount pageInfo { page pageSize hasNextPage } nodes { id } }
        courseCategories { id name }
        courseTypes { id type name }
        lecturers(pageSize: 3) { totalCount nodes { id name courseCount } }
        allLecturers { id name }
        course(id: $id) { resources { id name url size sizeMb } relatedCourses { id } questions(pageSize: 100) { totalCount nodes { id title answerCount } } }
        viewer {
          trainings(pageSize: 100) { totalCount nodes { id name isEnrolled placesLeft registration startsAt } }
          certificates(pageSize: 100) { totalCount nodes { id number rule title holderName issuedAt } }
          liveSchedule { id date weekStart day { id } week { id courseId status startsAt lecturerName } }
        }
      }
    `;
    const id = await courseId('高效沟通技巧');
    const answer = await next<{
      courseSearch: Page<{ id: string; type: string; isRequired: boolean }>;
      all: Page<{ id: string }>;
      courseCategories: { id: string; name: string }[];
      courseTypes: { id: string; type: string; name: string }[];
      lecturers: Page<{ id: string; name: string; courseCount: number }>;
      allLecturers: { id: string; name: string }[];
      course: { resources: unknown[]; relatedCourses: { id: string }[]; questions: Page<{ id: string; title: string; answerCount: number }> };
      viewer: {
        trainings: Page<{ id: string; name: string; isEnrolled: boolean; placesLeft: number | null; registration: string; startsAt: string }>;
        certificates: Page<{ id: string; number: string; rule: string; title: string; holderName: string; issuedAt: string }>;
        liveSchedule: { id: string; date: string; weekStart: string; day: { id: string }[]; week: { id: string; courseId: string; status: string; startsAt: string; lecturerName: string | null }[] };
      };
    }>(query, { type: 'VIDEO', required: false, keywords: '', id }, token);
    expect(answer.errors).toBeUndefined();
    const data = answer.data!;

    const videos = await rest<RestPage<{ id: number }>>('/api/courseSearch', token, { course_type: 2, is_required: 2, limit: 100 });
    expect(data.courseSearch.nodes.map((c) => c.id)).toEqual(videos.list.map((c) => String(c.id)));
    expect(data.courseSearch.nodes.every((c) => c.type === 'VIDEO' && !c.isRequired)).toBe(true);
    const second = await rest<RestPage<{ id: number }>>('/api/courseSearch', token, { page: 2, limit: 5 });
    expect(data.all).toEqual({ totalCount: second.total, pageInfo: { page: 2, pageSize: 5, hasNextPage: second.total > 10 }, nodes: second.list.map((c) => ({ id: String(c.id) })) });
    const basis = await rest<{ course_types: { id: number; name: string }[]; categories: { id: number; name: string }[] }>('/api/courseBasis', token);
    expect(data.courseCategories).toEqual(basis.categories.map((c) => ({ id: String(c.id), name: c.name })));
    expect(data.courseTypes).toEqual(basis.course_types.map((t) => ({ id: COURSE_TYPES[t.id], type: COURSE_TYPES[t.id], name: t.name })));

    const lecturers = await rest<RestPage<{ id: number; name: string; course_count: number }>>('/api/lecturer', token, { limit: 3 });
    expect(data.lecturers.totalCount).toBe(lecturers.total);
    expect(data.lecturers.nodes).toEqual(lecturers.list.map((l) => ({ id: String(l.id), name: l.name, courseCount: l.course_count })));
    expect(data.allLecturers).toHaveLength(lecturers.total);

    const resources = await rest<{ id: number; name: string; url: string; size: number; size_mb: string }[]>(`/api/course/datum/${id}`, token);
    expect(resources.length).toBeGreaterThan(0);
    expect(data.course.resources).toEqual(resources.map((r) => ({ id: String(r.id), name: r.name, url: r.url, size: r.size, sizeMb: r.size_mb })));
    expect(data.course.relatedCourses.length).toBeGreaterThan(0);
    expect(data.course.relatedCourses.map((c) => c.id)).toEqual((await rest<{ id: number }[]>(`/api/courseInfo/other/${id}`, token)).map((c) => String(c.id)));
    const questions = await rest<RestPage<{ id: number; title: string; answer_count: number }>>(`/api/courseQuestion/${id}`, token, { limit: 100 });
    expect(questions.total).toBeGreaterThan(0);
    expect(data.course.questions.nodes).toEqual(questions.list.map((q) => ({ id: String(q.id), title: q.title, answerCount: q.answer_count })));

    const trainings = await rest<RestPage<RestTraining>>('/api/trainOffline', token, { limit: 100 });
    expect(data.viewer.trainings.totalCount).toBe(trainings.total);
    expect(trainings.total).toBeGreaterThan(0);
    expect(data.viewer.trainings.nodes).toEqual(
      trainings.list.map((t) => ({ id: String(t.id), name: t.name, isEnrolled: t.is_apply === 1, placesLeft: t.places_left, registration: ['', 'OPEN', 'REGISTERED', 'CLOSED'][t.register_state], startsAt: iso(t.start_time) })),
    );
    const certificates = await rest<RestPage<{ id: number; cert_no: string; rule_type: number; title: string; user_name: string; issued_at: number }>>('/api/userCertificate', token, { limit: 100 });
    expect(certificates.total).toBeGreaterThan(0);
    const RULES = ['', 'REQUIRED_COURSE', 'TASK', 'ONLINE_TRAINING', 'OFFICIAL_EXAM', 'LEARNING_MAP'];
    expect(data.viewer.certificates.nodes).toEqual(
      certificates.list.map((c) => ({ id: String(c.id), number: c.cert_no, rule: RULES[c.rule_type], title: c.title, holderName: c.user_name, issuedAt: iso(c.issued_at) })),
    );
    const live = await rest<{ date: string; week_start: string; today: { id: number }[]; week: { id: number; course_id: number; progress_status: number; live_start: number; teacher: { name: string } | null }[] }>('/api/mycourse/courseLive', token);
    expect(data.viewer.liveSchedule).toEqual({
      id: live.date,
      date: live.date,
      weekStart: live.week_start,
      day: live.today.map((i) => ({ id: String(i.id) })),
      week: live.week.map((i) => ({ id: String(i.id), courseId: String(i.course_id), status: ['NOT_STARTED', 'LIVE', 'ENDED'][i.progress_status], startsAt: iso(i.live_start), lecturerName: i.teacher?.name ?? null })),
    });
    expect(live.week.length).toBeGreaterThan(0);

    // A certificate number checked by another user: REST's verification.
    const other = await signIn(195);
    const check = await next<{ certificateVerification: { id: string; isValid: boolean; holderName: string | null; rule: string | null } }>(
      'query C($n: String!) { certificateVerification(number: $n) { id isValid holderName rule } }',
      { n: certificates.list[0]!.cert_no },
      other,
    );
    expect(check.data!.certificateVerification).toEqual({ id: certificates.list[0]!.cert_no, isValid: true, holderName: DEMO.learner.name, rule: RULES[certificates.list[0]!.rule_type] });
    const unknown = await next<{ certificateVerification: { isValid: boolean; holderName: string | null } }>('{ certificateVerification(number: "LC0000000000") { isValid holderName } }', {}, other);
    expect(unknown.data!.certificateVerification).toEqual({ isValid: false, holderName: null });
  });

  it("answers a course's page, a training, a lecturer's trainings and a question's answers and replies as REST has them", async () => {
    const token = await learner();
    const id = await courseId('高效沟通技巧');
    const info = await rest<{ CourseTypeName: string; category_id: number | null; category_name: string; places: number | null; completed: number; users: { photo: string }[]; teachers: { id: number }[] }>(`/api/courseInfo/${id}`, token);
    const lecturerId = String(info.teachers[0]!.id);
    const trainingId = String((await rest<RestPage<RestTraining>>('/api/trainOffline', token, { limit: 100 })).list.find((t) => t.name === LEARNING_DEMO.enrolled)!.id);
    const query = /* GraphQL */ `
      query Detail($course: ID!, $lecturer: ID!, $training: ID!) {
        course(id: $course) { typeName category { id name } places isCompleted recentParticipantPhotos }
        lecturer(id: $lecturer) { trainings(pageSize: 100) { totalCount nodes { id name isEnrolled canEnrol enrolmentRefusal } } }
        training(id: $training) { id name description isEnrolled enrolledAt canCancel status lecturerName address }
        viewer { courseQuestions(pageSize: 100) { totalCount nodes { id title courseTitle } } }
      }
    `;
    const answer = await next<{
      course: { typeName: string; category: { id: string; name: string } | null; places: number | null; isCompleted: boolean; recentParticipantPhotos: string[] };
      lecturer: { trainings: Page<{ id: string; name: string; isEnrolled: boolean; canEnrol: boolean; enrolmentRefusal: string | null }> };
      training: { id: string; name: string; description: string; isEnrolled: boolean; enrolledAt: string | null; canCancel: boolean; status: string; lecturerName: string; address: string };
      viewer: { courseQuestions: Page<{ id: string; title: string; courseTitle: string }> };
    }>(query, { course: id, lecturer: lecturerId, training: trainingId }, token);
    expect(answer.errors).toBeUndefined();
    const data = answer.data!;
    expect(data.course).toEqual({
      typeName: info.CourseTypeName,
      category: info.category_id === null ? null : { id: String(info.category_id), name: info.category_name },
      places: info.places,
      isCompleted: info.completed === 1,
      recentParticipantPhotos: info.users.map((u) => u.photo),
    });
    const REFUSAL: Record<string, string | null> = { '': null, trainingFull: 'FULL', trainingApplyNotOpen: 'NOT_OPEN', trainingApplyClosed: 'CLOSED', trainingUnavailable: 'UNAVAILABLE' };
    const lecturerTrainings = await rest<RestPage<{ id: number; name: string; is_apply: number; can_apply: number; apply_refusal: string }>>(`/api/lecturer/TrainOffline/${lecturerId}`, token, { limit: 100 });
    expect(lecturerTrainings.total).toBeGreaterThan(0);
    expect(data.lecturer.trainings.nodes).toEqual(
      lecturerTrainings.list.map((t) => ({ id: String(t.id), name: t.name, isEnrolled: t.is_apply === 1, canEnrol: t.can_apply === 1, enrolmentRefusal: REFUSAL[t.apply_refusal] })),
    );
    const training = await rest<{ name: string; description: string; is_apply: number; applied_at: number | null; can_cancel: number; status: number; teacher: string; address: string }>(`/api/trainOffline/${trainingId}`, token);
    expect(data.training).toEqual({
      id: trainingId,
      name: training.name,
      description: training.description,
      isEnrolled: training.is_apply === 1,
      enrolledAt: iso(training.applied_at),
      canCancel: training.can_cancel === 1,
      status: ['', 'IN_PROGRESS', 'UNPUBLISHED', 'TIMED_OUT', 'WITHDRAWN', 'NOT_STARTED'][training.status],
      lecturerName: training.teacher,
      address: training.address,
    });
    expect(training.is_apply).toBe(1);
    const mine = await rest<RestPage<{ id: number; title: string; course_title: string }>>('/api/courseQuesAnswer', token, { limit: 100 });
    expect(mine.total).toBeGreaterThan(0);
    expect(data.viewer.courseQuestions.nodes).toEqual(mine.list.map((q) => ({ id: String(q.id), title: q.title, courseTitle: q.course_title })));

    // A question with an answer and a reply to it: the answers and the replies, paged, as REST has them.
    const other = await signIn(152);
    const asked = await next<{ askCourseQuestion: { question: { id: string } } }>('mutation A($input: AskCourseQuestionInput!) { askCourseQuestion(input: $input) { question { id } } }', { input: { courseId: id, title: '有没有推荐的练习？' } }, token);
    const questionId = asked.data!.askCourseQuestion.question.id;
    const write = 'mutation B($input: AnswerCourseQuestionInput!) { answerCourseQuestion(input: $input) { answerId } }';
    const first = (await next<{ answerCourseQuestion: { answerId: string } }>(write, { input: { questionId, content: '每天复盘一次' } }, other)).data!.answerCourseQuestion.answerId;
    const reply = await next<{ answerCourseQuestion: { answerId: string } }>(write, { input: { questionId, parentAnswerId: first, content: '同意' } }, token);
    expect(reply.errors).toBeUndefined();
    const thread = await next<{ courseQuestion: { id: string; answerCount: number; answers: Page<{ id: string; replyCount: number; replies: Page<{ id: string; content: string; parentAnswerId: string }> }> } }>(
      'query Q($id: ID!) { courseQuestion(id: $id) { id answerCount answers(pageSize: 5) { totalCount nodes { id replyCount replies(pageSize: 5) { totalCount nodes { id content parentAnswerId } } } } } }',
      { id: questionId },
      token,
    );
    expect(thread.errors).toBeUndefined();
    const detail = await rest<Omit<RestQuestion, 'answers'> & { answers: RestPage<{ id: number; reply_count: number }> }>(`/api/courseQuesAnswer/${questionId}`, token, { limit: 5 });
    const replies = await rest<RestPage<{ id: number; content: string; parent_id: number }>>(`/api/courseQuesAnswer/reply/${first}`, token, { limit: 5 });
    expect(thread.data!.courseQuestion.answerCount).toBe(detail.answer_count);
    expect(thread.data!.courseQuestion.answers.nodes.map((a) => [a.id, a.replyCount])).toEqual(detail.answers.list.map((a) => [String(a.id), a.reply_count]));
    expect(thread.data!.courseQuestion.answers.nodes[0]!.replies.nodes).toEqual(replies.list.map((r) => ({ id: String(r.id), content: r.content, parentAnswerId: String(r.parent_id) })));
    expect(replies.list.map((r) => String(r.id))).toEqual([reply.data!.answerCourseQuestion.answerId]);
  });

  it("registers a lecturer's courseware, lists and opens it as REST does, and refuses a learner and another user's file", async () => {
    const token = await suite.client.login(DEMO.lecturer.account, DEMO.lecturer.password);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(Buffer.from('第一章 安全生产\nChapter 1: safety first\n', 'utf8'))]), '安全手册.txt');
    const upload = await fetch(new URL('/api/app/public/document/', suite.server.url), { method: 'POST', headers: { Authorization: `Bearer ${token}`, DeviceType: 'PC' }, body: form });
    const uploadId = String(((await upload.json()) as { data: { id: number } }).data.id);
    // The SPA's own documents (src/graphql/courseware.graphql).
    type Work = { id: string; name: string; kind: string; suffix: string; size: number; status: string; progress: number; error: string | null; duration: number | null; createdAt: string };
    const created = await spa<{ createCourseware: { courseware: Work } }>('CreateCourseware', { input: { uploadId } }, token);
    expect(created.errors).toBeUndefined();
    const work = created.data!.createCourseware.courseware;
    expect(work).toMatchObject({ name: '安全手册', kind: 'DOCUMENT', suffix: 'txt', status: 'READY', progress: 100, error: null });
    const listed = await rest<RestPage<{ id: number; name: string; size: number; status: number; created_at: number }>>('/api/resource/courseWare', token, { limit: 100 });
    expect(listed.list[0]).toMatchObject({ id: Number(work.id), name: work.name, size: work.size, status: 3 });
    expect(work.createdAt).toBe(iso(listed.list[0]!.created_at));
    const mine = await spa<{ viewer: { coursewares: Page<Work> } }>('Coursewares', { page: 1, pageSize: 100 }, token);
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.viewer.coursewares.totalCount).toBe(listed.total);
    expect(mine.data!.viewer.coursewares.nodes.map((c) => [c.id, c.name, c.size])).toEqual(listed.list.map((c) => [String(c.id), c.name, c.size]));
    const found = await spa<{ viewer: { coursewares: Page<Work> } }>('Coursewares', { keywords: '安全', page: 1, pageSize: 10 }, token);
    expect(found.data!.viewer.coursewares.nodes.map((c) => c.id)).toContain(work.id);
    const opened = await rest<{ open_kind: string; open_url: string }>('/api/readWork', token, { id: work.id });
    const open = await spa<{ courseware: { id: string; openKind: string; openUrl: string } }>('OpenCourseware', { id: work.id }, token);
    expect(open.errors).toBeUndefined();
    // The addresses are signed per call: compared without their signature.
    expect([open.data!.courseware.openKind, open.data!.courseware.openUrl.split('?')[0]]).toEqual([opened.open_kind.toUpperCase(), opened.open_url.split('?')[0]]);

    const learnerToken = await learner();
    expectSameRefusal(await spa('CreateCourseware', { input: { uploadId } }, learnerToken), ['createCourseware'], await suite.client.post('/api/resource/createCourseWare', { upload_id: Number(uploadId) }, { token: learnerToken }), 'FORBIDDEN');
    expectSameRefusal(await spa('OpenCourseware', { id: work.id }, learnerToken), ['courseware'], await suite.client.get('/api/readWork', { token: learnerToken, query: { id: work.id } }), 'NOT_FOUND');
  });

  it("refuses without a session, another user's task or list, a bad id and a full course's join, as REST does, with nothing of the REST call", async () => {
    const token = await learner();
    const anonymous = await next<unknown>(MY_TASKS, {});
    expect(anonymous.data).toBeNull();
    expect(anonymous.errors!.map((e) => [e.path, e.extensions?.code, e.message])).toEqual([[['viewer'], 'UNAUTHENTICATED', MSG.tokenMissing.zh]]);
    const restAnonymous = await suite.client.get('/api/taskList');
    const taskId = String((await rest<RestPage<RestTaskCard>>('/api/taskList', token, { limit: 100 })).list.find((t) => t.name === LEARNING_DEMO.overdueTask)!.id);
    expectSameRefusal(await next(TASK, { id: taskId }), ['task'], restAnonymous, 'UNAUTHENTICATED');

    // Another user's task answers like a missing one (REST's 404).
    const other = await signIn(195);
    expectSameRefusal(await next(TASK, { id: taskId }, other), ['task'], await suite.client.get(`/api/taskDetail/${taskId}`, { token: other }), 'NOT_FOUND');
    // A bad id and a missing lesson.
    expectSameRefusal(await next(TASK, { id: 'abc' }, token), ['task'], await suite.client.get('/api/taskDetail/abc', { token }), 'BAD_USER_INPUT');
    expectSameRefusal(await next(LESSON, { id: '999999' }, token, 'en-US'), ['lesson'], await suite.client.get('/api/chapterInfo/999999', { token, lang: 'en-US' }), 'NOT_FOUND');
    // A locked lesson: FORBIDDEN as REST (an earlier lesson of an ordered course unfinished).
    const running = (await rest<RestPage<RestTaskCard>>('/api/taskList', token, { limit: 100 })).list.find((t) => t.name === LEARNING_DEMO.runningTask)!;
    const missions = (await rest<RestTaskDetail>(`/api/taskDetail/${running.id}`, token)).missions;
    const locked = await next(/* GraphQL */ 'mutation R($input: RecordTaskStudyInput!) { recordTaskStudy(input: $input) { task { id } } }', { input: { taskId: String(running.id), missionId: String(missions[1]!.id) } }, token, 'en-US');
    expectSameRefusal(locked, ['recordTaskStudy'], await suite.client.post('/api/task/studyRecord', { task_id: running.id, mission_id: missions[1]!.id }, { token, lang: 'en-US' }), 'FORBIDDEN');
    expect(locked.errors![0]!.message).toBe('You must finish the previous task first');

    // A sign-in's user is read with the session it opened, whatever the request carries: its own lists, as REST has them.
    const signedIn = await next<{ signIn: { token: string; viewer: { id: string; courses: { totalCount: number }; tasks: { totalCount: number }; certificates: { totalCount: number } } } }>(
      /* GraphQL */ `mutation S($input: SignInInput!) { signIn(input: $input) { token viewer { id courses { totalCount } tasks { totalCount } certificates { totalCount } } } }`,
      { input: { account: employee(196), password: DEMO.employeePassword } },
      token,
    );
    expect(signedIn.errors).toBeUndefined();
    const own = signedIn.data!.signIn;
    expect(own.viewer).toEqual({
      id: own.viewer.id,
      courses: { totalCount: (await rest<RestPage<unknown>>('/api/mycourse', own.token, { type: 1 })).total },
      tasks: { totalCount: (await rest<RestPage<unknown>>('/api/taskList', own.token)).total },
      certificates: { totalCount: (await rest<RestPage<unknown>>('/api/userCertificate', own.token)).total },
    });
    // Not the request's session's (the learner's) lists.
    const learnerLists = [(await rest<RestPage<unknown>>('/api/taskList', token)).total, (await rest<RestPage<unknown>>('/api/userCertificate', token)).total];
    expect([own.viewer.tasks.totalCount, own.viewer.certificates.totalCount]).not.toEqual(learnerLists);

    // The spec's business refusal of a join: no places left (FORBIDDEN, portalCode 403), REST's message.
    const full = await courseId('精品小班：演讲力');
    const join = 'mutation J($input: JoinCourseInput!) { joinCourse(input: $input) { joined course { id joinState } } }';
    const refused = await next(join, { input: { courseId: full } }, token);
    expectSameRefusal(refused, ['joinCourse'], await suite.client.post(`/api/course/addOptional/${full}`, undefined, { token }), 'FORBIDDEN');
    expect(refused.errors![0]).toMatchObject({ message: '该课程名额不足，请咨询管理员', extensions: { code: 'FORBIDDEN', portalCode: 403, status: 403 } });
    expect(refused.data).toBeNull();
    const disabled = await courseId('已下线课程');
    expectSameRefusal(await next(join, { input: { courseId: disabled } }, token, 'en-US'), ['joinCourse'], await suite.client.post(`/api/course/addOptional/${disabled}`, undefined, { token, lang: 'en-US' }), 'FORBIDDEN');
  });

  it('joins a course, records a lesson, asks and answers a question: each payload is the write, and REST agrees', async () => {
    const token = await signIn(150);
    const id = await courseId('时间管理');
    const before = await rest<{ user_total: number; join_state: number | null }>(`/api/courseInfo/${id}`, token);
    expect(before.join_state).toBeNull();
    const join = 'mutation J($input: JoinCourseInput!) { joinCourse(input: $input) { joined course { id joinState participantCount } } }';
    const joined = await next<{ joinCourse: { joined: boolean; course: { id: string; joinState: string; participantCount: number } } }>(join, { input: { courseId: id } }, token);
    expect(joined.errors).toBeUndefined();
    expect(joined.data!.joinCourse).toEqual({ joined: true, course: { id, joinState: 'ELECTIVE', participantCount: before.user_total + 1 } });
    const after = await rest<{ user_total: number; join_state: number | null }>(`/api/courseInfo/${id}`, token);
    expect([after.join_state, after.user_total]).toEqual([3, before.user_total + 1]);
    const again = await next<{ joinCourse: { joined: boolean; course: { participantCount: number } } }>(join, { input: { courseId: id } }, token);
    expect(again.data!.joinCourse).toEqual({ joined: false, course: { id, joinState: 'ELECTIVE', participantCount: after.user_total } });
    const mine = await next<{ viewer: { courses: Page<{ id: string }> } }>(MY_COURSES, { joinState: 'ELECTIVE' }, token);
    expect(mine.data!.viewer.courses.nodes.map((c) => c.id)).toContain(id);

    // A study record of an elective's first video lesson.
    const practice = await courseId('前端工程化实践');
    await next(join, { input: { courseId: practice } }, token);
    const [lesson] = (await rest<RestChapter[]>(`/api/course/catalogs/${practice}`, token)).flatMap((c) => c.periods);
    const record = /* GraphQL */ `
      mutation R($input: RecordLessonStudyInput!) {
        recordLessonStudy(input: $input) { acceptedPosition lesson { id position furthest isCompleted progress } course { id progress } }
      }
    `;
    const recorded = await next<{ recordLessonStudy: { acceptedPosition: number; lesson: { id: string; position: number; furthest: number; isCompleted: boolean; progress: number }; course: { id: string; progress: number } } }>(
      record,
      { input: { lessonId: String(lesson!.id), position: 40, studySeconds: 10 } },
      token,
    );
    expect(recorded.errors).toBeUndefined();
    const info = await rest<RestPeriodInfo>(`/api/chapterInfo/${lesson!.id}`, token);
    const period = (await rest<RestChapter[]>(`/api/course/catalogs/${practice}`, token)).flatMap((c) => c.periods).find((p) => p.id === lesson!.id)!;
    // An elective may seek ahead; its furthest point follows the seconds credited (+5), as REST's own suite has it.
    expect(recorded.data!.recordLessonStudy).toEqual({
      acceptedPosition: 40,
      lesson: { id: String(lesson!.id), position: info.position, furthest: info.furthest, isCompleted: info.completed === 1, progress: period.progress },
      course: { id: practice, progress: (await rest<{ progress: number }>(`/api/courseInfo/${practice}`, token)).progress },
    });
    expect(info.position).toBe(40);
    expect(info.furthest).toBeLessThan(40);
    const badRecord = await next(record, { input: { lessonId: String(lesson!.id), position: 40, studySeconds: 601 } }, token);
    expect(badRecord.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', portalCode: 422, status: 422 });
    expectNoUpstreamDetail(badRecord);

    // A question and an answer to it.
    const ask = 'mutation A($input: AskCourseQuestionInput!) { askCourseQuestion(input: $input) { question { id title content answerCount authorName course { id } } } }';
    const asked = await next<{ askCourseQuestion: { question: { id: string; title: string; content: string; answerCount: number; authorName: string; course: { id: string } } } }>(
      ask,
      { input: { courseId: id, title: '如何安排每天的优先级？', content: '想听听大家的方法' } },
      token,
    );
    expect(asked.errors).toBeUndefined();
    const question = asked.data!.askCourseQuestion.question;
    expect(question).toMatchObject({ title: '如何安排每天的优先级？', content: '想听听大家的方法', answerCount: 0, course: { id } });
    const listed = await rest<RestPage<{ id: number; user_name: string }>>(`/api/courseQuestion/${id}`, token, { limit: 100 });
    expect(listed.list[0]).toMatchObject({ id: Number(question.id), user_name: question.authorName });
    const answer = 'mutation B($input: AnswerCourseQuestionInput!) { answerCourseQuestion(input: $input) { answerId question { id answerCount answers { totalCount nodes { id content parentAnswerId replyCount } } } } }';
    const answered = await next<{ answerCourseQuestion: { answerId: string; question: { answerCount: number; answers: Page<{ id: string; content: string; parentAnswerId: string | null; replyCount: number }> } } }>(
      answer,
      { input: { questionId: question.id, content: '先做重要且紧急的事' } },
      await signIn(151),
    );
    expect(answered.errors).toBeUndefined();
    const detail = await rest<RestQuestion>(`/api/courseQuesAnswer/${question.id}`, token, { limit: 20 });
    expect(answered.data!.answerCourseQuestion.question.answerCount).toBe(detail.answer_count);
    expect(detail.answer_count).toBe(1);
    expect(answered.data!.answerCourseQuestion.question.answers.nodes).toEqual(detail.answers.list.map((a) => ({ id: String(a.id), content: a.content, parentAnswerId: null, replyCount: 0 })));
    expect(detail.answers.list.map((a) => String(a.id))).toEqual([answered.data!.answerCourseQuestion.answerId]);
    const missing = await next(ask, { input: { courseId: '999999', title: 'x' } }, token);
    expectSameRefusal(missing, ['askCourseQuestion'], await suite.client.post('/api/courseQuesAnswer/askQuestions', { course_id: 999999, title: 'x' }, { token }), 'NOT_FOUND');
  });

  // Before the next case, which opens the running task's first mission (unlocking the second one this case finds locked).
  it("answers My Learning's own documents (src/graphql/learning.graphql) with REST's values and refusals", async () => {
    const token = await learner();
    // The tasks tab, a task's missions, and the locked mission refused with the spec's message.
    const tasks = await spa<{ viewer: { tasks: Page<{ id: string; name: string; status: string; progress: number; courseCount: number; examCount: number; startsAt: string }> } }>('MyTasks', { kind: 'STUDY_TASK', page: 1, pageSize: 50 }, token);
    expect(tasks.errors).toBeUndefined();
    const restTasks = await rest<RestPage<RestTaskCard & { course_number: number; paper_number: number }>>('/api/taskList', token, { kind: 1, limit: 50 });
    expect(tasks.data!.viewer.tasks.totalCount).toBe(restTasks.total);
    expect(tasks.data!.viewer.tasks.nodes.map((t) => [t.id, t.name, t.status, t.progress, t.courseCount, t.examCount, t.startsAt])).toEqual(
      restTasks.list.map((t) => [String(t.id), t.name, TASK_STATUSES[t.task_status], t.progress, t.course_number, t.paper_number, iso(t.start_time)]),
    );
    const running = tasks.data!.viewer.tasks.nodes.find((t) => t.name === LEARNING_DEMO.runningTask)!;
    expect(running.status).toBe('IN_PROGRESS');
    const detail = await spa<{ task: { id: string; isOrdered: boolean; refusal: string | null; missions: { id: string; type: string; refId: string | null; isDone: boolean; isLocked: boolean; lockReason: string | null }[] } }>('TaskDetail', { id: running.id }, token);
    expect(detail.errors).toBeUndefined();
    const restDetail = await rest<RestTaskDetail>(`/api/taskDetail/${running.id}`, token);
    expect(detail.data!.task.missions.map((m) => [m.id, m.type, m.refId, m.isDone, m.isLocked, m.lockReason])).toEqual(
      restDetail.missions.map((m) => [String(m.id), MISSION_TYPES[m.item_type], m.ref_id === null ? null : String(m.ref_id), m.is_done === 1, m.locked === 1, REFUSALS[m.lock_reason]]),
    );
    const second = detail.data!.task.missions[1]!;
    expect([second.isLocked, second.lockReason]).toEqual([true, 'PREVIOUS_FIRST']);
    const refused = await spa('RecordTaskStudy', { input: { taskId: running.id, missionId: second.id } }, token, 'en-US');
    expectSameRefusal(refused, ['recordTaskStudy'], await suite.client.post('/api/task/studyRecord', { task_id: Number(running.id), mission_id: Number(second.id) }, { token, lang: 'en-US' }), 'FORBIDDEN');
    expect(refused.errors![0]!.message).toBe('You must finish the previous task first');
    // Another user's task answers like a missing one.
    const other = await signIn(195);
    expectSameRefusal(await spa('TaskDetail', { id: running.id }, other), ['task'], await suite.client.get(`/api/taskDetail/${running.id}`, { token: other }), 'NOT_FOUND');

    // The courses tab: electives with the counts of both tabs.
    const courses = await spa<{ viewer: { courses: Page<{ id: string; title: string; joinState: string | null; participantCount: number }> & { requiredCount: number; electiveCount: number } } }>('MyCourses', { joinState: 'ELECTIVE', page: 1, pageSize: 50 }, token);
    expect(courses.errors).toBeUndefined();
    const restElectives = await rest<Omit<RestMyCourses, 'list'> & { list: (RestCard & { user_total: number })[] }>('/api/mycourse', token, { type: 2, limit: 50 });
    expect(courses.data!.viewer.courses.nodes.map((c) => [c.id, c.title, c.participantCount])).toEqual(restElectives.list.map((c) => [String(c.id), c.title, c.user_total]));
    expect([courses.data!.viewer.courses.requiredCount, courses.data!.viewer.courses.electiveCount]).toEqual([restElectives.required_total, restElectives.elective_total]);
    expect(courses.data!.viewer.courses.nodes.map((c) => c.title)).toContain(LEARNING_DEMO.guideCourse);

    // Offline trainings, the lecturer filter's options and a full training's refusal.
    const trainings = await spa<{ viewer: { trainings: Page<{ id: string; name: string; isEnrolled: boolean; placesLeft: number | null; registration: string; enrolmentRefusal: string | null }> } }>('MyTrainings', { page: 1, pageSize: 50 }, token);
    expect(trainings.errors).toBeUndefined();
    const restTrainings = await rest<RestPage<RestTraining & { apply_refusal: string }>>('/api/trainOffline', token, { limit: 50 });
    expect(trainings.data!.viewer.trainings.nodes.map((t) => [t.id, t.name, t.isEnrolled, t.placesLeft])).toEqual(restTrainings.list.map((t) => [String(t.id), t.name, t.is_apply === 1, t.places_left]));
    const full = trainings.data!.viewer.trainings.nodes.find((t) => t.name === LEARNING_DEMO.full)!;
    expect(full.enrolmentRefusal).toBe('FULL');
    const enrolled = await spa('EnrolInTraining', { input: { trainingId: full.id } }, token);
    expectSameRefusal(enrolled, ['enrolInTraining'], await suite.client.post(`/api/trainOffline/apply/${full.id}`, undefined, { token }), 'FORBIDDEN');
    expect(enrolled.errors![0]!.message).toBe('名额已满');
    const opened = await spa<{ training: { id: string; description: string; enrolledCount: number } }>('TrainingDetail', { id: full.id }, token);
    const restFull = await rest<{ description: string; applied_count: number }>(`/api/trainOffline/${full.id}`, token);
    expect(opened.data!.training).toEqual({ ...opened.data!.training, id: full.id, description: restFull.description, enrolledCount: restFull.applied_count });
    const lecturer = (await suite.server.db.selectFrom('trainings').select('lecturer_id').where('id', '=', Number(full.id)).executeTakeFirstOrThrow()).lecturer_id!;
    const filtered = await spa<{ viewer: { trainings: Page<{ id: string }> } }>('MyTrainings', { lecturerId: String(lecturer), page: 1, pageSize: 50 }, token);
    const restFiltered = await rest<RestPage<RestTraining>>('/api/trainOffline', token, { lecturer_id: lecturer, limit: 50 });
    expect(filtered.data!.viewer.trainings.nodes.map((t) => t.id)).toEqual(restFiltered.list.map((t) => String(t.id)));
    const options = await spa<{ allLecturers: { id: string; name: string }[] }>('TrainingLecturerOptions', {}, token);
    const restLecturers = await rest<RestPage<{ id: number; name: string }>>('/api/lecturer', token, { page: 1, limit: 999999 });
    expect(new Set(options.data!.allLecturers.map((l) => l.id))).toEqual(new Set(restLecturers.list.map((l) => String(l.id))));

    // Certificates and the verification of a number.
    const certificates = await spa<{ viewer: { certificates: Page<{ id: string; number: string; holderName: string }> } }>('MyCertificates', { page: 1, pageSize: 10 }, token);
    expect(certificates.errors).toBeUndefined();
    const restCertificates = await rest<RestPage<{ id: number; cert_no: string }>>('/api/userCertificate', token, { limit: 10 });
    expect(certificates.data!.viewer.certificates.nodes.map((c) => [c.id, c.number])).toEqual(restCertificates.list.map((c) => [String(c.id), c.cert_no]));
    const number = certificates.data!.viewer.certificates.nodes[0]!.number;
    const verified = await spa<{ certificateVerification: { id: string; isValid: boolean; holderName: string | null } }>('CertificateVerification', { number }, token);
    expect(verified.data!.certificateVerification).toMatchObject({ id: number, isValid: true, holderName: DEMO.learner.name });
    const unknown = await spa<{ certificateVerification: { isValid: boolean } }>('CertificateVerification', { number: 'NO-SUCH-NUMBER' }, token);
    expect(unknown.data!.certificateVerification.isValid).toBe(false);

    // The live class schedule: the day's and the week's, as REST has them.
    const schedule = await spa<{ viewer: { liveSchedule: { date: string; weekStart: string; day: { id: string }[]; week: { id: string; startsAt: string }[] } } }>('LiveSchedule', {}, token);
    expect(schedule.errors).toBeUndefined();
    const restSchedule = await rest<{ date: string; week_start: string; today: { id: number }[]; week: { id: number; live_start: number }[] }>('/api/mycourse/courseLive', token);
    expect(schedule.data!.viewer.liveSchedule).toMatchObject({ date: restSchedule.date, weekStart: restSchedule.week_start });
    expect(schedule.data!.viewer.liveSchedule.day.map((l) => l.id)).toEqual(restSchedule.today.map((l) => String(l.id)));
    expect(schedule.data!.viewer.liveSchedule.week.map((l) => [l.id, l.startsAt])).toEqual(restSchedule.week.map((l) => [String(l.id), iso(l.live_start)]));
  });

  it("opens a task's mission and enrols in and out of a training: each payload is the write, and REST agrees", async () => {
    const token = await learner();
    const running = (await rest<RestPage<RestTaskCard>>('/api/taskList', token, { limit: 100 })).list.find((t) => t.name === LEARNING_DEMO.runningTask)!;
    const [first] = (await rest<RestTaskDetail>(`/api/taskDetail/${running.id}`, token)).missions;
    const period = await suite.server.db.selectFrom('course_periods').select('id').where('course_id', '=', first!.ref_id!).executeTakeFirstOrThrow();
    const record = /* GraphQL */ `
      mutation R($input: RecordTaskStudyInput!) {
        recordTaskStudy(input: $input) { lessonCompleted courseProgress task { id progress doneCount isComplete missions { id isDone isLocked } } mission { id isDone } }
      }
    `;
    type Recorded = { recordTaskStudy: { lessonCompleted: boolean | null; courseProgress: number | null; task: { id: string; progress: number; doneCount: number; missions: { id: string; isDone: boolean; isLocked: boolean }[] }; mission: { id: string; isDone: boolean } } };
    const opened = await next<Recorded>(record, { input: { taskId: String(running.id), missionId: String(first!.id) } }, token);
    expect(opened.errors).toBeUndefined();
    expect(opened.data!.recordTaskStudy).toMatchObject({ lessonCompleted: null, courseProgress: null, mission: { id: String(first!.id), isDone: false } });
    let last: Recorded | undefined;
    for (let page = 1; page <= LEARNING_DEMO.guidePages; page += 1) {
      last = (await next<Recorded>(record, { input: { taskId: String(running.id), missionId: String(first!.id), lessonId: String(period.id), position: page, studySeconds: 30 } }, token)).data!;
    }
    const detail = await rest<RestTaskDetail>(`/api/taskDetail/${running.id}`, token);
    expect(last!.recordTaskStudy).toEqual({
      lessonCompleted: true,
      courseProgress: 100,
      task: { id: String(running.id), progress: detail.progress, doneCount: detail.done_number, isComplete: false, missions: detail.missions.map((m) => ({ id: String(m.id), isDone: m.is_done === 1, isLocked: m.locked === 1 })) },
      mission: { id: String(first!.id), isDone: true },
    });
    expect(detail.progress).toBe(33);

    const seat = (await rest<RestPage<RestTraining>>('/api/trainOffline', token, { limit: 100 })).list.find((t) => t.name === LEARNING_DEMO.oneSeatLeft)!;
    const enrol = 'mutation E($input: EnrolInTrainingInput!) { enrolInTraining(input: $input) { enrolled training { id isEnrolled placesLeft registration canCancel enrolledAt } } }';
    type Enrolled = { enrolInTraining: { enrolled: boolean; training: { id: string; isEnrolled: boolean; placesLeft: number | null; registration: string; canCancel: boolean; enrolledAt: string | null } } };
    const enrolled = await next<Enrolled>(enrol, { input: { trainingId: String(seat.id) } }, token);
    expect(enrolled.errors).toBeUndefined();
    const restSeat = await rest<RestTraining & { applied_at: number | null }>(`/api/trainOffline/${seat.id}`, token);
    expect(enrolled.data!.enrolInTraining).toEqual({ enrolled: true, training: { id: String(seat.id), isEnrolled: true, placesLeft: 0, registration: 'REGISTERED', canCancel: true, enrolledAt: iso(restSeat.applied_at) } });
    expect([restSeat.is_apply, restSeat.places_left]).toEqual([1, 0]);
    expect((await next<Enrolled>(enrol, { input: { trainingId: String(seat.id) } }, token)).data!.enrolInTraining.enrolled).toBe(false);
    const other = await suite.client.login(LEARNING_DEMO.otherEmployee, DEMO.employeePassword);
    expectSameRefusal(await next(enrol, { input: { trainingId: String(seat.id) } }, other, 'en-US'), ['enrolInTraining'], await suite.client.post(`/api/trainOffline/apply/${seat.id}`, undefined, { token: other, lang: 'en-US' }), 'FORBIDDEN');
    const cancel = 'mutation C($input: CancelTrainingEnrolmentInput!) { cancelTrainingEnrolment(input: $input) { training { id isEnrolled placesLeft } } }';
    const cancelled = await next<{ cancelTrainingEnrolment: { training: { id: string; isEnrolled: boolean; placesLeft: number } } }>(cancel, { input: { trainingId: String(seat.id) } }, token);
    expect(cancelled.data!.cancelTrainingEnrolment.training).toEqual({ id: String(seat.id), isEnrolled: false, placesLeft: 1 });
    expect((await rest<RestTraining>(`/api/trainOffline/${seat.id}`, token)).is_apply).toBe(0);
  });
});

describe("the viewer's lists of a user who is not the viewer", () => {
  // A forum post's author is such a user: the lists answer null (users/own.ts), never the caller's data.
  it('answer null, reading nothing but the viewer', async () => {
    const calls: string[] = [];
    const rest = {
      locale: 'en-US',
      get: async (route: string) => {
        calls.push(route);
        // The viewer (id 1), and an empty page for any list.
        return { id: 1, list: [], total: 0, required_total: 0, elective_total: 0 };
      },
    } as unknown as Rest;
    const context = { rest } as GraphContext;
    const other = { id: 2 } as UserParent;
    const fields = { ...learningResolvers.User, ...coursewareResolvers.User } as Record<string, (user: UserParent, args: object, context: GraphContext) => Promise<unknown>>;
    expect(Object.keys(fields).sort()).toEqual(['certificates', 'courseQuestions', 'courses', 'coursewares', 'liveSchedule', 'tasks', 'trainings']);
    for (const [name, resolve] of Object.entries(fields)) {
      await expect(resolve(other, {}, context), name).resolves.toBeNull();
    }
    // Only the viewer was read: nothing of the other user's.
    expect(new Set(calls)).toEqual(new Set(['/api/users']));
    // The viewer's own: answered.
    for (const [name, resolve] of Object.entries(fields)) await expect(resolve({ id: 1 } as UserParent, {}, context), name).resolves.toBeTruthy();
    expect(calls.length).toBeGreaterThan(Object.keys(fields).length * 2);
  });
});
