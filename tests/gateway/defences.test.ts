/**
 * Defence sessions through the GraphQL gateway with the SPA's own operations, sent as the
 * typed documents generated from src/graphql/defences.graphql and assess.graphql: learner01
 * enters the Chinese AI defence, answers each spoken question with a real recording uploaded
 * over REST and submits it (no Chinese speech model here: ai_status 2, it waits for an
 * examiner); examiner01 finds the attempt, hears the recordings and scores it (a score above a
 * question's full score is refused and writes nothing); learner01 then reads the verdict and is
 * refused the examiners' list; a multiple choice with one option is refused with the server's
 * message; the remote defence on now answers a live-room token.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEFENCES_DEMO } from '../../server/seed/defences.js';
import { AssessmentCommentDocument, AssessmentIndexDocument, AssessmentShowDocument } from '../../src/graphql/generated/assess.js';
import { DefenceAnswerDocument, DefenceDetailDocument, DefenceListDocument, DefenceReportDocument, DefenceStartDocument, DefenceSubmitDocument, GetLiveTokenDocument } from '../../src/graphql/generated/defences.js';
import { databaseKinds, DEMO, graphql, suiteServer, upstreamEnvelope, type Envelope } from '../support/test-server.js';

const EN = 'en-US';
const RESULT = '三要素说明完整，钓鱼邮件的处理步骤清楚；表达可以更简洁。';

/** Six seconds of a 440 Hz tone as WebM/Opus (the session asks for at least 5). */
function recordingBytes(): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-defence-'));
  try {
    const file = path.join(dir, 'answer.webm');
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=6', '-ac', '2', '-c:a', 'libopus', file]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A list of the answer, every row present (the gateway types list items as nullable). */
function present<T>(items: readonly (T | null)[]): T[] {
  expect(items).not.toContain(null);
  return items as T[];
}

describe.each(databaseKinds())('defences through the gateway on %s', (kind) => {
  const suite = suiteServer(kind, { gateway: true });
  const tokens: Partial<Record<'learner' | 'examiner', string>> = {};
  const token = async (who: 'learner' | 'examiner') => (tokens[who] ??= await suite.client.login(DEMO[who].account, DEMO[who].password));

  /** One of the SPA's operations, its result and variables typed by the generated document. */
  const send = <R, V>(document: TypedDocumentNode<R, V>, variables: V, options: { token: string; lang?: string }) =>
    graphql<R>(suite.server.url, print(document), variables as Record<string, unknown>, options);

  const defenceId = async (title: string) => (await suite.server.db.selectFrom('defences').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;

  /** The recorder's upload over REST (multipart, field "file"), as learner01. */
  const upload = async (bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'answer.webm');
    const response = await fetch(new URL('/api/app/public/recording/', suite.server.url), { method: 'POST', headers: { DeviceType: 'PC', Authorization: `Bearer ${await token('learner')}` }, body: form });
    const body = (await response.json()) as Envelope<{ id: number; path: string; seconds: number }>;
    expect(body.code, JSON.stringify(body)).toBe(200);
    return body.data;
  };

  /** Shared along the walk (one test, three steps): the attempt and the recordings learner01 answered with. */
  const walk = {} as { defenceId: number; attemptId: number; questions: { id: number; score: number }[]; paths: string[] };

  /** learner01 answers the Chinese AI defence with recordings and submits it: no Chinese model, so it waits for an examiner. */
  const learnerAnswers = async () => {
    const learner = await token('learner');
    const list = await send(DefenceListDocument, { page: 1, limit: 20 }, { token: learner });
    expect(list.errors, JSON.stringify(list.errors)).toBeUndefined();
    const rows = present(list.data!.defenceList!.data.list);
    const invited = [DEFENCES_DEMO.aiEnglish, DEFENCES_DEMO.aiChinese, DEFENCES_DEMO.interactive, DEFENCES_DEMO.remote, DEFENCES_DEMO.remoteNow, DEFENCES_DEMO.offline, DEFENCES_DEMO.interactiveReviewed];
    expect(rows.map((r) => r.title).sort()).toEqual([...invited].sort());
    expect(list.data!.defenceList!.data.total).toBe(invited.length);
    walk.defenceId = await defenceId(DEFENCES_DEMO.aiChinese);
    // A fresh database: nobody has entered it yet.
    expect(rows.find((r) => r.title === DEFENCES_DEMO.aiChinese)).toMatchObject({ id: walk.defenceId, kind: 9, language: 'zh-CN', entry: 1, status: 0, ai_status: null, review_status: 1, score: null });

    const detail = await send(DefenceDetailDocument, { id: walk.defenceId }, { token: learner });
    expect(detail.errors, JSON.stringify(detail.errors)).toBeUndefined();
    expect(detail.data!.defenceDetail!.data).toMatchObject({ title: DEFENCES_DEMO.aiChinese, kind: 9, entry: 1, status: 0, question_count: 2, full_score: 100, pass_score: 60, min_seconds: 5, score: null, result: '' });

    const started = await send(DefenceStartDocument, { id: walk.defenceId }, { token: learner });
    expect(started.errors, JSON.stringify(started.errors)).toBeUndefined();
    const session = started.data!.defenceStart!.data;
    const questions = present(session.questions);
    expect(session).toMatchObject({ id: walk.defenceId, kind: 9, language: 'zh-CN', min_seconds: 5 });
    expect(questions.map((q) => [q.question_type, q.content, q.score, q.answer.recording])).toEqual([
      [1, '请说明信息安全的三要素及其含义。', 50, null],
      [1, '收到可疑的钓鱼邮件后，你应该如何处理？', 50, null],
    ]);
    walk.attemptId = session.attempt_id;
    walk.questions = questions.map((q) => ({ id: q.id, score: q.score }));

    const bytes = recordingBytes();
    walk.paths = [];
    for (const q of questions) {
      const recording = await upload(bytes);
      expect(recording.seconds).toBe(6);
      const answered = await send(DefenceAnswerDocument, { id: walk.defenceId, input: { question_id: q.id, upload_id: recording.id } }, { token: learner, lang: EN });
      expect(answered.errors, JSON.stringify(answered.errors)).toBeUndefined();
      expect(answered.data!.defenceAnswer).toMatchObject({ code: 200, msg: 'The answer has been saved', data: { question_id: q.id, option_ids: [], recording: { path: recording.path, seconds: 6 } } });
      walk.paths.push(recording.path);
    }
    expect(new Set(walk.paths).size).toBe(2);

    const submitted = await send(DefenceSubmitDocument, { id: walk.defenceId }, { token: learner });
    expect(submitted.errors, JSON.stringify(submitted.errors)).toBeUndefined();
    expect(submitted.data!.defenceSubmit!.msg).toBe('答辩已提交');
    const waiting = { ai_status: 2, status: 2, review_status: 1, score: null, passed: null, result: '', reviewed_at: null, reviewed_by_examiner: 0 };
    expect(submitted.data!.defenceSubmit!.data).toMatchObject(waiting);
    const report = await send(DefenceReportDocument, { id: walk.defenceId }, { token: learner });
    expect(report.errors, JSON.stringify(report.errors)).toBeUndefined();
    expect(report.data!.defenceReport!.data).toMatchObject(waiting);
    expect(present(report.data!.defenceReport!.data.questions).map((q) => [q.answer.recording?.path, q.transcript, q.my_score])).toEqual(walk.paths.map((p) => [p, null, null]));
  };

  it('a multiple choice with one option is refused with the server\'s message; two are saved', async () => {
    const learner = await token('learner');
    const id = await defenceId(DEFENCES_DEMO.aiEnglish);
    const started = await send(DefenceStartDocument, { id }, { token: learner });
    expect(started.errors, JSON.stringify(started.errors)).toBeUndefined();
    const multiple = present(started.data!.defenceStart!.data.questions).find((q) => q.question_type === 3)!;
    const options = present(multiple.options);
    expect(options.length).toBeGreaterThanOrEqual(2);
    const refused = await send(DefenceAnswerDocument, { id, input: { question_id: multiple.id, option_ids: [options[0]!.id] } }, { token: learner, lang: EN });
    expect(refused.data?.defenceAnswer ?? null).toBeNull();
    expect(upstreamEnvelope(refused.errors?.[0])).toEqual({ status: 422, code: 'BAD_USER_INPUT', body: { code: 422, msg: 'Choose at least 2 answers for a multiple choice', data: null } });
    const two = options.slice(0, 2).map((o) => o.id);
    const saved = await send(DefenceAnswerDocument, { id, input: { question_id: multiple.id, option_ids: two } }, { token: learner });
    expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
    expect(saved.data!.defenceAnswer!.data).toEqual({ question_id: multiple.id, option_ids: two, recording: null });
  });

  /** examiner01 finds the attempt, hears the recordings and scores it; a score above the full score is refused and changes nothing. */
  const examinerScores = async () => {
    const examiner = await token('examiner');
    const keyword = '信息安全知识';
    expect(DEFENCES_DEMO.aiChinese).toContain(keyword);
    const index = await send(AssessmentIndexDocument, { page: 1, limit: 10, review_status: 1, keyword }, { token: examiner });
    expect(index.errors, JSON.stringify(index.errors)).toBeUndefined();
    expect(index.data!.assessmentIndex!.data.list).toEqual([
      expect.objectContaining({ id: walk.attemptId, defence_id: walk.defenceId, title: DEFENCES_DEMO.aiChinese, kind: 9, name: DEMO.learner.name, status: 2, ai_status: 2, review_status: 1, score: null, full_score: 100, reviewed_by_examiner: 0 }),
    ]);

    const show = async () => {
      const answer = await send(AssessmentShowDocument, { id: walk.attemptId }, { token: examiner });
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      return answer.data!.assessmentShow!.data;
    };
    const before = await show();
    expect(before).toMatchObject({ defence_id: walk.defenceId, name: DEMO.learner.name, status: 2, ai_status: 2, review_status: 1, score: null, can_comment: 1 });
    // The same recordings, each address signed for its reader (the examiner here, the learner in the walk).
    const stored = (address: string | undefined) => address?.split('?')[0];
    expect(present(before.questions).map((q) => [q.id, q.score, stored(q.answer.recording?.path), q.answer.recording?.seconds, q.ai_score, q.my_score])).toEqual(
      walk.questions.map((q, i) => [q.id, q.score, stored(walk.paths[i]), 6, null, null]),
    );
    expect(present(before.questions).every((q) => q.reference.length > 0 && q.key_points.length === 3)).toBe(true);

    const [first, second] = walk.questions as [{ id: number; score: number }, { id: number; score: number }];
    const tooMuch = await send(
      AssessmentCommentDocument,
      { input: { id: walk.attemptId, result: RESULT, scores: [{ question_id: first.id, score: 45 }, { question_id: second.id, score: second.score + 0.5 }] } },
      { token: examiner },
    );
    expect(tooMuch.data?.assessmentComment ?? null).toBeNull();
    expect(upstreamEnvelope(tooMuch.errors?.[0])).toEqual({ status: 422, code: 'BAD_USER_INPUT', body: { code: 422, msg: `得分不能超过满分 ${second.score} 分`, data: null } });
    const unchanged = await show();
    expect(unchanged).toMatchObject({ status: 2, review_status: 1, score: null, result: '', reviewed_at: null });
    expect(present(unchanged.questions).map((q) => q.my_score)).toEqual([null, null]);

    const commented = await send(
      AssessmentCommentDocument,
      { input: { id: walk.attemptId, result: RESULT, scores: [{ question_id: first.id, score: 42, remark: '要点齐全' }, { question_id: second.id, score: 38 }] } },
      { token: examiner, lang: EN },
    );
    expect(commented.errors, JSON.stringify(commented.errors)).toBeUndefined();
    expect(commented.data!.assessmentComment).toEqual({ code: 200, msg: 'The assessment has been saved', data: { id: walk.attemptId, review_status: 2, score: 80, passed: 1, result: RESULT } });
    const after = await show();
    expect(after).toMatchObject({ status: 3, review_status: 2, score: 80, passed: 1, result: RESULT, reviewed_by_examiner: 1 });
    expect(present(after.questions).map((q) => [q.my_score, q.remark])).toEqual([[42, '要点齐全'], [38, '']]);
    const waiting = await send(AssessmentIndexDocument, { review_status: 1, keyword }, { token: examiner });
    expect(waiting.data!.assessmentIndex!.data.list).toEqual([]);
    const reviewed = await send(AssessmentIndexDocument, { review_status: 2, keyword }, { token: examiner });
    expect(present(reviewed.data!.assessmentIndex!.data.list).map((r) => [r.id, r.review_status, r.score, r.result])).toEqual([[walk.attemptId, 2, 80, RESULT]]);
  };

  /** learner01 reads the verdict in the report and is refused the examiners' list. */
  const learnerReadsVerdict = async () => {
    const learner = await token('learner');
    const report = await send(DefenceReportDocument, { id: walk.defenceId }, { token: learner });
    expect(report.errors, JSON.stringify(report.errors)).toBeUndefined();
    const data = report.data!.defenceReport!.data;
    expect(data).toMatchObject({ status: 3, ai_status: 2, review_status: 2, score: 80, passed: 1, result: RESULT, reviewed_by_examiner: 1 });
    expect(data.reviewed_at).toEqual(expect.any(Number));
    expect(present(data.questions).map((q) => [q.my_score, q.remark])).toEqual([[42, '要点齐全'], [38, '']]);

    const refused = await send(AssessmentIndexDocument, { review_status: 1 }, { token: learner, lang: EN });
    expect(refused.data?.assessmentIndex ?? null).toBeNull();
    expect(upstreamEnvelope(refused.errors?.[0])).toEqual({ status: 403, code: 'FORBIDDEN', body: { code: 403, msg: 'Only examiners can review defences', data: null } });
  };

  it('the walk in one test: learner01 answers with recordings and submits, examiner01 scores it, learner01 reads the verdict', async () => {
    await learnerAnswers();
    await examinerScores();
    await learnerReadsVerdict();
  });

  it('the remote defence on now answers learner01 a live-room token; a defence that is not remote is refused', async () => {
    const learner = await token('learner');
    const remote = await suite.server.db.selectFrom('defences').select(['id', 'live_period_id']).where('title', '=', DEFENCES_DEMO.remoteNow).executeTakeFirstOrThrow();
    const entered = await send(GetLiveTokenDocument, { id: remote.id }, { token: learner });
    expect(entered.errors, JSON.stringify(entered.errors)).toBeUndefined();
    const answer = entered.data!.getLiveToken!.data;
    expect(answer.id).toBe(remote.id);
    expect(answer.token.webUrl).toMatch(new RegExp(`^/live-room/${remote.live_period_id}\\?token=.+`));
    expect(answer.token.expires_at).toBeGreaterThan(Date.now() / 1000);

    const notRemote = await send(GetLiveTokenDocument, { id: await defenceId(DEFENCES_DEMO.aiEnglish) }, { token: learner, lang: EN });
    expect(upstreamEnvelope(notRemote.errors?.[0])).toEqual({ status: 422, code: 'BAD_USER_INPUT', body: { code: 422, msg: 'This defence is not a remote defence', data: null } });
  });
});
