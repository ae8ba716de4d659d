import type { FileAddresses, SignAddress } from '../../core/storage/file-access.js';
import type { Logger } from 'pino';
import { ASSESSMENT_RESULT_MAX, REMARK_MAX } from '../../../src/shared/review-rules.js';
import { isExaminer } from '../../../src/shared/roles.js';
import type { Db } from '../../core/db/database.js';
import { DomainError } from '../../core/errors.js';
import type { FileStorage } from '../../core/storage/file-storage.js';
import { plainText } from '../../core/text.js';
import { unixSeconds } from '../../core/unix-time.js';
import type { Notice } from '../notify/index.js';
import { scoreKeyPoints, type SpeechLanguage, type SpeechToText } from '../speech/index.js';
import type { DefenceRepo, DefenceRow, Executor } from './defence-repo.js';
import {
  AiStatus,
  ANSWERED_KINDS,
  assertOpen,
  AttemptStatus,
  checkedChoices,
  choiceScore,
  DEFENCE_KIND,
  DEFENCE_QUESTION,
  entryCode,
  entryState,
  isReviewed,
  reviewStatusOf,
  sessionState,
  spokenScore,
  sumScores,
} from './defence-rules.js';

export type Notify = (userIds: number[], notice: Notice) => Promise<unknown>;
/** Seconds of sound in a stored file (ffprobe), or null when it is not sound. */
export type AudioSeconds = (localPath: string) => Promise<number | null>;
/** A room token of a live period for a user (the live module), checked against the live's own window. */
export type LiveRoomToken = (userId: number, periodId: number) => Promise<{ webUrl: string; clientUrl: string; expires_at: number }>;

/** Spec notify type 1: study. */
const STUDY_NOTICE = 1;

export interface DefenceDeps {
  db: Db;
  repo: DefenceRepo;
  speech: SpeechToText;
  storage?: FileStorage;
  /** Signs a recording's address for the learner who made it or the examiner marking it. */
  files: FileAddresses;
  audioSeconds: AudioSeconds;
  /** Minutes a session may be entered before its start (site setting defence_early_minutes). */
  earlyMinutes: () => Promise<number>;
  liveRoomToken: LiveRoomToken;
  notify: Notify;
  logger: Pick<Logger, 'warn' | 'info'>;
  now?: () => Date;
}

interface Examiner {
  userId: number;
  roleId: number;
}

type AttemptRecord = NonNullable<Awaited<ReturnType<DefenceRepo['attempt']>>>;
type QuestionRecord = Awaited<ReturnType<DefenceRepo['questions']>>[number];
type AnswerRecord = Awaited<ReturnType<DefenceRepo['answers']>>[number];

const passedOf = (score: number | null, pass: number) => (score === null ? null : score >= pass ? 1 : 0);

/**
 * Defence sessions (spec sections 1-5): learners enter within the window (from the configured
 * early-entry minutes before the start to the end), answer each question by a recording of at
 * least the session's minimum length or by choices (a multiple choice names at least two), and
 * submit. An interactive defence then waits for its examiner; an AI defence is scored at once
 * by the server from the transcripts (the key-point rule of the speech module), or, when no
 * recogniser reads its language, says so and waits for an examiner. Remote sessions are held in
 * the live room (getLiveToken), offline ones in person; the examiner records their result.
 *
 * Examiners (role 3) see and review only the defences assigned to them or to nobody; anyone
 * else is refused (403 assessmentExaminerOnly), and an attempt of another examiner's defence answers
 * like a missing one.
 */
export class DefenceService {
  private readonly now: () => Date;

