/**
 * The course area through the SPA's own documents (src/graphql/courses.graphql) on the
 * domain graph, against the REST API's answers for the same reader: the catalogue with its
 * filters, joining an elective (and REST's refusal of a full course, in the reader's language),
 * the lecturers' list with its search and pages, one lecturer, their courses and their offline
 * trainings with the reader's registration and invitation; a course's page, its contents and a
 * lesson in the player with a study record; the course Q&A and the member area's.
 */
import { describe, expect, it } from 'vitest';
import { LEARNING_DEMO } from '../../server/seed/learning.js';
import { spaOperation } from '../support/spa-operations.js';
import { DEMO, employee, graphDatabaseKinds, graphql, suiteServer, type GraphQLAnswer } from '../support/test-server.js';

function run<T>(baseUrl: string, name: string, variables: Record<string, unknown>, token: string): Promise<GraphQLAnswer<T>> {
  return graphql<T>(baseUrl, { operationName: name, query: spaOperation(name).text, variables }, { token });
}

interface Page<T> {
  totalCount: number;
  nodes: T[];
}
interface RestPage<T> {
  list: T[];
  total: number;
}
interface RestPeriod {
  id: number;
  period_type: number;
}

describe.each(graphDatabaseKinds())('the course area through the SPA documents on %s', (kind) => {
  const suite = suiteServer(kind, { graph: true });

  it("answers the catalogue's filters and each filtered page as REST does", async () => {
    const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const basis = (await suite.client.get<{ course_types: { id: number; name: string }[]; categories: { id: number; name: string }[] }>('/api/courseBasis', { token })).body.data;
    const filters = await run<{ courseTypes: { type: string; name: string }[]; courseCategories: { id: string; name: string }[] }>(suite.server.url, 'CourseCatalogueFilters', {}, token);
    expect(filters.errors, JSON.stringify(filters.errors)).toBeUndefined();
    expect(filters.data!.courseTypes.map((t) => t.name)).toEqual(basis.course_types.map((t) => t.name));
    expect(filters.data!.courseCategories.map((c) => [c.id, c.name])).toEqual(basis.categories.map((c) => [String(c.id), c.name]));

    // Each filter as the page sends it, against REST's same filter (course_type 7, is_required 1 and 2, a category, a search).
    const cases: [Record<string, unknown>, Record<string, string | number>][] = [
      [{}, {}],
      [{ type: 'FACE_TO_FACE' }, { course_type: 7 }],
      [{ isRequired: true }, { is_required: 1 }],
      [{ isRequired: false }, { is_required: 2 }],
      [{ categoryId: String(basis.categories[0]!.id) }, { category_id: basis.categories[0]!.id }],
      [{ keywords: '沟通' }, { keywords: '沟通' }],
    ];
    for (const [variables, query] of cases) {
      const page = await run<{ courseSearch: Page<{ id: string; title: string }> }>(suite.server.url, 'CourseCatalogue', { ...variables, page: 2, pageSize: 5 }, token);
      expect(page.errors, JSON.stringify(page.errors)).toBeUndefined();
      const rest = (await suite.client.get<RestPage<{ id: number; title: string }>>('/api/courseSearch', { token, query: { ...query, page: 2, limit: 5 } })).body.data;
      expect(page.data!.courseSearch.totalCount, JSON.stringify(query)).toBe(rest.total);
      expect(page.data!.courseSearch.nodes.map((c) => [c.id, c.title])).toEqual(rest.list.map((c) => [String(c.id), c.title]));
    }
  });

  it('joins an elective once, answers the course as it is now, and refuses a full one with REST\'s message', async () => {
    const token = await suite.client.login(employee(151), DEMO.employeePassword);
    type Card = { id: string; title: string; joinState: string | null; participantCount: number; joinRefusal: string | null };
    const electives = await run<{ courseSearch: Page<Card> }>(suite.server.url, 'CourseCatalogue', { isRequired: false, pageSize: 100 }, token);
    const open = electives.data!.courseSearch.nodes.find((c) => c.joinState === null && c.joinRefusal === null)!;
    type Join = { joinCourse: { joined: boolean; course: { id: string; joinState: string; participantCount: number } } };
    const first = await run<Join>(suite.server.url, 'JoinCourse', { input: { courseId: open.id } }, token);
    expect(first.errors, JSON.stringify(first.errors)).toBeUndefined();
    expect(first.data!.joinCourse).toMatchObject({ joined: true, course: { id: open.id, joinState: 'ELECTIVE', participantCount: open.participantCount + 1 } });
    const again = await run<Join>(suite.server.url, 'JoinCourse', { input: { courseId: open.id } }, token);
    expect(again.data!.joinCourse.joined).toBe(false);
    expect(again.data!.joinCourse.course.participantCount).toBe(open.participantCount + 1);

    const full = electives.data!.courseSearch.nodes.find((c) => c.joinState === null && c.joinRefusal !== null && c.participantCount > 0)!;
    const refused = await graphql<Join>(suite.server.url, { operationName: 'JoinCourse', query: spaOperation('JoinCourse').text, variables: { input: { courseId: full.id } } }, { token, lang: 'en-US' });
    const rest = await suite.client.post(`/api/course/addOptional/${full.id}`, undefined, { token, lang: 'en-US' });
    expect(refused.data?.joinCourse ?? null).toBeNull();
    expect(refused.errors?.[0]?.message).toBe(rest.body.msg);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists and searches the lecturers as REST does, page by page', async () => {
    const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const rest = (await suite.client.get<RestPage<{ id: number; name: string; course_count: number }>>('/api/lecturer', { token, query: { page: 1, limit: 2 } })).body.data;
    const first = await run<{ lecturers: Page<{ id: string; name: string; courseCount: number }> }>(suite.server.url, 'Lecturers', { page: 1, pageSize: 2 }, token);
    expect(first.errors, JSON.stringify(first.errors)).toBeUndefined();
    expect(first.data!.lecturers.totalCount).toBe(rest.total);
    expect(first.data!.lecturers.nodes.map((l) => [l.id, l.name, l.courseCount])).toEqual(rest.list.map((l) => [String(l.id), l.name, l.course_count]));

    const name = rest.list[0]!.name;
    const found = await run<{ lecturers: Page<{ name: string }> }>(suite.server.url, 'Lecturers', { keywords: name.slice(0, 1) }, token);
    const restFound = (await suite.client.get<RestPage<{ name: string }>>('/api/lecturer', { token, query: { keywords: name.slice(0, 1), page: 1, limit: 20 } })).body.data;
    expect(found.data!.lecturers.nodes.map((l) => l.name)).toEqual(restFound.list.map((l) => l.name));
    expect(found.data!.lecturers.nodes.map((l) => l.name)).toContain(name);
  });

  it("answers a lecturer with their courses; an unknown one is NOT_FOUND", async () => {
    const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const { id } = (await suite.client.get<RestPage<{ id: number }>>('/api/lecturer', { token, query: { page: 1, limit: 1 } })).body.data.list[0]!;
    const info = (await suite.client.get<{ name: string; intro: string }>(`/api/lecturer/${id}`, { token })).body.data;
    const lecturer = await run<{ lecturer: { id: string; name: string; intro: string } }>(suite.server.url, 'Lecturer', { id: String(id) }, token);
    expect(lecturer.data!.lecturer).toMatchObject({ id: String(id), name: info.name, intro: info.intro });

    const courses = await run<{ lecturer: { courses: Page<{ id: string; title: string }> } }>(suite.server.url, 'LecturerCourses', { id: String(id), page: 1, pageSize: 50 }, token);
    const restCourses = (await suite.client.get<RestPage<{ id: number; title: string }>>(`/api/lecturer/course/${id}`, { token, query: { page: 1, limit: 50 } })).body.data;
    expect(courses.data!.lecturer.courses.totalCount).toBe(restCourses.total);
    expect(courses.data!.lecturer.courses.nodes.map((c) => [c.id, c.title])).toEqual(restCourses.list.map((c) => [String(c.id), c.title]));

    const missing = await run<{ lecturer: null }>(suite.server.url, 'Lecturer', { id: '2147483000' }, token);
    expect(missing.data?.lecturer ?? null).toBeNull();
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("lists a lecturer's trainings with the reader's registration and invitation", async () => {
    const full = await suite.server.db.selectFrom('trainings').select(['id', 'lecturer_id']).where('name', '=', LEARNING_DEMO.full).executeTakeFirstOrThrow();
    type Training = { id: string; isInvited: boolean; placesLeft: number | null; registration: string; canEnrol: boolean };
    const page = async (token: string) => {
      const answer = await run<{ lecturer: { trainings: Page<Training> } }>(suite.server.url, 'LecturerTrainings', { id: String(full.lecturer_id), pageSize: 50 }, token);
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      const rest = (await suite.client.get<RestPage<{ id: number; is_invited: number }>>(`/api/lecturer/TrainOffline/${full.lecturer_id}`, { token, query: { page: 1, limit: 50 } })).body.data;
      expect(answer.data!.lecturer.trainings.nodes.map((t) => [t.id, t.isInvited])).toEqual(rest.list.map((t) => [String(t.id), t.is_invited === 1]));
      return answer.data!.lecturer.trainings;
    };
    // The learner is invited to the full training: no places left, so no enrolment.
    const learner = await page(await suite.client.login(DEMO.learner.account, DEMO.learner.password));
    expect(learner.nodes.find((t) => t.id === String(full.id))).toMatchObject({ isInvited: true, placesLeft: 0, canEnrol: false });
    // Someone who is not invited sees the published training without an invitation.
    const stranger = await page(await suite.client.login(employee(150), DEMO.employeePassword));
    expect(stranger.nodes.find((t) => t.id === String(full.id))?.isInvited).toBe(false);
  });

  it("sends a course's page, its contents and a lesson in the player, and records study, as REST answers them", async () => {
    const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const rest = async <T>(path: string, query?: Record<string, string | number>) => (await suite.client.get<T>(path, { token, query })).body.data;
    // A required course of the learner's whose first lesson is a video.
    let courseId = 0;
    let first: RestPeriod | undefined;
    for (const course of (await rest<RestPage<{ id: number }>>('/api/mycourse', { type: 1, limit: 100 })).list) {
      const lessons = (await rest<{ periods: RestPeriod[] }[]>(`/api/course/catalogs/${course.id}`)).flatMap((c) => c.periods);
      if (lessons.length > 1 && lessons[0]!.period_type === 2) [courseId, first] = [course.id, lessons[0]];
      if (first) break;
    }
    expect(first).toBeDefined();
    const id = String(courseId);

    type CoursePage = { course: { id: string; title: string; typeName: string; participantCount: number; places: number | null; placesLeft: number | null; isOrdered: boolean; joinState: string | null; lecturers: { id: string }[] } };
    const page = await run<CoursePage>(suite.server.url, 'CoursePage', { id }, token);
    expect(page.errors, JSON.stringify(page.errors)).toBeUndefined();
    const info = await rest<{ title: string; CourseTypeName: string; user_total: number; places: number | null; places_left: number | null; is_ordered: number; join_state: number | null; teachers: { id: number }[] }>(`/api/courseInfo/${id}`);
    expect(page.data!.course).toMatchObject({
      id,
      title: info.title,
      typeName: info.CourseTypeName,
      participantCount: info.user_total,
      places: info.places,
      placesLeft: info.places_left,
      isOrdered: info.is_ordered === 1,
      joinState: 'REQUIRED',
      lecturers: info.teachers.map((t) => ({ id: String(t.id) })),
    });

    type Contents = { course: { chapters: { id: string; lessons: { id: string; kind: string }[] }[]; resources: { id: string }[]; relatedCourses: { id: string }[] } };
    const contents = await run<Contents>(suite.server.url, 'CourseContents', { id }, token);
    expect(contents.errors, JSON.stringify(contents.errors)).toBeUndefined();
    const catalogs = await rest<{ id: number; periods: RestPeriod[] }[]>(`/api/course/catalogs/${id}`);
    const kinds = ['', 'LIVE', 'VIDEO', 'AUDIO', 'DOCUMENT', 'EXAM', 'QUESTIONNAIRE'];
    expect(contents.data!.course.chapters).toMatchObject(catalogs.map((c) => ({ id: String(c.id), lessons: c.periods.map((p) => ({ id: String(p.id), kind: kinds[p.period_type] })) })));
    expect(contents.data!.course.resources.map((r) => r.id)).toEqual((await rest<{ id: number }[]>(`/api/course/datum/${id}`)).map((r) => String(r.id)));
    expect(contents.data!.course.relatedCourses.map((c) => c.id)).toEqual((await rest<{ id: number }[]>(`/api/courseInfo/other/${id}`)).map((c) => String(c.id)));

    type Player = { lesson: { id: string; kind: string; mediaUrl: string | null; length: number | null; position: number; furthest: number; noSkipping: boolean; course: { id: string; title: string }; previousLesson: { id: string } | null; nextLesson: { id: string } | null } };
    const lessonId = String(first!.id);
    const player = await run<Player>(suite.server.url, 'LessonPlayer', { id: lessonId }, token);
    expect(player.errors, JSON.stringify(player.errors)).toBeUndefined();
    const period = await rest<{ media_url: string | null; length: number | null; position: number; furthest: number; no_skipping: number; prev_id: number | null; next_id: number | null }>(`/api/chapterInfo/${lessonId}`);
    expect(player.data!.lesson).toMatchObject({
      id: lessonId,
      title: expect.any(String),
      kind: 'VIDEO',
      pages: null,
      mediaUrl: period.media_url,
      length: period.length,
      position: period.position,
      furthest: period.furthest,
      isCompleted: expect.any(Boolean),
      noSkipping: period.no_skipping === 1,
      course: { id, title: info.title, type: expect.any(String), joinState: 'REQUIRED' },
      previousLesson: null,
      nextLesson: period.next_id === null ? null : { id: String(period.next_id) },
    });

    // A record back at the start (within what a required course allows): the lesson resumes there, as REST has it.
    type Recorded = { recordLessonStudy: { acceptedPosition: number; lesson: { id: string; position: number; furthest: number }; course: { id: string } } };
    const position = 1;
    const recorded = await run<Recorded>(suite.server.url, 'RecordLessonStudy', { input: { lessonId, position, studySeconds: 3 } }, token);
    expect(recorded.errors, JSON.stringify(recorded.errors)).toBeUndefined();
    const after = await rest<{ position: number; furthest: number }>(`/api/chapterInfo/${lessonId}`);
    expect(recorded.data!.recordLessonStudy).toMatchObject({ acceptedPosition: position, lesson: { id: lessonId, position: after.position, furthest: after.furthest }, course: { id } });
    expect(after.position).toBe(position);
  });

  it("asks, answers and replies in a course's Q&A, and lists the asker's questions with their counts", async () => {
    const asker = await suite.client.login(employee(152), DEMO.employeePassword);
    const other = await suite.client.login(employee(153), DEMO.employeePassword);
    const course = (await run<{ courseSearch: Page<{ id: string; title: string }> }>(suite.server.url, 'CourseCatalogue', { pageSize: 1 }, asker)).data!.courseSearch.nodes[0]!;

    type Asked = { askCourseQuestion: { question: { id: string; title: string; content: string; answerCount: number; courseTitle: string } } };
    const asked = await run<Asked>(suite.server.url, 'AskCourseQuestion', { input: { courseId: course.id, title: '怎样复盘一次项目？', content: '' } }, asker);
    expect(asked.errors, JSON.stringify(asked.errors)).toBeUndefined();
    const question = asked.data!.askCourseQuestion.question;
    expect(question).toMatchObject({ title: '怎样复盘一次项目？', content: '', answerCount: 0, courseTitle: course.title });
    const listed = await run<{ course: { title: string; questions: Page<{ id: string }> } }>(suite.server.url, 'CourseQuestions', { id: course.id, page: 1, pageSize: 10 }, other);
    expect(listed.data!.course.questions.nodes[0]!.id).toBe(question.id);

    type Answered = { answerCourseQuestion: { answerId: string; question: { id: string; answerCount: number } } };
    const answered = await run<Answered>(suite.server.url, 'AnswerCourseQuestion', { input: { questionId: question.id, content: '先列时间线' } }, other);
    expect(answered.errors, JSON.stringify(answered.errors)).toBeUndefined();
    expect(answered.data!.answerCourseQuestion.question).toMatchObject({ id: question.id, answerCount: 1 });
    const replied = await run<Answered>(suite.server.url, 'AnswerCourseQuestion', { input: { questionId: question.id, parentAnswerId: answered.data!.answerCourseQuestion.answerId, content: '谢谢' } }, asker);
    expect(replied.data!.answerCourseQuestion.question.answerCount).toBe(2);

    type Thread = { courseQuestion: { answers: Page<{ id: string; content: string; replyCount: number; replies: Page<{ content: string }> }> } };
    const thread = await run<Thread>(suite.server.url, 'CourseQuestionThread', { id: question.id, pageSize: 50 }, asker);
    expect(thread.errors, JSON.stringify(thread.errors)).toBeUndefined();
    expect(thread.data!.courseQuestion.answers).toMatchObject({ totalCount: 1, nodes: [{ id: answered.data!.answerCourseQuestion.answerId, content: '先列时间线', replyCount: 1, replies: { totalCount: 1, nodes: [{ content: '谢谢' }] } }] });

    type Mine = { viewer: { courseQuestions: Page<{ id: string }>; questionAnswerCounts: { questions: number; answersReceived: number; answersWritten: number } } };
    const mine = await run<Mine>(suite.server.url, 'MyCourseQuestions', { page: 1, pageSize: 10 }, asker);
    expect(mine.errors, JSON.stringify(mine.errors)).toBeUndefined();
    const restMine = (await suite.client.get<RestPage<{ id: number }>>('/api/userQuestionList', { token: asker, query: { page: 1, limit: 10 } })).body.data;
    const counts = (await suite.client.get<{ question_num: number; answer_num: number; my_answer_num: number }>('/api/userAnswerNum', { token: asker })).body.data;
    expect(mine.data!.viewer.courseQuestions.totalCount).toBe(restMine.total);
    expect(mine.data!.viewer.courseQuestions.nodes.map((q) => q.id)).toEqual(restMine.list.map((q) => String(q.id)));
    expect(mine.data!.viewer.courseQuestions.nodes[0]!.id).toBe(question.id);
    expect(mine.data!.viewer.questionAnswerCounts).toMatchObject({ questions: counts.question_num, answersReceived: counts.answer_num, answersWritten: counts.my_answer_num });
  });
});
