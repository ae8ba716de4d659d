/**
 * My Learning through the GraphQL gateway: the SPA's operations (src/graphql/learning.graphql
 * with the course card fragment of shared.graphql) against the real REST API; a refused
 * mission or enrolment arrives with its upstream envelope in the caller's language.
 */
import { describe, expect, it } from 'vitest';
import { LEARNING_DEMO } from '../../server/seed/learning.js';
import { spaOperation } from '../support/spa-operations.js';
import { databaseKinds, DEMO, graphql, suiteServer, upstreamEnvelope } from '../support/test-server.js';

/** An operation of the SPA with the fragments it uses. */
const operation = (name: string) => spaOperation(name).text;

interface TaskListAnswer {
  taskList: { data: { list: { id: number; name: string; task_status: number }[] } } | null;
}
interface TaskDetailAnswer {
  taskDetail: { data: { missions: { id: number; locked: number; lock_reason: string }[] } } | null;
}

describe.each(databaseKinds())('My Learning through the gateway on %s', (kind) => {
  const suite = suiteServer(kind, { gateway: true });

  it('lists tasks, courses and trainings, and refuses the locked mission with the spec message', async () => {
    const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const tasks = await graphql<TaskListAnswer>(suite.server.url, operation('TaskList'), { kind: 1, limit: 50 }, { token });
    expect(tasks.errors, JSON.stringify(tasks.errors)).toBeUndefined();
    const running = tasks.data!.taskList!.data.list.find((t) => t.name === LEARNING_DEMO.runningTask)!;
    expect(running.task_status).toBe(1);

    const detail = await graphql<TaskDetailAnswer>(suite.server.url, operation('TaskDetail'), { id: running.id }, { token });
    const second = detail.data!.taskDetail!.data.missions[1]!;
    expect([second.locked, second.lock_reason]).toEqual([1, 'taskPreviousFirst']);
    const refused = await graphql(suite.server.url, operation('TaskStudyRecord'), { input: { task_id: running.id, mission_id: second.id } }, { token, lang: 'en-US' });
    expect(upstreamEnvelope(refused.errors?.[0]).body).toMatchObject({ code: 403, msg: 'You must finish the previous task first' });

    const courses = await graphql<{ mycourse: { data: { list: { title: string }[]; elective_total: number } } }>(suite.server.url, operation('MyCourse'), { type: 2, limit: 50 }, { token });
    expect(courses.errors, JSON.stringify(courses.errors)).toBeUndefined();
    expect(courses.data!.mycourse.data.list.map((c) => c.title)).toContain(LEARNING_DEMO.guideCourse);

    const trainings = await graphql<{ trainOffline: { data: { list: { id: number; name: string }[] } } }>(suite.server.url, operation('TrainOffline'), { limit: 50 }, { token });
    const full = trainings.data!.trainOffline.data.list.find((t) => t.name === LEARNING_DEMO.full)!;
    const applied = await graphql(suite.server.url, operation('TrainOfflineApply'), { id: full.id }, { token });
    expect(upstreamEnvelope(applied.errors?.[0]).body).toMatchObject({ code: 403, msg: '名额已满' });

    // A lecturer's face-to-face list is the same trainings, with the reader's registration.
    const lecturer = await suite.server.db.selectFrom('trainings').select('lecturer_id').where('id', '=', full.id).executeTakeFirstOrThrow();
    const given = await graphql<{ lecturerTrainOffline: { data: { list: { id: number; is_invited: number; places_left: number | null }[] } } }>(
      suite.server.url,
      operation('LecturerTrainOffline'),
      { id: lecturer.lecturer_id, limit: 50 },
      { token },
    );
    expect(given.errors, JSON.stringify(given.errors)).toBeUndefined();
    expect(given.data!.lecturerTrainOffline.data.list.find((t) => t.id === full.id)).toMatchObject({ is_invited: 1, places_left: 0 });

    const certificates = await graphql<{ userCertificate: { data: { list: { cert_no: string }[] } } }>(suite.server.url, operation('UserCertificate'), { limit: 10 }, { token });
    const no = certificates.data!.userCertificate.data.list[0]!.cert_no;
    const verified = await graphql<{ certificateVerify: { data: { valid: number; user_name: string } } }>(suite.server.url, operation('CertificateVerify'), { cert_no: no }, { token });
    expect(verified.data!.certificateVerify.data).toMatchObject({ valid: 1, user_name: DEMO.learner.name });
  });
});
