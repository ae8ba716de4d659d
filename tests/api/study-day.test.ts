/**
 * The home page's study calendar over real HTTP: a day's timeline (live classes, exams,
 * offline and online trainings, map stages, the demo's defences) with every field, the status tabs, days in
 * the company zone (an item crossing midnight, a UTC day that is the next company day),
 * the month's marked days, the pending list, and map punch-ins (list, punch-in, make-up
 * and every refusal, which changes nothing).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectOk, expectRefusal, MSG } from '../support/assertions.js';
import {
  at,
  attempt,
  companyDay,
  course,
  exam,
  lecturer,
  livePeriod,
  minutesFrom,
  newLearner,
  studyMap,
  task,
  training,
} from '../support/study-fixtures.js';
import { databaseKinds, DEMO, suiteServer } from '../support/test-server.js';
import { DEFENCE_PLACE, DEFENCES_DEMO } from '../../server/seed/defences.js';
import { MAPS_DEMO } from '../../server/seed/maps-demo.js';
import { DateTime } from 'luxon';

interface Item {
  type_name: string;
  progress_status: number;
  start_time: number;
  end_time: number;
  id: number;
  phase_id: number | null;
  [field: string]: unknown;
}
interface Day {
  list: Item[];
}
interface SignChapter {
  id: number;
  map_id: number;
  map_title: string;
  chapter_title: string;
  sign_day: string;
}

const FIELDS = [
  'type_name', 'progress_status', 'start_time', 'end_time', 'created_at', 'course_title', 'chapter_title', 'teacher', 'video_id',
  'is_generate_playback', 'playback_url', 'chapter_id', 'course_id', 'task_id', 'id', 'phase_id', 'task_name', 'exam_long', 'pass_score',
  'exam_start', 'exam_end', 'name', 'address', 'is_apply', 'phase_num', 'course_num', 'exam_num', 'qn_num', 'argument_num', 'title',
  'study_type', 'phase_index', 'phase_title', 'defence_kind',
].sort();

const NULLS = Object.fromEntries(FIELDS.map((f) => [f, null]));
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const key = (item: { type_name: string; id: number; phase_id?: number | null }) => `${item.type_name}:${item.id}:${item.phase_id ?? ''}`;

const M = {
  date: { zh: '日期格式应为 YYYY-MM-DD 且为有效日期', en: 'The date must be a real day written YYYY-MM-DD' },
  month: { zh: '月份格式应为 YYYY-MM 且为有效月份', en: 'The month must be a real month written YYYY-MM' },
  chapterNotFound: { zh: '该章节没有打卡', en: 'This chapter has no punch-in' },
  notYourMap: { zh: '该学习地图未分配给您', en: 'This learning map is not assigned to you' },
  notYet: { zh: '还未到打卡日期', en: "This chapter's punch-in day has not come yet" },
  already: { zh: '您已完成该章节的打卡', en: 'You have already punched in for this chapter' },
  stageEnded: { zh: '该阶段已结束，无法补卡', en: 'This stage has ended; the punch-in can no longer be made up' },
};

/** The fixed company day most fixtures are on; far from the demo content. */
const D = '2035-03-14';

