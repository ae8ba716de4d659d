/**
 * The internal course that holds the remote defences' live periods (the seed's 答辩直播间) is
 * no course of the catalogue: not listed, not found by the course search or the site search,
 * not among a course's others, and never joined as an elective (a clear refusal in both
 * languages that changes nothing); its defences still admit their participants to its room.
 */
import { describe, expect, it } from 'vitest';
import { expectOk, expectRefusal } from '../support/assertions.js';
import { databaseKinds, DEMO, suiteServer } from '../support/test-server.js';

const ROOM_COURSE = '答辩直播间';
const NOT_JOINABLE = { zh: '该课程不对外开放，无法加入选修', en: 'This course is not open to join as an elective' };

interface Card {
  id: number;
  title: string;
}

describe.each(databaseKinds())('the defences\' internal course on %s', (kind) => {
  const suite = suiteServer(kind);
  const learner = () => suite.client.login(DEMO.learner.account, DEMO.learner.password);
  const roomCourse = async () => (await suite.server.db.selectFrom('courses').select('id').where('title', '=', ROOM_COURSE).executeTakeFirstOrThrow()).id;

  it('holds a defence\'s live period (the mark the rule reads)', async () => {
    const id = await roomCourse();
    const held = await suite.server.db
      .selectFrom('defences as d')
      .innerJoin('course_periods as p', 'p.id', 'd.live_period_id')
      .select('d.id')
      .where('p.course_id', '=', id)
      .execute();
    expect(held.length).toBeGreaterThan(0);
  });

  it('is not listed by the catalogue, its keyword search, nor among another course\'s others', async () => {
    const tk = await learner();
    const all = expectOk(await suite.client.get<{ list: Card[]; total: number }>('/api/courseSearch', { token: tk, query: { limit: 100 } }));
    expect(all.list).toHaveLength(all.total);
    expect(all.list.map((c) => c.title)).not.toContain(ROOM_COURSE);
    const found = expectOk(await suite.client.get<{ list: Card[]; total: number }>('/api/courseSearch', { token: tk, query: { keywords: '答辩' } }));
    expect(found.list.map((c) => c.title)).not.toContain(ROOM_COURSE);
    expect(found.total).toBe(found.list.length);
    const others = expectOk(await suite.client.get<Card[]>(`/api/courseInfo/other/${all.list[0]!.id}`, { token: tk }));
    expect(others.map((c) => c.title)).not.toContain(ROOM_COURSE);
  });

  it('is not found by the site search', async () => {
    const tk = await learner();
    const { groups } = expectOk(await suite.client.get<{ groups: { kind: string; list: Card[] }[] }>('/api/search', { token: tk, query: { keywords: '答辩直播', kind: 'course' } }));
    const course = groups.find((g) => g.kind === 'course');
    expect(course?.list.map((c) => c.title) ?? []).not.toContain(ROOM_COURSE);
    // Its description is found neither.
    const byText = expectOk(await suite.client.get<{ groups: { kind: string; list: Card[] }[] }>('/api/search', { token: tk, query: { keywords: '远程答辩在此直播间进行' } }));
    expect(byText.groups.flatMap((g) => g.list.map((c) => c.title))).not.toContain(ROOM_COURSE);
  });

  it('cannot be joined as an elective: refused in both languages, nothing changes', async () => {
    const tk = await learner();
    const id = await roomCourse();
    expectRefusal(await suite.client.post(`/api/course/addOptional/${id}`, {}, { token: tk }), 403, 403, NOT_JOINABLE.zh);
    expectRefusal(await suite.client.post(`/api/course/addOptional/${id}`, {}, { token: tk, lang: 'en-US' }), 403, 403, NOT_JOINABLE.en);
    const joined = await suite.server.db.selectFrom('course_users').select('user_id').where('course_id', '=', id).execute();
    expect(joined).toEqual([]);
  });
});
