/**
 * Lists agree with their pages: wherever a list and a detail (or two pages) show the same
 * thing, the server answers both from one rule. On a fresh demo database per kind: the live
 * schedule's playback and the course page's, an exam list item and its explanation page, a
 * training card and its page (seats included), the forum's lists and a banned plate, the member
 * area's questions and the reply notice, an examiner's defence list and its detail.
 */
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { LEARNING_DEMO } from '../../server/seed/learning.js';
import { expectOk, userByAccount } from '../support/assertions.js';
import { databaseKinds, DEMO, suiteServer } from '../support/test-server.js';

interface Page<T> {
  list: T[];
  total: number;
  current_page: number;
}

describe.each(databaseKinds())('lists agree with their pages on %s', (kind) => {
  const suite = suiteServer(kind);
  const learner = () => suite.client.login(DEMO.learner.account, DEMO.learner.password);

  it("the live schedule's playback is the course page's (one playback rule)", async () => {
    const token = await learner();
    const me = await userByAccount(suite.server.db, DEMO.learner.account);
    // An ended live period with a recording, of a course in learner01's schedule.
    const ended = await sql<{ id: number; course_id: number; live_start: Date }>`
      select p.id, p.course_id, p.live_start from course_periods p join courses c on c.id = p.course_id and c.status = 1
      where p.period_type = 1 and p.live_end < now() and p.playback_url is not null
        and (c.is_required = 1 or exists (select 1 from course_users cu where cu.course_id = c.id and cu.user_id = ${me.id}))
      order by p.live_start desc limit 1`.execute(suite.server.db);
    const period = ended.rows[0]!;
    expect(period).toBeDefined();
    const day = DateTime.fromJSDate(new Date(period.live_start), { zone: 'Asia/Shanghai' }).toISODate()!;
    const schedule = expectOk(
      await suite.client.get<{ week: { id: number; progress_status: number; is_generate_playback: number; playback_url: string | null }[] }>('/api/mycourse/courseLive', { token, query: { date: day } }),
    );
    const item = schedule.week.find((i) => i.id === period.id)!;
    const chapters = expectOk(await suite.client.get<{ periods: { id: number; live_status: number | null; is_generate_playback: number | null; playback_url: string | null }[] }[]>(`/api/course/catalogs/${period.course_id}`, { token }));
    const onCourse = chapters.flatMap((c) => c.periods).find((p) => p.id === period.id)!;
    expect(item).toMatchObject({ progress_status: 2, is_generate_playback: onCourse.is_generate_playback, playback_url: onCourse.playback_url });
    expect(onCourse.live_status).toBe(2);
    expect(item.playback_url).toMatch(/^\/files\//);
  });

  it('an exam list item says what its explanation page says; Pending holds no ended exam', async () => {
    const token = await learner();
    type Item = { id: number; title: string; status: number; can_start: number; reason: string; exam_end: string };
    const all = expectOk(await suite.client.get<Page<Item>>('/api/exam', { token, query: { limit: 100 } }));
    const pending = expectOk(await suite.client.get<Page<Item>>('/api/exam', { token, query: { status: 1, limit: 100 } }));
    // The demo has ended exams learner01 never took: listed under All with the reason, not under Pending.
    const endedUntaken = all.list.filter((e) => e.status === 1 && e.reason === 'ended');
    expect(endedUntaken.length).toBeGreaterThan(0);
    expect(pending.list.filter((e) => e.reason === 'ended')).toEqual([]);
    expect(pending.list.map((e) => e.id)).toEqual(all.list.filter((e) => e.status === 1 && e.reason !== 'ended').map((e) => e.id));
    expect(pending.total).toBe(pending.list.length);
    for (const item of all.list) {
      const detail = expectOk(await suite.client.get<{ can_start: number; reason: string }>(`/api/exam/${item.id}`, { token }));
      expect([item.title, item.can_start, item.reason]).toEqual([item.title, detail.can_start, detail.reason]);
    }
  });

  it('a full training is not "to register" on its card nor on its page, which say why', async () => {
    const token = await learner();
    type Card = { id: number; name: string; register_state: number; can_apply: number; apply_refusal: string; places_left: number | null };
    const cards = expectOk(await suite.client.get<Page<Card>>('/api/trainOffline', { token, query: { limit: 100 } }));
    const full = cards.list.find((c) => c.name === LEARNING_DEMO.full)!;
    expect(full).toMatchObject({ places_left: 0, can_apply: 0, register_state: 3, apply_refusal: 'trainingFull' });
    for (const card of cards.list) {
      const detail = expectOk(await suite.client.get<Card>(`/api/trainOffline/${card.id}`, { token }));
      expect([card.name, card.register_state, card.can_apply, card.apply_refusal, card.places_left]).toEqual([card.name, detail.register_state, detail.can_apply, detail.apply_refusal, detail.places_left]);
      // To-register exactly when an enrolment would be accepted.
      expect(card.register_state === 1).toBe(card.can_apply === 1);
    }
    // The enrolment's answer carries the seats as they now stand.
    const seat = cards.list.find((c) => c.name === LEARNING_DEMO.oneSeatLeft)!;
    const applied = expectOk(await suite.client.post<Card>(`/api/trainOffline/apply/${seat.id}`, undefined, { token }), '报名成功');
    expect([applied.places_left, applied.register_state]).toEqual([0, 2]);
    const cancelled = expectOk(await suite.client.post<Card>(`/api/trainOffline/cancel/${seat.id}`, undefined, { token }), '已取消报名');
    expect([cancelled.places_left, cancelled.register_state, cancelled.apply_refusal]).toEqual([1, 1, '']);
  });

  it("the member area's questions hold the one the reply notice speaks of", async () => {
    for (const account of [DEMO.learner, DEMO.examiner]) {
      const token = await suite.client.login(account.account, account.password);
      const notices = expectOk(await suite.client.get<Page<{ notify_type: number; type: number; target_id: number | null; content: string }>>('/api/notify', { token, query: { notify_type: 2, limit: 100 } }));
      const replies = notices.list.filter((n) => n.notify_type === 2 && n.type === 0);
      expect(replies.length).toBeGreaterThan(0);
      const mine = expectOk(await suite.client.get<Page<{ course_id: number; answer_count: number }>>('/api/userQuestionList', { token, query: { limit: 100 } }));
      for (const reply of replies) expect(mine.list.some((q) => q.course_id === reply.target_id && q.answer_count > 0)).toBe(true);
      const counts = expectOk(await suite.client.get<{ question_num: number; answer_num: number }>('/api/userAnswerNum', { token }));
      expect(counts.question_num).toBe(mine.total);
      expect(counts.answer_num).toBeGreaterThan(0);
    }
  });

  it("an examiner's defence list and its detail say the same state (a remote defence on air is in progress)", async () => {
    const token = await suite.client.login(DEMO.examiner.account, DEMO.examiner.password);
    type Row = { id: number; title: string; kind: number; state: number; starts_at: number };
    const waiting = expectOk(await suite.client.get<Page<Row>>('/api/assessment/index', { token, query: { limit: 100 } }));
    const reviewed = expectOk(await suite.client.get<Page<Row>>('/api/assessment/index', { token, query: { limit: 100, review_status: 2 } }));
    const rows = [...waiting.list, ...reviewed.list];
    // The remote defence that is on now (the demo's 技术方案远程答辩): in progress in both.
    const onAir = rows.find((r) => r.kind === 7 && r.title === '技术方案远程答辩');
    expect(onAir?.state).toBe(1);
    for (const row of rows) {
      const detail = expectOk(await suite.client.get<Row>('/api/assessment/show', { token, query: { id: row.id } }));
      expect([row.title, row.state]).toEqual([row.title, detail.state]);
    }
  });
});