describe.each(databaseKinds())('study calendar API on %s', (kind) => {
  const suite = suiteServer(kind);
  const tokens: Record<string, string> = {};
  const token = async (account: string) =>
    (tokens[account] ??= await suite.client.login(account, account === DEMO.learner.account ? DEMO.learner.password : DEMO.employeePassword));
  const day = async (account: string, date: string, status?: number) =>
    expectOk(await suite.client.get<Day>('/api/study/day', { token: await token(account), query: status === undefined ? { date } : { date, status } })).list;
  const month = async (account: string, calendar: string) =>
    expectOk(await suite.client.get<{ days: string[] }>('/api/calendar/month', { token: await token(account), query: { calendar } })).days;

  /** Keys of every fixture of the day suite, expected or not: lists are compared on these only (the demo may add its own). */
  const fixtureKeys = new Set<string>();
  type Fixture = 'me' | 'other' | 'nobody' | 'joined' | 'L1' | 'L2' | 'LB' | 'LR' | 'LD' | 'E1' | 'E2' | 'E3' | 'E4' | 'E5' | 'T1' | 'T2' | 'T3' | 'K1' | 'K2' | 'K3' | 'M1' | 'P1' | 'P2';
  const f = {} as Record<Fixture, number>;
  let teacherOf = { name: '', title: '' };
  const mark = (type_name: string, id: number, phase_id: number | null = null) => {
    fixtureKeys.add(key({ type_name, id, phase_id }));
    return id;
  };
  const ours = (list: Item[]) => list.filter((item) => fixtureKeys.has(key(item))).map(key).sort();
  const keys = (...items: [string, number, number?][]) => items.map(([t, id, phase]) => key({ type_name: t, id, phase_id: phase ?? null })).sort();

  beforeAll(async () => {
    const db = suite.server.db;
    f.me = await newLearner(db, 'calendar01', '日历学员');
    f.other = await newLearner(db, 'calendar02');
    f.nobody = await newLearner(db, 'calendar03');
    const teacher = await lecturer(db, 'lecturer01');
    teacherOf = { name: teacher.name, title: teacher.title };

    const joined = await course(db, { title: '日历选修课', teacherId: teacher.id, learners: [f.me] });
    f.joined = joined.id;
    f.L1 = mark('live', await livePeriod(db, joined, { title: '直播一', start: at(`${D}T10:00`), end: at(`${D}T11:00`) }));
    // 01:30 on the next company day is still D in UTC.
    f.L2 = mark('live', await livePeriod(db, joined, { title: '直播二', start: at('2035-03-15T01:30'), end: at('2035-03-15T02:30') }));
    const notJoined = await course(db, { title: '未加入的选修课', learners: [f.other] });
    f.LB = mark('live', await livePeriod(db, notJoined, { title: '别人的直播', start: at(`${D}T10:00`), end: at(`${D}T11:00`) }));
    const required = await course(db, { title: '日历必修课', is_required: 1 });
    f.LR = mark('live', await livePeriod(db, required, { title: '必修直播', start: at(`${D}T15:00`), end: at(`${D}T16:00`) }));
    const disabled = await course(db, { title: '停用的必修课', is_required: 1, status: 2 });
    f.LD = mark('live', await livePeriod(db, disabled, { title: '停用课程的直播', start: at(`${D}T15:00`), end: at(`${D}T16:00`) }));

    f.E1 = mark('exam', await exam(db, { title: '日历正式考试', start: at(`${D}T09:00`), end: at(`${D}T12:00`), exam_long: 90, pass_score: 72 }));
    f.E2 = mark('exam', await exam(db, { title: '日历模拟考试', exam_type: 1, start: at(`${D}T13:00`), end: at(`${D}T14:00`) }));
    await attempt(db, f.E2, f.me, true);
    f.E3 = mark('exam', await exam(db, { title: '作答中的考试', start: at(`${D}T08:00`), end: at(`${D}T18:00`) }));
    await attempt(db, f.E3, f.me, false);
    f.E4 = mark('exam', await exam(db, { title: '课程测验', exam_type: 14, start: at(`${D}T08:00`), end: at(`${D}T18:00`) }));
    f.E5 = mark('exam', await exam(db, { title: '尚未发布的考试', start: at(`${D}T08:00`), end: at(`${D}T18:00`), published_at: at('2035-01-01T00:00') }));

    f.T1 = mark(
      'offline_train',
      await training(db, { name: '夜间线下培训', start: at(`${D}T22:00`), end: at('2035-03-15T02:00'), lecturerId: teacher.id, address: '上海 B 座', invited: [{ userId: f.me, is_apply: 1 }] }),
    );
    f.T2 = mark('offline_train', await training(db, { name: '未发布的培训', start: at(`${D}T09:00`), end: at(`${D}T11:00`), publish_status: 2, invited: [{ userId: f.me }] }));
    f.T3 = mark('offline_train', await training(db, { name: '别人的培训', start: at('2035-03-25T09:00'), end: at('2035-03-25T11:00'), invited: [{ userId: f.other }] }));

    f.K1 = mark(
      'online_train',
      await task(db, { name: '在线培训一', start: at('2035-03-12T09:00'), end: at('2035-03-17T18:00'), phases: 2, items: [1, 1, 2, 3, 4], assigned: [{ userId: f.me, completed: true, progress: 100 }] }),
    );
    f.K2 = mark('online_train', await task(db, { name: '普通任务', kind: 1, start: at(`${D}T08:00`), end: at(`${D}T20:00`), assigned: [{ userId: f.me }] }));
    f.K3 = mark('online_train', await task(db, { name: '在线培训三', start: at(`${D}T08:00`), end: at(`${D}T20:00`), assigned: [{ userId: f.me, studied: true, progress: 30 }] }));

    const map1 = await studyMap(db, {
      title: '日历学习地图',
      study_type: 2,
      phases: [
        { title: '第一阶段', start: at('2035-02-26T09:00'), end: at('2035-03-13T18:00') },
        { title: '第二阶段', start: at(`${D}T00:00`), end: at('2035-03-19T18:00') },
      ],
      assigned: [{ userId: f.me, opened: true }],
    });
    f.M1 = map1.id;
    f.P1 = map1.phaseIds[0]!;
    f.P2 = map1.phaseIds[1]!;
    mark('map', f.M1, f.P1);
    mark('map', f.M1, f.P2);
    const map2 = await studyMap(db, { title: '未发布地图', publish_status: 2, phases: [{ title: '阶段', start: at(`${D}T00:00`), end: at(`${D}T23:00`) }], assigned: [{ userId: f.me }] });
    mark('map', map2.id, map2.phaseIds[0]!);
  });

  it('lists each kind of item on its day, by start time, with every field', async () => {
    const list = await day('calendar01', D);
    expect(ours(list)).toEqual(
      keys(['live', f.L1], ['live', f.LR], ['exam', f.E1], ['exam', f.E2], ['exam', f.E3], ['offline_train', f.T1], ['online_train', f.K1], ['online_train', f.K3], ['map', f.M1, f.P2]),
    );
    expect(list.map((i) => i.start_time)).toEqual([...list.map((i) => i.start_time)].sort((a, b) => a - b));
    for (const item of list) expect(Object.keys(item).sort()).toEqual(FIELDS);
    const find = (t: string, id: number) => list.find((i) => i.type_name === t && i.id === id)!;

    expect(find('live', f.L1)).toEqual({
      ...NULLS,
      type_name: 'live',
      progress_status: 0,
      start_time: unix(at(`${D}T10:00`)),
      end_time: unix(at(`${D}T11:00`)),
      id: f.L1,
      video_id: f.L1,
      chapter_id: f.L1,
      chapter_title: '直播一',
      course_id: f.joined,
      course_title: '日历选修课',
      teacher: teacherOf,
      is_generate_playback: 3,
      playback_url: null,
    });
    expect(find('live', f.LR).teacher).toBeNull();
    const e1 = find('exam', f.E1);
    expect(e1).toEqual({
      ...NULLS,
      type_name: 'exam',
      progress_status: 0,
      start_time: unix(at(`${D}T09:00`)),
      end_time: unix(at(`${D}T12:00`)),
      created_at: e1.created_at,
      id: f.E1,
      task_name: '日历正式考试',
      exam_long: 90,
      pass_score: 72,
      exam_start: unix(at(`${D}T09:00`)),
      exam_end: unix(at(`${D}T12:00`)),
    });
    expect(typeof e1.created_at).toBe('number');
    const t1 = find('offline_train', f.T1);
    expect(t1).toEqual({
      ...NULLS,
      type_name: 'offline_train',
      progress_status: 0,
      start_time: unix(at(`${D}T22:00`)),
      end_time: unix(at('2035-03-15T02:00')),
      created_at: t1.created_at,
      id: f.T1,
      name: '夜间线下培训',
      address: '上海 B 座',
      is_apply: 1,
      teacher: teacherOf,
    });
    const k1 = find('online_train', f.K1);
    expect(k1).toEqual({
      ...NULLS,
      type_name: 'online_train',
      progress_status: 2,
      start_time: unix(at('2035-03-12T09:00')),
      end_time: unix(at('2035-03-17T18:00')),
      created_at: k1.created_at,
      id: f.K1,
      task_id: f.K1,
      task_name: '在线培训一',
      phase_num: 2,
      course_num: 2,
      exam_num: 1,
      qn_num: 1,
      argument_num: 1,
    });
    expect(find('online_train', f.K3)).toMatchObject({ progress_status: 1, phase_num: 0, course_num: 0, exam_num: 0, qn_num: 0, argument_num: 0 });
    const m1 = find('map', f.M1);
    expect(m1).toEqual({
      ...NULLS,
      type_name: 'map',
      progress_status: 1,
      start_time: unix(at(`${D}T00:00`)),
      end_time: unix(at('2035-03-19T18:00')),
      created_at: m1.created_at,
      id: f.M1,
      phase_id: f.P2,
      title: '日历学习地图',
      study_type: 2,
      phase_index: 2,
      phase_title: '第二阶段',
      phase_num: 2,
      course_num: 0,
      exam_num: 0,
      qn_num: 0,
      argument_num: 0,
    });
    expect(find('exam', f.E2).progress_status).toBe(2);
    expect(find('exam', f.E3).progress_status).toBe(1);
  });

  it('filters the day by tab: not started, learning, done', async () => {
    expect(ours(await day('calendar01', D, 1))).toEqual(keys(['live', f.L1], ['live', f.LR], ['exam', f.E1], ['offline_train', f.T1]));
    expect(ours(await day('calendar01', D, 2))).toEqual(keys(['exam', f.E3], ['online_train', f.K3], ['map', f.M1, f.P2]));
    expect(ours(await day('calendar01', D, 3))).toEqual(keys(['exam', f.E2], ['online_train', f.K1]));
    expect(ours(await day('calendar01', D, 0))).toHaveLength(9);
    for (const [status, progress] of [[1, 0], [2, 1], [3, 2]] as const) {
      for (const item of await day('calendar01', D, status)) expect(item.progress_status).toBe(progress);
    }
  });

  it('puts items on company days: across midnight on both days, a UTC day that is the next company day on that one', async () => {
    expect(ours(await day('calendar01', '2035-03-13'))).toEqual(keys(['online_train', f.K1], ['map', f.M1, f.P1]));
    expect(ours(await day('calendar01', '2035-03-15'))).toEqual(keys(['live', f.L2], ['offline_train', f.T1], ['online_train', f.K1], ['map', f.M1, f.P2]));
    expect(ours(await day('calendar01', '2035-03-16'))).toEqual(keys(['online_train', f.K1], ['map', f.M1, f.P2]));
    expect(ours(await day('calendar01', '2035-03-20'))).toEqual([]);
    expect(ours(await day('calendar01', '2035-02-26'))).toEqual(keys(['map', f.M1, f.P1]));
    // Another learner sees only what is everyone's or theirs.
    expect(ours(await day('calendar02', D))).toEqual(keys(['live', f.LB], ['live', f.LR], ['exam', f.E1], ['exam', f.E2], ['exam', f.E3]));
  });

  it('marks the days of a month that have items (the calendar)', async () => {
    // What is everyone's (required courses, exams) marks the same days for every learner.
    const everyone = await month('calendar03', '2035-03');
    expect(everyone).toContain(D);
    const mine = Array.from({ length: 19 }, (_, i) => `2035-03-${String(i + 1).padStart(2, '0')}`);
    expect(await month('calendar01', '2035-03')).toEqual([...new Set([...everyone, ...mine])].sort());
    expect(await month('calendar02', '2035-03')).toEqual([...new Set([...everyone, '2035-03-25'])].sort());
    const february = await month('calendar03', '2035-02');
    expect(await month('calendar01', '2035-02')).toEqual([...new Set([...february, '2035-02-26', '2035-02-27', '2035-02-28'])].sort());
  });

  it('shows the live state by the clock and whether a playback exists', async () => {
    const db = suite.server.db;
    const now = new Date();
    const own = await course(db, { title: '时钟课程', learners: [f.me] });
    const live = await livePeriod(db, own, { title: '正在直播', start: minutesFrom(now, -30), end: minutesFrom(now, 30) });
    const ready = await livePeriod(db, own, { title: '有回放', start: minutesFrom(now, -180), end: minutesFrom(now, -120), playback_url: '/files/replay.mp4' });
    const generating = await livePeriod(db, own, { title: '回放生成中', start: minutesFrom(now, -180), end: minutesFrom(now, -120), playback_status: 2 });
    const none = await livePeriod(db, own, { title: '无回放', start: minutesFrom(now, -180), end: minutesFrom(now, -120) });
    const today = await day('calendar01', companyDay(0, now));
    expect(today.find((i) => i.id === live)).toMatchObject({ type_name: 'live', progress_status: 1, is_generate_playback: 3 });
    const ended = await day('calendar01', DateTime.fromJSDate(minutesFrom(now, -180), { zone: 'Asia/Shanghai' }).toISODate()!);
    expect(ended.find((i) => i.id === ready)).toMatchObject({ progress_status: 2, is_generate_playback: 1, playback_url: expect.stringMatching(/^\/files\/replay\.mp4\?exp=\d+&u=\d+&sig=/) });
    expect(ended.find((i) => i.id === generating)).toMatchObject({ progress_status: 2, is_generate_playback: 2, playback_url: null });
    expect(ended.find((i) => i.id === none)).toMatchObject({ progress_status: 2, is_generate_playback: 3 });
  });

  it('lists pending items: unfinished, open now or starting within a week, soonest end first; and this month\'s days', async () => {
    const db = suite.server.db;
    const now = new Date();
    const user = await newLearner(db, 'calendar04');
    const own = await course(db, { title: '待办课程', learners: [user] });
    const liveNow = await livePeriod(db, own, { title: '待办直播', start: minutesFrom(now, -30), end: minutesFrom(now, 30) });
    const liveEnded = await livePeriod(db, own, { title: '已结束直播', start: minutesFrom(now, -180), end: minutesFrom(now, -120) });
    const examOpen = await exam(db, { title: '待办考试', start: minutesFrom(now, -60), end: minutesFrom(now, 50) });
    const examTaken = await exam(db, { title: '已考考试', start: minutesFrom(now, -60), end: minutesFrom(now, 40) });
    await attempt(db, examTaken, user, true);
    const trainingSoon = await training(db, { name: '明天的培训', start: minutesFrom(now, 24 * 60), end: minutesFrom(now, 26 * 60), invited: [{ userId: user }] });
    const trainingLater = await training(db, { name: '八天后的培训', start: minutesFrom(now, 8 * 24 * 60), end: minutesFrom(now, 8 * 24 * 60 + 60), invited: [{ userId: user }] });
    const onlineDone = await task(db, { name: '已完成的在线培训', start: minutesFrom(now, -60), end: minutesFrom(now, 60), assigned: [{ userId: user, completed: true }] });
    const onlineOpen = await task(db, { name: '待办在线培训', start: minutesFrom(now, -24 * 60), end: minutesFrom(now, 2 * 24 * 60), assigned: [{ userId: user }] });

    const data = expectOk(
      await suite.client.get<{ task_data: Item[]; date_data: string[] }>('/api/pcHome/inAbeyance', { token: await token('calendar04') }),
    );
    const got = data.task_data.map((i) => `${i.type_name}:${i.id}`);
    const expected = [`live:${liveNow}`, `exam:${examOpen}`, `offline_train:${trainingSoon}`, `online_train:${onlineOpen}`];
    expect(got.filter((k) => expected.includes(k))).toEqual(expected);
    for (const excluded of [`live:${liveEnded}`, `exam:${examTaken}`, `offline_train:${trainingLater}`, `online_train:${onlineDone}`]) expect(got).not.toContain(excluded);
    expect(data.task_data.length).toBeLessThanOrEqual(10);
    for (const item of data.task_data) {
      expect(item.progress_status).not.toBe(2);
      expect(Object.keys(item).sort()).toEqual(FIELDS);
    }
    expect(data.task_data.map((i) => i.end_time)).toEqual([...data.task_data.map((i) => i.end_time)].sort((a, b) => a - b));
    const thisMonth = DateTime.now().setZone('Asia/Shanghai').toFormat('yyyy-MM');
    expect(data.date_data).toEqual(await month('calendar04', thisMonth));
    expect(data.date_data).toContain(companyDay(0));
  });

  it("lists the defences a learner is invited to (the demo's) on their days with their progress, marks their days and lists the open ones as pending", async () => {
    const learner = DEMO.learner.account;
    const rows = await suite.server.db
      .selectFrom('defences')
      .select(['id', 'title', 'kind', 'starts_at', 'ends_at', 'created_at'])
      .where('title', 'in', [DEFENCES_DEMO.aiEnglish, DEFENCES_DEMO.remote, DEFENCES_DEMO.remoteNow, DEFENCES_DEMO.offline])
      .execute();
    const defence = (title: string) => rows.find((r) => r.title === title)!;
    const english = defence(DEFENCES_DEMO.aiEnglish);
    const remote = defence(DEFENCES_DEMO.remote);
    const remoteNow = defence(DEFENCES_DEMO.remoteNow);
    const offline = defence(DEFENCES_DEMO.offline);
    const dayOf = (date: Date) => DateTime.fromJSDate(date, { zone: 'Asia/Shanghai' }).toISODate()!;
    const defences = (list: Item[]) => list.filter((i) => i.type_name === 'defence');
    const defenceIds = (list: Item[]) => defences(list).map((i) => i.id);

    // Open now (started an hour ago, ends in 30 days), not entered yet: every field.
    const today = await day(learner, dayOf(english.starts_at));
    expect(today.find((i) => i.type_name === 'defence' && i.id === english.id)).toEqual({
      ...NULLS,
      type_name: 'defence',
      progress_status: 0,
      start_time: unix(english.starts_at),
      end_time: unix(english.ends_at),
      created_at: unix(english.created_at),
      id: english.id,
      title: DEFENCES_DEMO.aiEnglish,
      defence_kind: 9,
    });
    expect(defenceIds(today)).toContain(remoteNow.id);
    for (const item of today) expect(Object.keys(item).sort()).toEqual(FIELDS);

    // Remote in two days: on its day, not started; the open English one is still on that day.
    const remoteDay = await day(learner, dayOf(remote.starts_at));
    expect(defences(remoteDay).find((i) => i.id === remote.id)).toMatchObject({
      title: DEFENCES_DEMO.remote,
      progress_status: 0,
      defence_kind: 7,
      address: null,
      start_time: unix(remote.starts_at),
      end_time: unix(remote.ends_at),
    });
    expect(defenceIds(remoteDay)).toContain(english.id);
    expect(defenceIds(remoteDay)).not.toContain(offline.id);

    // Offline yesterday, reviewed: finished, at its place; on the done tab, not on the not-started one.
    const offlineDay = await day(learner, dayOf(offline.starts_at));
    expect(defences(offlineDay).find((i) => i.id === offline.id)).toMatchObject({
      title: DEFENCES_DEMO.offline,
      progress_status: 2,
      defence_kind: 6,
      address: DEFENCE_PLACE,
      start_time: unix(offline.starts_at),
      end_time: unix(offline.ends_at),
    });
    expect(defenceIds(offlineDay)).not.toContain(english.id);
    expect(defenceIds(await day(learner, dayOf(offline.starts_at), 3))).toContain(offline.id);
    expect(defenceIds(await day(learner, dayOf(offline.starts_at), 1))).not.toContain(offline.id);
    expect(defenceIds(await day(learner, dayOf(remote.starts_at), 1))).toEqual(expect.arrayContaining([remote.id, english.id]));

    // The month's marks include every defence's day.
    for (const date of [english.starts_at, remote.starts_at, offline.starts_at].map(dayOf)) expect(await month(learner, date.slice(0, 7))).toContain(date);

    // Pending: the unfinished ones open now or within a week, never the finished one.
    const pending = expectOk(await suite.client.get<{ task_data: Item[]; date_data: string[] }>('/api/pcHome/inAbeyance', { token: await token(learner) })).task_data;
    expect(defenceIds(pending)).toContain(remoteNow.id);
    expect(defenceIds(pending)).not.toContain(offline.id);
    for (const item of defences(pending)) expect(item.progress_status).not.toBe(2);

    // Learners not invited see none of them; emp0195, invited to the offline one only of these, sees just that.
    for (const date of [english.starts_at, remote.starts_at, offline.starts_at].map(dayOf)) {
      expect(defences(await day('calendar03', date))).toEqual([]);
      const twin = defenceIds(await day(MAPS_DEMO.secondLearner, date));
      for (const id of [english.id, remote.id, remoteNow.id]) expect(twin).not.toContain(id);
    }
    expect(defenceIds(await day(MAPS_DEMO.secondLearner, dayOf(offline.starts_at)))).toContain(offline.id);
    const others = expectOk(await suite.client.get<{ task_data: Item[] }>('/api/pcHome/inAbeyance', { token: await token('calendar03') })).task_data;
    expect(defences(others)).toEqual([]);
  });

  it('refuses a date or month that is not one with 400 in both languages', async () => {
    const t = await token('calendar01');
    for (const date of ['abc', '2035-02-30', '2035-3-1', '2035-03-14T00:00', '']) {
      expectRefusal(await suite.client.get('/api/study/day', { token: t, query: { date } }), 400, 400, M.date.zh);
      expectRefusal(await suite.client.get('/api/study/day', { token: t, query: { date }, lang: 'en-US' }), 400, 400, M.date.en);
    }
    for (const calendar of ['2035-13', '2035-3', '2035-03-01', 'March']) {
      expectRefusal(await suite.client.get('/api/calendar/month', { token: t, query: { calendar } }), 400, 400, M.month.zh);
      expectRefusal(await suite.client.get('/api/calendar/month', { token: t, query: { calendar }, lang: 'en-US' }), 400, 400, M.month.en);
    }
    expectRefusal(await suite.client.get('/api/study/day', { token: t, query: { date: D, status: 4 } }), 422, 422, MSG.invalidInputPrefix.zh);
  });

  it('answers 202 without a token', async () => {
    for (const [method, path] of [
      ['GET', '/api/study/day?date=2035-03-14'],
      ['GET', '/api/calendar/month?calendar=2035-03'],
      ['GET', '/api/pcHome/inAbeyance'],
      ['GET', '/api/studyMap/studySignList'],
      ['POST', '/api/studyMap/sign_in'],
    ] as const) {
      const answer = await suite.client.request(method, path, method === 'POST' ? { chapter_id: 1 } : undefined);
      expectRefusal(answer, 401, 202, MSG.tokenMissing.zh);
    }
  });

  describe('map punch-ins', () => {
    const c = {} as Record<string, number>;
    const signIns = () => suite.server.db.selectFrom('map_sign_ins').selectAll().where('user_id', '=', c.user!).orderBy('chapter_id').execute();
    const signIn = async (chapter_id: number, lang?: string) => suite.client.post<{ is_makeup: number }>('/api/studyMap/sign_in', { chapter_id }, { token: await token('calendar05'), lang });
    const list = async () =>
      expectOk(await suite.client.get<{ dk_list: SignChapter[]; bk_list: SignChapter[] }>('/api/studyMap/studySignList', { token: await token('calendar05') }));

    beforeAll(async () => {
      const db = suite.server.db;
      const now = new Date();
      c.user = await newLearner(db, 'calendar05');
      const other = await newLearner(db, 'calendar06');
      const running = await studyMap(db, {
        title: '打卡地图',
        phases: [
          {
            title: '打卡阶段',
            start: minutesFrom(now, -5 * 24 * 60),
            end: minutesFrom(now, 5 * 24 * 60),
            chapters: [
              { title: '今天的打卡', sign_day: companyDay(0) },
              { title: '前天的打卡', sign_day: companyDay(-2) },
              { title: '明天的打卡', sign_day: companyDay(1) },
              { title: '不打卡的章节', sign_day: null },
            ],
          },
        ],
        assigned: [{ userId: c.user }],
      });
      [c.today, c.past, c.future, c.noSign] = running.chapterIds as [number, number, number, number];
      c.map = running.id;
      const ended = await studyMap(db, {
        title: '已结束的地图',
        phases: [{ title: '已结束阶段', start: minutesFrom(now, -10 * 24 * 60), end: minutesFrom(now, -60), chapters: [{ title: '过期打卡', sign_day: companyDay(-3) }] }],
        assigned: [{ userId: c.user }],
      });
      c.ended = ended.chapterIds[0]!;
      const notMine = await studyMap(db, {
        title: '别人的地图',
        phases: [{ title: '阶段', start: minutesFrom(now, -24 * 60), end: minutesFrom(now, 24 * 60), chapters: [{ title: '别人的打卡', sign_day: companyDay(0) }] }],
        assigned: [{ userId: other }],
      });
      c.notMine = notMine.chapterIds[0]!;
    });

    it("lists today's punch-ins and the earlier days that can be made up", async () => {
      const data = await list();
      expect(data.dk_list).toEqual([{ id: c.today, map_id: c.map, map_title: '打卡地图', chapter_title: '今天的打卡', sign_day: companyDay(0) }]);
      expect(data.bk_list).toEqual([{ id: c.past, map_id: c.map, map_title: '打卡地图', chapter_title: '前天的打卡', sign_day: companyDay(-2) }]);
    });

    it('refuses a future day, an unknown chapter, a chapter without punch-in, another map and an ended stage; nothing changes', async () => {
      expectRefusal(await signIn(c.future!), 403, 403, M.notYet.zh);
      expectRefusal(await signIn(c.future!, 'en-US'), 403, 403, M.notYet.en);
      expectRefusal(await signIn(99_999_999), 404, 4004, M.chapterNotFound.zh);
      expectRefusal(await signIn(c.noSign!, 'en-US'), 404, 4004, M.chapterNotFound.en);
      expectRefusal(await signIn(c.notMine!), 403, 403, M.notYourMap.zh);
      expectRefusal(await signIn(c.notMine!, 'en-US'), 403, 403, M.notYourMap.en);
      expectRefusal(await signIn(c.ended!), 403, 403, M.stageEnded.zh);
      expectRefusal(await signIn(c.ended!, 'en-US'), 403, 403, M.stageEnded.en);
      expectRefusal(
        await suite.client.post('/api/studyMap/sign_in', {}, { token: await token('calendar05') }),
        422,
        422,
        MSG.invalidInputPrefix.zh,
      );
      expect(await signIns()).toEqual([]);
      expect(await suite.server.db.selectFrom('map_sign_ins').selectAll().where('chapter_id', '=', c.notMine!).execute()).toEqual([]);
    });

    it('punches in today, makes up an earlier day, and refuses a second sign-in', async () => {
      expect(expectOk(await signIn(c.today!), '打卡成功')).toEqual({ is_makeup: 0 });
      expect(expectOk(await signIn(c.past!, 'en-US'), 'Punch-in made up')).toEqual({ is_makeup: 1 });
      const before = await signIns();
      expect(before.map((r) => [r.chapter_id, r.is_makeup])).toEqual([
        [c.today, 0],
        [c.past, 1],
      ]);
      expectRefusal(await signIn(c.today!), 403, 403, M.already.zh);
      expectRefusal(await signIn(c.past!, 'en-US'), 403, 403, M.already.en);
      expect(await signIns()).toEqual(before);
      expect(await list()).toEqual({ dk_list: [], bk_list: [] });
    });
  });
});