  constructor(private readonly deps: DefenceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  private get repo() {
    return this.deps.repo;
  }

  private async defenceOrThrow(id: number, db?: Executor): Promise<DefenceRow> {
    const defence = await this.repo.defence(id, db);
    if (!defence) throw new DomainError('notFound', 'defenceNotFound');
    return defence;
  }

  /** The caller's attempt: only invited learners take part (others see the defence as missing). */
  private async myAttempt(userId: number, defenceId: number, db?: Executor): Promise<AttemptRecord> {
    const attempt = await this.repo.attemptOf(defenceId, userId, db);
    if (!attempt) throw new DomainError('notFound', 'defenceNotFound');
    return attempt;
  }

  private async window(defence: DefenceRow) {
    const early = await this.deps.earlyMinutes();
    const opensAt = new Date(defence.starts_at.getTime() - early * 60_000);
    return { early, opensAt, state: entryState(defence, this.now(), early) };
  }

  private summary(defence: DefenceRow, attempt: { status: number; ai_status: number | null; score: number | null; result: string }) {
    const reviewed = isReviewed(attempt.status);
    return {
      id: defence.id,
      title: defence.title,
      kind: defence.kind,
      language: defence.language,
      starts_at: unixSeconds(defence.starts_at),
      ends_at: unixSeconds(defence.ends_at),
      full_score: defence.full_score,
      pass_score: defence.pass_score,
      status: attempt.status,
      ai_status: attempt.ai_status,
      review_status: reviewStatusOf(attempt.status),
      score: reviewed ? attempt.score : null,
      passed: reviewed ? passedOf(attempt.score, defence.pass_score) : null,
      result: reviewed ? attempt.result : '',
    };
  }

  // Learners ------------------------------------------------------------------------------

  /** My defences (every kind), the open and coming ones first. */
  async list(userId: number, page: number, limit: number) {
    const { rows, total } = await this.repo.mine(userId, page, limit);
    const early = await this.deps.earlyMinutes();
    const now = this.now();
    return {
      list: rows.map((r) => ({ ...this.summary(r, r), entry: entryCode(entryState(r, now, early)) })),
      total,
      current_page: page,
    };
  }

  /** The defence explanation: rules, window, early entry, my state and whether I may enter now. */
  async detail(userId: number, defenceId: number) {
    const defence = await this.defenceOrThrow(defenceId);
    const attempt = await this.myAttempt(userId, defenceId);
    const [{ early, opensAt, state }, questions] = await Promise.all([this.window(defence), this.repo.questions(defenceId)]);
    return {
      ...this.summary(defence, attempt),
      description: defence.description,
      opens_at: unixSeconds(opensAt),
      early_minutes: early,
      min_seconds: defence.min_seconds,
      question_count: questions.length,
      place: defence.place,
      entry: entryCode(state),
      reviewed_at: isReviewed(attempt.status) ? unixSeconds(attempt.reviewed_at) : null,
    };
  }

  private assertAnswered(defence: DefenceRow) {
    if (!ANSWERED_KINDS.includes(defence.kind)) throw new DomainError('invalid', 'defenceNotAnswered');
  }

  /** Enter an interactive or AI defence within its window: its questions and my answers so far. */
  async start(userId: number, defenceId: number) {
    const defence = await this.defenceOrThrow(defenceId);
    const attempt = await this.myAttempt(userId, defenceId);
    this.assertAnswered(defence);
    if (attempt.status >= AttemptStatus.submitted) throw new DomainError('forbidden', 'defenceSubmitted');
    const { opensAt, state } = await this.window(defence);
    assertOpen(state, opensAt);
    await this.repo.begin(attempt.id);
    const [questions, answers, sign] = await Promise.all([this.repo.questions(defenceId), this.repo.answers(attempt.id), this.deps.files.signer(userId)]);
    const byQuestion = new Map(answers.map((a) => [a.question_id, a]));
    return {
      id: defence.id,
      attempt_id: attempt.id,
      title: defence.title,
      kind: defence.kind,
      language: defence.language,
      min_seconds: defence.min_seconds,
      ends_at: unixSeconds(defence.ends_at),
      questions: questions.map((q) => ({ ...this.questionForLearner(q), answer: this.givenAnswer(byQuestion.get(q.id), sign) })),
    };
  }

  private questionForLearner(q: QuestionRecord) {
    return { id: q.id, question_type: q.question_type, content: q.content, score: q.score, options: q.question_type === DEFENCE_QUESTION.spoken ? [] : q.options };
  }

  /** An answer as given, its recording at an address signed for the reader (`sign`: the learner's or the examiner's). */
  private givenAnswer(a: AnswerRecord | undefined, sign: SignAddress) {
    return {
      recording: a?.upload_path && a.recording_seconds !== null ? { path: sign(this.address(a.upload_path)), seconds: a.recording_seconds } : null,
      option_ids: a?.option_ids ?? [],
    };
  }

  private address(relative: string) {
    return this.deps.storage ? this.deps.storage.address(relative) : `/files/${relative}`;
  }

  /**
   * Saves one answer (again: the last one counts) while the session is open: a recording I
   * uploaded, at least the session's minimum length (measured again from the stored file), for
   * a spoken question; the options for a choice.
   */
  async answer(userId: number, defenceId: number, input: { question_id: number; upload_id?: number; option_ids?: number[] }) {
    const defence = await this.defenceOrThrow(defenceId);
    // Only an invited learner hears why an answer is refused.
    await this.myAttempt(userId, defenceId);
    this.assertAnswered(defence);
    const questions = await this.repo.questions(defenceId);
    const question = questions.find((q) => q.id === input.question_id);
    if (!question) throw new DomainError('notFound', 'defenceQuestionNotFound');
    let saved: { upload_id: number | null; recording_seconds: number | null; option_ids: number[] | null };
    let path: string | null = null;
    if (question.question_type === DEFENCE_QUESTION.spoken) {
      if (input.upload_id === undefined) throw new DomainError('invalid', 'defenceRecordingRequired');
      const upload = await this.repo.ownRecording(userId, input.upload_id);
      if (!upload) throw new DomainError('invalid', 'defenceRecordingUnknown');
      const local = this.deps.storage?.localPath(this.address(upload.path));
      const length = local ? await this.deps.audioSeconds(local) : null;
      if (length === null) throw new DomainError('invalid', 'defenceRecordingUnknown');
      const seconds = Math.round(length);
      if (seconds < defence.min_seconds) throw new DomainError('invalid', 'recordingTooShort', { min: defence.min_seconds });
      saved = { upload_id: upload.id, recording_seconds: seconds, option_ids: null };
      path = this.address(upload.path);
    } else {
      saved = { upload_id: null, recording_seconds: null, option_ids: checkedChoices(question, input.option_ids ?? []) };
    }
    // The window is read before the transaction: the setting's query must not wait for the
    // connection the transaction holds (PGlite has one).
    const { opensAt, state } = await this.window(defence);
    await this.deps.db.transaction().execute(async (trx) => {
      const mine = await this.myAttempt(userId, defenceId, trx);
      const attempt = await this.repo.lockAttempt(mine.id, trx);
      if (!attempt || attempt.status >= AttemptStatus.submitted) throw new DomainError('forbidden', 'defenceSubmitted');
      assertOpen(state, opensAt);
      if (attempt.status === AttemptStatus.invited) await this.repo.begin(attempt.id, trx);
      await this.repo.saveAnswer(attempt.id, question.id, saved, trx);
    });
    return { question_id: question.id, option_ids: saved.option_ids ?? [], recording: path === null ? null : { path: await this.deps.files.sign(path, userId), seconds: saved.recording_seconds! } };
  }

  /**
   * Submits every answer (each question answered; once: a second submit is refused). Choices are
   * scored at once. An interactive defence waits for its examiner. An AI defence is transcribed
   * and scored after the commit (no row is held while the recogniser runs): scored (reviewed,
   * ai_status 1) when every recording was read, else ai_status 2 (automatic scoring
   * unavailable) and it waits for an examiner, never with a made-up score. If the server
   * stops in between, the attempt stays submitted and appears in the examiner's list.
   */
  async submit(userId: number, defenceId: number) {
    const defence = await this.defenceOrThrow(defenceId);
    await this.myAttempt(userId, defenceId);
    this.assertAnswered(defence);
    const questions = await this.repo.questions(defenceId);
    // Read before the transaction (see answer).
    const { opensAt, state } = await this.window(defence);
    const attemptId = await this.deps.db.transaction().execute(async (trx) => {
      const mine = await this.myAttempt(userId, defenceId, trx);
      const attempt = await this.repo.lockAttempt(mine.id, trx);
      if (!attempt || attempt.status >= AttemptStatus.submitted) throw new DomainError('forbidden', 'defenceSubmitted');
      assertOpen(state, opensAt);
      const answers = new Map((await this.repo.answers(attempt.id, trx)).map((a) => [a.question_id, a]));
      const missing = questions.filter((q) => !answers.has(q.id)).length;
      if (missing > 0) throw new DomainError('invalid', 'defenceUnanswered', { count: missing });
      for (const q of questions) {
        if (q.question_type === DEFENCE_QUESTION.spoken) continue;
        await this.repo.scoreAnswer(attempt.id, q.id, { score: choiceScore(q, answers.get(q.id)!.option_ids ?? []) }, trx);
      }
      await this.repo.updateAttempt(attempt.id, { status: AttemptStatus.submitted, submitted: true }, trx);
      return attempt.id;
    });
    if (defence.kind === DEFENCE_KIND.ai) await this.scoreByAi(defence, attemptId, questions);
    return this.report(userId, defenceId);
  }

  /** The AI's scoring of a submitted attempt (see submit). */
  private async scoreByAi(defence: DefenceRow, attemptId: number, questions: QuestionRecord[]) {
    const answers = new Map((await this.repo.answers(attemptId)).map((a) => [a.question_id, a]));
    const language = defence.language as SpeechLanguage;
    const heard: { question: QuestionRecord; text: string; engine: string }[] = [];
    let unavailable = false;
    for (const q of questions.filter((x) => x.question_type === DEFENCE_QUESTION.spoken)) {
      const a = answers.get(q.id);
      const local = a?.upload_path ? this.deps.storage?.localPath(this.address(a.upload_path)) : null;
      const result = local ? await this.deps.speech.transcribe(local, language) : { ok: false as const, reason: 'failed' as const, message: 'recording missing' };
      if (!result.ok) {
        this.deps.logger.info({ attemptId, question: q.id, reason: result.reason }, 'AI defence: automatic scoring unavailable; an examiner scores it');
        unavailable = true;
        break;
      }
      heard.push({ question: q, text: result.text, engine: result.engine });
    }
    await this.deps.db.transaction().execute(async (trx) => {
      const attempt = await this.repo.lockAttempt(attemptId, trx);
      // An examiner may already have scored it meanwhile: theirs stands.
      if (!attempt || attempt.status !== AttemptStatus.submitted) return;
      if (unavailable) {
        await this.repo.updateAttempt(attemptId, { ai_status: AiStatus.unavailable }, trx);
        return;
      }
      const scores = new Map<number, number>();
      for (const { question, text, engine } of heard) {
        const report = scoreKeyPoints(text, question.key_points, language);
        const score = spokenScore(question.score, report);
        scores.set(question.id, score);
        await this.repo.scoreAnswer(attemptId, question.id, { transcript: text, transcript_engine: engine, key_report: report, ai_score: score, score }, trx);
      }
      const total = sumScores(questions.map((q) => scores.get(q.id) ?? answers.get(q.id)?.score ?? choiceScore(q, answers.get(q.id)?.option_ids ?? [])));
      await this.repo.updateAttempt(attemptId, { status: AttemptStatus.reviewed, ai_status: AiStatus.scored, score: total, reviewed: true }, trx);
    });
  }

  /**
   * My report: the state, and once reviewed the score, pass and the examiner's result; each
   * question with my answer, its score and remark, and for an AI defence the transcript and
   * each key point hit or missed. The correct options show once the attempt is reviewed.
   */
  async report(userId: number, defenceId: number) {
    const defence = await this.defenceOrThrow(defenceId);
    const attempt = await this.myAttempt(userId, defenceId);
    const reviewed = isReviewed(attempt.status);
    const [questions, answers, sign] = await Promise.all([this.repo.questions(defenceId), this.repo.answers(attempt.id), this.deps.files.signer(userId)]);
    const byQuestion = new Map(answers.map((a) => [a.question_id, a]));
    return {
      ...this.summary(defence, attempt),
      submitted_at: unixSeconds(attempt.submitted_at),
      reviewed_at: reviewed ? unixSeconds(attempt.reviewed_at) : null,
      reviewed_by_examiner: reviewed && attempt.reviewed_by !== null ? 1 : 0,
      questions: questions.map((q) => {
        const a = byQuestion.get(q.id);
        return {
          ...this.questionForLearner(q),
          answer: this.givenAnswer(a, sign),
          correct_option_ids: reviewed && q.question_type !== DEFENCE_QUESTION.spoken ? q.answer : [],
          transcript: a?.transcript ?? null,
          key_points: a?.key_report?.points.map((p) => ({ text: p.text, hit: p.hit ? 1 : 0, matched: p.matched })) ?? [],
          my_score: reviewed ? (a?.score ?? null) : null,
          remark: reviewed ? (a?.remark ?? '') : '',
        };
      }),
    };
  }

  /**
   * getLiveToken: the live room of a remote defence, for a participant or its examiner, within
   * the defence's window; the room token is the live module's (checked against the live's own times).
   */
  async liveToken(caller: Examiner, defenceId: number) {
    const defence = await this.defenceOrThrow(defenceId);
    if (defence.kind !== DEFENCE_KIND.remote || defence.live_period_id === null) throw new DomainError('invalid', 'defenceNotRemote');
    const examines = isExaminer({ role_id: caller.roleId }) && (defence.examiner_id === null || defence.examiner_id === caller.userId);
    if (!examines) await this.myAttempt(caller.userId, defenceId);
    const { opensAt, state } = await this.window(defence);
    assertOpen(state, opensAt);
    return { id: defence.id, live_period_id: defence.live_period_id, token: await this.deps.liveRoomToken(caller.userId, defence.live_period_id) };
  }

  // Examiners -----------------------------------------------------------------------------

  private assertExaminer(roleId: number) {
    if (!isExaminer({ role_id: roleId })) throw new DomainError('forbidden', 'assessmentExaminerOnly');
  }

  /** The assignment rule (see the class): another examiner's defence answers like a missing attempt. */
  private assertAssigned(defence: DefenceRow | undefined, examinerId: number): asserts defence {
    if (!defence || (defence.examiner_id !== null && defence.examiner_id !== examinerId)) throw new DomainError('notFound', 'assessmentNotFound');
  }

  /** assessment/index: the defences to review (review status 1) or reviewed (2), by kind and a keyword in the title or name. */
  async assessments(examiner: Examiner, filter: { reviewStatus: number; kind?: number; keyword?: string }, page: number, limit: number) {
    this.assertExaminer(examiner.roleId);
    const { rows, total } = await this.repo.assessments(examiner.userId, { ...filter, keyword: filter.keyword?.trim() || undefined }, page, limit);
    const now = this.now();
    return {
      list: rows.map((r) => ({
        id: r.id,
        defence_id: r.defence_id,
        title: r.title,
        kind: r.kind,
        language: r.language,
        name: r.name,
        starts_at: unixSeconds(r.starts_at),
        submitted_at: unixSeconds(r.submitted_at),
        status: r.status,
        state: sessionState({ kind: r.kind, starts_at: new Date(r.starts_at), ends_at: new Date(r.ends_at) }, r, now),
        ai_status: r.ai_status,
        review_status: reviewStatusOf(r.status),
        score: isReviewed(r.status) ? r.score : null,
        full_score: r.full_score,
        result: r.result,
        reviewed_at: unixSeconds(r.reviewed_at),
        reviewed_by_examiner: r.reviewed_by !== null ? 1 : 0,
      })),
      total,
      current_page: page,
    };
  }

  private async attemptForExaminer(examiner: Examiner, attemptId: number, db?: Executor) {
    this.assertExaminer(examiner.roleId);
    const attempt = await this.repo.attempt(attemptId, db);
    if (!attempt) throw new DomainError('notFound', 'assessmentNotFound');
    const defence = await this.repo.defence(attempt.defence_id, db);
    this.assertAssigned(defence, examiner.userId);
    return { attempt, defence };
  }

  /** assessment/show: one participant's defence with every answer, transcript, key points, reference and the scores so far. */
  async assessment(examiner: Examiner, attemptId: number) {
    const { attempt, defence } = await this.attemptForExaminer(examiner, attemptId);
    const [questions, answers, name, sign] = await Promise.all([this.repo.questions(defence.id), this.repo.answers(attempt.id), this.repo.userName(attempt.user_id), this.deps.files.signer(examiner.userId)]);
    const byQuestion = new Map(answers.map((a) => [a.question_id, a]));
    return {
      ...this.summary(defence, attempt),
      id: attempt.id,
      defence_id: defence.id,
      // The examiner reads the result being written, before the review too.
      result: attempt.result,
      description: defence.description,
      name,
      place: defence.place,
      state: sessionState(defence, attempt, this.now()),
      submitted_at: unixSeconds(attempt.submitted_at),
      reviewed_at: unixSeconds(attempt.reviewed_at),
      reviewed_by_examiner: attempt.reviewed_by !== null ? 1 : 0,
      can_comment: this.commentable(defence, attempt) ? 1 : 0,
      questions: questions.map((q) => {
        const a = byQuestion.get(q.id);
        return {
          ...this.questionForLearner(q),
          answer: this.givenAnswer(a, sign),
          correct_option_ids: q.question_type === DEFENCE_QUESTION.spoken ? [] : q.answer,
          reference: q.reference,
          key_points: q.key_points.map((p) => {
            const hit = a?.key_report?.points.find((x) => x.id === p.id);
            return { text: p.text, hit: hit ? (hit.hit ? 1 : 0) : null, matched: hit?.matched ?? null };
          }),
          transcript: a?.transcript ?? null,
          ai_score: a?.ai_score ?? null,
          my_score: a?.score ?? null,
          remark: a?.remark ?? '',
        };
      }),
    };
  }

  /** Whether the examiner may score it now: a submitted or reviewed recorded defence; a remote or offline one once started. */
  private commentable(defence: DefenceRow, attempt: AttemptRecord) {
    if (ANSWERED_KINDS.includes(defence.kind)) return attempt.status >= AttemptStatus.submitted;
    return defence.starts_at.getTime() <= this.now().getTime();
  }

  /**
   * assessment/comment: the examiner's scores (each within its question's full score; a remote
   * or offline session without questions takes one score within the defence's full score) and
   * the assessment result (at most 100 characters). A reviewed attempt may be scored again (an
   * AI score overridden, a result corrected). The attempt row is locked: two examiners at once
   * take turns, and the learner is told once per verdict (not again when the same verdict is
   * written twice).
   */
  async comment(examiner: Examiner, input: { id: number; result: string; score?: number; scores?: { question_id: number; score: number; remark?: string }[] }) {
    const result = plainText(input.result).trim();
    if (!result) throw new DomainError('invalid', 'assessmentResultRequired');
    if (result.length > ASSESSMENT_RESULT_MAX) throw new DomainError('invalid', 'assessmentResultTooLong', { max: ASSESSMENT_RESULT_MAX });
    const outcome = await this.deps.db.transaction().execute(async (trx) => {
      const { defence } = await this.attemptForExaminer(examiner, input.id, trx);
      const attempt = (await this.repo.lockAttempt(input.id, trx))!;
      if (!this.commentable(defence, attempt)) throw new DomainError('forbidden', ANSWERED_KINDS.includes(defence.kind) ? 'assessmentNotSubmitted' : 'defenceNotStarted');
      const questions = await this.repo.questions(defence.id, trx);
      let total: number;
      if (questions.length === 0) {
        if (input.score === undefined) throw new DomainError('invalid', 'assessmentScoreRequired');
        if (input.score > defence.full_score) throw new DomainError('invalid', 'markAboveFull', { score: defence.full_score });
        total = Math.round(input.score * 10) / 10;
      } else {
        const byId = new Map(questions.map((q) => [q.id, q]));
        const marks = new Map((input.scores ?? []).map((m) => [m.question_id, m]));
        for (const m of marks.values()) {
          const q = byId.get(m.question_id);
          if (!q) throw new DomainError('invalid', 'defenceQuestionNotFound');
          if (m.score > q.score) throw new DomainError('invalid', 'markAboveFull', { score: q.score });
          if (m.remark !== undefined && plainText(m.remark).trim().length > REMARK_MAX) throw new DomainError('invalid', 'remarkTooLong', { max: REMARK_MAX });
        }
        const answers = new Map((await this.repo.answers(attempt.id, trx)).map((a) => [a.question_id, a]));
        const scores: number[] = [];
        for (const q of questions) {
          const m = marks.get(q.id);
          const score = m ? Math.round(m.score * 10) / 10 : (answers.get(q.id)?.score ?? null);
          if (score === null) throw new DomainError('invalid', 'assessmentScoreMissing');
          scores.push(score);
          if (m) {
            await this.repo.ensureAnswer(attempt.id, q.id, trx);
            await this.repo.scoreAnswer(attempt.id, q.id, { score, ...(m.remark === undefined ? {} : { remark: plainText(m.remark).trim() }) }, trx);
          }
        }
        total = sumScores(scores);
      }
      const previous = { status: attempt.status, score: attempt.score, result: attempt.result, by: attempt.reviewed_by };
      await this.repo.updateAttempt(attempt.id, { status: AttemptStatus.reviewed, score: total, result, reviewed_by: examiner.userId, reviewed: true }, trx);
      const changed = !isReviewed(previous.status) || previous.by === null || previous.score !== total || previous.result !== result;
      return { userId: attempt.user_id, defence, total, changed };
    });
    if (outcome.changed) {
      await this.deps.notify([outcome.userId], {
        notify_type: STUDY_NOTICE,
        type: outcome.defence.kind,
        message: 'notifyDefenceReviewed',
        params: { title: outcome.defence.title, score: outcome.total },
        target_id: outcome.defence.id,
      });
    }
    return { id: input.id, review_status: reviewStatusOf(AttemptStatus.reviewed), score: outcome.total, passed: passedOf(outcome.total, outcome.defence.pass_score), result };
  }
}
