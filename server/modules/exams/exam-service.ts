import type { Db } from '../../core/db/database.js';
import { plainText } from '../../core/text.js';
import type { GivenAnswer, QuestionKey, QuestionOption } from './tables.js';
import { DomainError } from '../../core/errors.js';
import type { MessageKey } from '../../core/i18n.js';
import { unixSeconds } from '../../core/unix-time.js';
import type { AuthContext } from '../../core/auth-context.js';
import type { Notice } from '../notify/index.js';
import { ExamType, LISTED_EXAM_TYPES, NotifyItemType, QuestionType, ReviewStatus } from '../../../src/shared/spec-codes.js';
import { ROLE } from '../../../src/shared/roles.js';
import { SAVE_GRACE_SECONDS, type AttemptRow, type ExamQuestionRow, type ExamRepo } from './exam-repo.js';
import type { QuestionRepo } from './question-repo.js';
import { attemptTotal, isAnswered, markAnswer } from './exam-scoring.js';

/** The examiner calling a review route: who, and in which role. */
export type Examiner = Pick<AuthContext, 'userId' | 'roleId'>;

/** Sends notices to users (the notification centre). */
export type Notify = (userIds: number[], notice: Notice) => Promise<unknown>;

/**
 * What other domains decide about an exam (the exam-progress module owns the rules): whether a
 * new attempt may start, and what a pass moves on. The exam engine only asks and tells.
 */
export interface ExamProgressPort {
  /** Refuses a new attempt another rule holds back (a task mission not open yet, a locked map stage). */
  assertMayStart(userId: number, examId: number): Promise<void>;
  /** Told after a passing submit or a passing last mark (credits, certificates, map stages). */
  passed(userId: number, examId: number): Promise<void>;
}

/** Spec notify type 1: study. */
const STUDY_NOTICE = 1;

/** The notify item types of exams other than formal ones (simulation 1 and official 2), by exam_type. */
const NOTICE_ITEM_TYPES: Partial<Record<number, number>> = {
  [ExamType.onlineTraining]: NotifyItemType.trainingExam,
  [ExamType.classTest]: NotifyItemType.classTest,
  [ExamType.mapTest]: NotifyItemType.mapExam,
  [ExamType.mapStageTest]: NotifyItemType.mapExam,
};

/**
 * The notify item type (spec section 3) of a notice about an exam, by its exam_type, the
 * way the demo notices name them (server/seed/home.ts): 10 formal exam (simulation 1 and
 * official 2), 13 training exam (online training 3), 11 class test (14), 12 map exam (17, 18).
 */
export function examNoticeItemType(examType: number): number {
  return NOTICE_ITEM_TYPES[examType] ?? NotifyItemType.formalExam;
}

/** Why an exam cannot be started now; null when it can (or an attempt is in progress). */
export type BlockReason = 'notOpen' | 'ended' | 'limitReached' | 'noMakeup' | null;

const reasonMessage: Record<Exclude<BlockReason, null>, MessageKey> = {
  notOpen: 'examNotOpen',
  ended: 'examEnded',
  limitReached: 'examLimitReached',
  noMakeup: 'examNoMakeup',
};

export interface ExamRules {
  exam_start: Date;
  exam_end: Date;
  attempt_limit: number;
  makeup_limit: number;
}

export interface Availability {
  reason: BlockReason;
  /** The open attempt to resume, if any. */
  open_attempt_id: number | null;
  attempts_left: number;
  makeup_left: number;
  /** What the next start opens. */
  next: { attempt_no: number; is_makeup: boolean } | null;
}

/**
 * The window, attempt-limit and make-up rules: regular attempts up to the limit; then,
 * only for an exam with make-up attempts and a learner who has not passed, the make-up
 * attempts. An attempt in progress is always resumable.
 */
export function availability(exam: ExamRules, attempts: AttemptRow[], now: Date): Availability {
  const open = attempts.find((a) => a.submitted_at === null) ?? null;
  const regularUsed = attempts.filter((a) => !a.is_makeup).length;
  const makeupUsed = attempts.length - regularUsed;
  const passed = attempts.some((a) => a.passed === 1);
  const attemptsLeft = Math.max(0, exam.attempt_limit - regularUsed);
  const makeupLeft = passed ? 0 : Math.max(0, exam.makeup_limit - makeupUsed);
  const base = { open_attempt_id: open?.id ?? null, attempts_left: attemptsLeft, makeup_left: makeupLeft };
  if (open) return { ...base, reason: null, next: null };
  if (now < exam.exam_start) return { ...base, reason: 'notOpen', next: null };
  if (now >= exam.exam_end) return { ...base, reason: 'ended', next: null };
  if (attemptsLeft > 0) return { ...base, reason: null, next: { attempt_no: attempts.length + 1, is_makeup: false } };
  if (exam.makeup_limit === 0) return { ...base, reason: 'limitReached', next: null };
  if (makeupLeft > 0) return { ...base, reason: null, next: { attempt_no: attempts.length + 1, is_makeup: true } };
  return { ...base, reason: 'noMakeup', next: null };
}

function iso(date: Date | string | null): string | null {
  return date === null ? null : new Date(date).toISOString();
}

function publicQuestion(q: ExamQuestionRow) {
  return {
    id: q.id,
    type: q.type,
    content: q.content,
    options: q.type === QuestionType.fillIn || q.type === QuestionType.shortAnswer ? [] : q.options,
    score: q.score,
    blanks: q.type === QuestionType.fillIn ? (q.answer.blanks ?? []).length : q.type === QuestionType.shortAnswer ? 1 : 0,
  };
}

function correctAnswer(type: number, key: QuestionKey) {
  return {
    option_ids: key.option_ids ?? [],
    texts: type === QuestionType.fillIn ? (key.blanks ?? []).map((accepted) => accepted[0] ?? '') : type === QuestionType.shortAnswer ? [key.reference ?? ''] : [],
  };
}

/**
 * The medal rule of an exam ranking (spec section 9: rows 1-3 get medals): the first three
 * places go to learners whose ranked (best) attempt passed with a score above 0. Failing and
 * zero attempts rank below them, or in an exam nobody passed in the first places, without
 * a medal: 0 none, else 1 gold, 2 silver, 3 bronze.
 */
export function rankMedal(row: { rowno: number; score: number; passed: number | null }): number {
  return row.rowno <= 3 && row.passed === 1 && row.score > 0 ? row.rowno : 0;
}

/** Exams, attempts, scoring, marking, ranking. Rules live here; SQL in the repositories. */
export class ExamService {
  constructor(
    private readonly db: Db,
    private readonly exams: ExamRepo,
    private readonly questions: QuestionRepo,
    /** Completes the course lesson of a passed class test (the courses module's rule). */
    private readonly classTestDone: (userId: number, examId: number) => Promise<void>,
    /** Moves the learner's study record of an exam (the home page's study-record feed). */
    private readonly examStudied: (userId: number, examId: number) => Promise<void>,
    /** What other domains decide about an exam: whether an attempt may start, what a pass moves on. */
    private readonly progress: ExamProgressPort,
    /** Tells a learner their short answers have been marked (the notification centre). */
    private readonly notify: Notify,
  ) {}

  async list(userId: number, status: number, page: number, limit: number) {
    const [{ rows, total }, now] = await Promise.all([this.exams.listForUser(userId, status, page, limit), this.exams.now()]);
    const attempts = await this.exams.attemptsOfExams(
      userId,
      rows.map((e) => e.id),
    );
    return {
      list: rows.map((e) => {
        // The same availability rule as the explanation page (detail), so a list item never
        // offers an exam its page refuses.
        const state = availability({ ...e, exam_start: new Date(e.exam_start), exam_end: new Date(e.exam_end) }, attempts.filter((a) => a.exam_id === e.id), now);
        return {
          ...e,
          exam_start: iso(e.exam_start)!,
          exam_end: iso(e.exam_end)!,
          status: e.last_attempt_id === null ? 1 : 2,
          can_start: state.reason === null ? 1 : 0,
          reason: state.reason ?? '',
        };
      }),
      total,
      current_page: page,
    };
  }

  private async examOrThrow(examId: number) {
    const exam = await this.exams.findExam(examId);
    if (!exam) throw new DomainError('notFound', 'examNotFound');
    return { ...exam, exam_start: new Date(exam.exam_start), exam_end: new Date(exam.exam_end) };
  }

  /** Submits attempts whose time ran out without a submit (closed tab, lost network). */
  private async finalizeExpired(attempts: AttemptRow[], now: Date): Promise<boolean> {
    let changed = false;
    for (const attempt of attempts) {
      if (attempt.submitted_at === null && attempt.deadline.getTime() + SAVE_GRACE_SECONDS * 1000 < now.getTime()) {
        await this.submit(attempt.user_id, attempt.id);
        changed = true;
      }
    }
    return changed;
  }

  private async currentAttempts(userId: number, examId: number) {
    const [now, read] = await Promise.all([this.exams.now(), this.exams.attemptsOf(userId, examId)]);
    let attempts = read;
    if (await this.finalizeExpired(attempts, now)) attempts = await this.exams.attemptsOf(userId, examId);
    return { now, attempts };
  }

  /** The explanation page: rules, window, attempts left, and whether a start is possible. */
  async detail(userId: number, examId: number) {
    const exam = await this.examOrThrow(examId);
    const { now, attempts } = await this.currentAttempts(userId, examId);
    const state = availability(exam, attempts, now);
    const questionCount = (await this.exams.questionsOf(examId)).length;
    return {
      ...exam,
      exam_start: exam.exam_start.toISOString(),
      exam_end: exam.exam_end.toISOString(),
      question_count: questionCount,
      server_now: now.toISOString(),
      can_start: state.reason === null ? 1 : 0,
      reason: state.reason ?? '',
      reason_msg_key: state.reason ? reasonMessage[state.reason] : null,
      open_attempt_id: state.open_attempt_id,
      attempts_used: attempts.length,
      attempts_left: state.attempts_left,
      makeup_left: state.makeup_left,
      attempts: attempts.map((a) => this.attemptSummary(a)),
    };
  }

  private attemptSummary(a: AttemptRow) {
    return {
      id: a.id,
      attempt_no: a.attempt_no,
      is_makeup: a.is_makeup,
      started_at: a.started_at.toISOString(),
      submitted_at: iso(a.submitted_at),
      score: a.review_status === 2 ? a.score : null,
      review_status: a.review_status,
      passed: a.passed,
    };
  }

  /** Starts a new attempt, or resumes the one in progress (a reload, a second tab). */
  async start(userId: number, examId: number) {
    const exam = await this.examOrThrow(examId);
    const { now, attempts } = await this.currentAttempts(userId, examId);
    const state = availability(exam, attempts, now);
    if (state.open_attempt_id !== null) return this.attemptView(userId, state.open_attempt_id);
    if (state.reason) throw new DomainError('forbidden', reasonMessage[state.reason]);
    await this.progress.assertMayStart(userId, examId);
    const next = state.next!;
    const opened = await this.exams.openAttempt(examId, userId, next.attempt_no, next.is_makeup);
    // A new attempt: its row, the exam and the clock are known (the insert's now() is its start),
    // and it has no answers yet; only the questions are read. The exam-day spike is made of starts.
    if (opened) return this.viewOf(exam, opened, opened.started_at, await this.exams.questionsOf(examId), []);
    // Another request of the same user opened one a moment ago: resume that one.
    const open = (await this.exams.attemptsOf(userId, examId)).find((a) => a.submitted_at === null);
    if (!open) throw new DomainError('forbidden', 'examLimitReached');
    return this.attemptView(userId, open.id);
  }

  private async ownAttempt(userId: number, attemptId: number) {
    const attempt = await this.exams.findAttempt(attemptId);
    // Another user's attempt answers like a missing one: ids reveal nothing.
    if (!attempt || attempt.user_id !== userId) throw new DomainError('notFound', 'attemptNotFound');
    return attempt;
  }

  /** The attempt as the attempt page needs it: questions without keys, saved answers, time left. */
  async attemptView(userId: number, attemptId: number) {
    let attempt = await this.ownAttempt(userId, attemptId);
    const now = await this.exams.now();
    if (await this.finalizeExpired([attempt], now)) attempt = await this.ownAttempt(userId, attemptId);
    const [exam, questions, answers] = await Promise.all([this.examOrThrow(attempt.exam_id), this.exams.questionsOf(attempt.exam_id), this.exams.answersOf(attempt.id)]);
    return this.viewOf(exam, attempt, now, questions, answers);
  }

  private viewOf(
    exam: Awaited<ReturnType<ExamService['examOrThrow']>>,
    attempt: AttemptRow,
    now: Date,
    questions: ExamQuestionRow[],
    answers: Awaited<ReturnType<ExamRepo['answersOf']>>,
  ) {
    const remaining = attempt.submitted_at ? 0 : Math.max(0, Math.floor((attempt.deadline.getTime() - now.getTime()) / 1000));
    return {
      id: attempt.id,
      exam_id: exam.id,
      title: exam.title,
      exam_type: exam.exam_type,
      exam_long: exam.exam_long,
      total_score: exam.total_score,
      pass_score: exam.pass_score,
      attempt_no: attempt.attempt_no,
      is_makeup: attempt.is_makeup,
      started_at: attempt.started_at.toISOString(),
      deadline: attempt.deadline.toISOString(),
      server_now: now.toISOString(),
      remaining_seconds: remaining,
      submitted: attempt.submitted_at ? 1 : 0,
      questions: questions.map(publicQuestion),
      answers: answers.filter((a) => Object.keys(a.answer).length > 0).map((a) => ({ question_id: a.question_id, answer: a.answer })),
    };
  }

  /** Saves one answer (idempotent); refused after the deadline, after submit, or on someone else's attempt. */
  async saveAnswer(userId: number, attemptId: number, questionId: number, answer: GivenAnswer) {
    const clean: GivenAnswer = {};
    if (answer.option_ids) clean.option_ids = [...new Set(answer.option_ids)];
    // Blanks and short answers are plain text (the examiner reads them): markup is removed.
    if (answer.texts) clean.texts = answer.texts.map((text) => plainText(text));
    if (await this.exams.saveAnswer(attemptId, userId, questionId, clean)) return { question_id: questionId, saved: 1 };
    // The single statement refused: find out why, off the hot path.
    const attempt = await this.ownAttempt(userId, attemptId);
    if (attempt.submitted_at) throw new DomainError('forbidden', 'attemptSubmitted');
    const now = await this.exams.now();
    if (attempt.deadline.getTime() + SAVE_GRACE_SECONDS * 1000 <= now.getTime()) throw new DomainError('forbidden', 'attemptTimeUp');
    throw new DomainError('invalid', 'questionNotInExam');
  }

  /** Submits and scores; a second submit answers the same result and changes nothing. */
  async submit(userId: number, attemptId: number) {
    const outcome = await this.db.transaction().execute(async (trx) => {
      const attempt = await this.exams.lockAttempt(attemptId, trx);
      if (!attempt || attempt.user_id !== userId) throw new DomainError('notFound', 'attemptNotFound');
      if (attempt.submitted_at) return null;
      const exam = (await this.exams.findExam(attempt.exam_id, trx))!;
      const [questions, answers] = await Promise.all([this.exams.questionsOf(attempt.exam_id, trx), this.exams.answersOf(attempt.id, trx)]);
      const given = new Map(answers.map((a) => [a.question_id, a.answer]));
      const marks = questions.map((q) => ({ question_id: q.id, ...markAnswer(q.type, q.answer, given.get(q.id), q.score) }));
      const objective = attemptTotal(marks);
      const pending = marks.some((m) => m.review_status === 1);
      await this.exams.writeMarks(attempt.id, marks, trx);
      await this.exams.finishAttempt(
        attempt.id,
        { objective_score: objective, score: objective, review_status: pending ? 1 : 2, passed: pending ? null : objective >= exam.pass_score ? 1 : 0 },
        trx,
      );
      await this.questions.addWrong(userId, attempt.exam_id, marks.filter((m) => m.is_correct === 0).map((m) => m.question_id), trx);
      return { examId: attempt.exam_id, examType: exam.exam_type, passed: !pending && objective >= exam.pass_score };
    });
    if (outcome && LISTED_EXAM_TYPES.includes(outcome.examType)) await this.examStudied(userId, outcome.examId);
    if (outcome?.passed) await this.classTestPassed(userId, outcome.examId, outcome.examType);
    if (outcome?.passed) await this.progress.passed(userId, outcome.examId);
    return this.result(userId, attemptId);
  }

  private async classTestPassed(userId: number, examId: number, examType: number) {
    if (examType !== ExamType.classTest) return;
    await this.classTestDone(userId, examId);
  }

  /** The report: score (null while short answers wait for review), pass, time used. */
  async result(userId: number, attemptId: number) {
    const attempt = await this.ownAttempt(userId, attemptId);
    const exam = await this.examOrThrow(attempt.exam_id);
    if (!attempt.submitted_at) throw new DomainError('forbidden', 'attemptNotSubmitted');
    const answers = await this.exams.answersOf(attempt.id);
    const questionCount = (await this.exams.questionsOf(attempt.exam_id)).length;
    return {
      id: attempt.id,
      exam_id: exam.id,
      title: exam.title,
      exam_type: exam.exam_type,
      total_score: exam.total_score,
      pass_score: exam.pass_score,
      attempt_no: attempt.attempt_no,
      is_makeup: attempt.is_makeup,
      started_at: attempt.started_at.toISOString(),
      submitted_at: attempt.submitted_at.toISOString(),
      time_used: Math.max(0, Math.round((attempt.submitted_at.getTime() - attempt.started_at.getTime()) / 1000)),
      review_status: attempt.review_status ?? 1,
      objective_score: attempt.objective_score ?? 0,
      score: attempt.review_status === 2 ? attempt.score : null,
      passed: attempt.passed,
      question_count: questionCount,
      correct_count: answers.filter((a) => a.is_correct === 1).length,
      pending_count: answers.filter((a) => a.review_status === 1).length,
    };
  }

  /** Every question with the learner's answer, the correct answer and the explanation. */
  async analysis(userId: number, attemptId: number) {
    const result = await this.result(userId, attemptId);
    const [questions, answers] = await Promise.all([this.exams.questionsOf(result.exam_id), this.exams.answersOf(attemptId)]);
    const byQuestion = new Map(answers.map((a) => [a.question_id, a]));
    const collected = await this.questions.collectedAmong(userId, questions.map((q) => q.id));
    return {
      ...result,
      questions: questions.map((q) => {
        const mine = byQuestion.get(q.id);
        return {
          ...publicQuestion(q),
          options: q.options,
          my_answer: { option_ids: mine?.answer.option_ids ?? [], texts: mine?.answer.texts ?? [] },
          correct_answer: correctAnswer(q.type, q.answer),
          my_score: mine?.score ?? null,
          is_correct: mine?.is_correct ?? null,
          review_status: mine?.review_status ?? null,
          remark: mine?.remark ?? '',
          analysis: q.analysis,
          is_collected: collected.has(q.id) ? 1 : 0,
        };
      }),
    };
  }

  async ranking(examId: number, page: number, limit: number) {
    const exam = await this.examOrThrow(examId);
    const { rows, total } = await this.exams.ranking(examId, page, limit);
    return { title: exam.title, list: rows.map(({ passed, ...row }) => ({ ...row, medal: rankMedal({ rowno: row.rowno, score: row.score, passed }) })), total, current_page: page };
  }

  private assertExaminer(roleId: number) {
    if (roleId !== ROLE.examiner) throw new DomainError('forbidden', 'examinerOnly');
  }

  /**
   * The assignment rule: an examiner (role 3) sees and marks only attempts of exams assigned
   * to them (exams.reviewer_id) or assigned to nobody (null: any examiner). An attempt of an
   * exam assigned to another examiner answers like a missing one (404 attemptNotFound): the
   * ids reveal nothing about who marks what. The review list applies the same rule in SQL
   * (ExamRepo.reviewQueue). Learners are refused before this (403 examinerOnly).
   */
  private assertAssigned(exam: { reviewer_id: number | null } | undefined, examinerId: number): asserts exam {
    if (!exam || (exam.reviewer_id !== null && exam.reviewer_id !== examinerId)) throw new DomainError('notFound', 'attemptNotFound');
  }

  /** Attempts with short answers: waiting for marking (oldest submitted first) or reviewed (newest reviewed first). */
  async reviewList(examiner: Examiner, status: number, page: number, limit: number, examId?: number) {
    this.assertExaminer(examiner.roleId);
    const { rows, total } = await this.exams.reviewQueue(examiner.userId, status, page, limit, examId);
    return { list: rows.map((r) => ({ ...r, reviewed_at: unixSeconds(r.reviewed_at) })), total, current_page: page };
  }

  /**
   * An attempt for the examiner: every question with the learner's answer, the correct one and
   * its mark (short answers with the reference, waiting or marked, and the remark), and the
   * attempt's total by the one scoring rule (attemptTotal: what the final score and the
   * learner's notice say once every short answer is marked).
   */
  async reviewDetail(examiner: Examiner, attemptId: number) {
    this.assertExaminer(examiner.roleId);
    const attempt = await this.exams.findAttempt(attemptId);
    if (!attempt) throw new DomainError('notFound', 'attemptNotFound');
    const exam = await this.exams.examForReview(attempt.exam_id);
    this.assertAssigned(exam, examiner.userId);
    if (!attempt.submitted_at) throw new DomainError('forbidden', 'attemptNotSubmitted');
    const [questions, answers, name] = await Promise.all([
      this.exams.questionsOf(attempt.exam_id),
      this.exams.answersOf(attemptId),
      this.exams.userName(attempt.user_id),
    ]);
    const byQuestion = new Map(answers.map((a) => [a.question_id, a]));
    const reviewed = attempt.review_status === ReviewStatus.reviewed;
    return {
      id: attempt.id,
      exam_id: exam.id,
      title: exam.title,
      name,
      submitted_at: attempt.submitted_at.toISOString(),
      review_status: attempt.review_status ?? ReviewStatus.unreviewed,
      objective_score: attempt.objective_score ?? 0,
      score: reviewed ? attempt.score : null,
      reviewed_at: unixSeconds(attempt.reviewed_at),
      total: attemptTotal(answers),
      total_score: exam.total_score,
      questions: questions.map((q) => {
        const answer = byQuestion.get(q.id);
        const short = q.type === QuestionType.shortAnswer;
        return {
          id: q.id,
          type: q.type,
          content: q.content,
          options: short || q.type === QuestionType.fillIn ? [] : q.options,
          score: q.score,
          reference: short ? (q.answer.reference ?? '') : '',
          text: short ? (answer?.answer.texts?.[0] ?? '') : '',
          my_answer: { option_ids: answer?.answer.option_ids ?? [], texts: answer?.answer.texts ?? [] },
          correct_answer: correctAnswer(q.type, q.answer),
          my_score: short ? (answer?.review_status === ReviewStatus.reviewed ? (answer.score ?? null) : null) : (answer?.score ?? 0),
          is_correct: answer?.is_correct ?? null,
          remark: answer?.remark ?? '',
          // Objective questions are scored at submit: marked from the start.
          review_status: !short || answer?.review_status === ReviewStatus.reviewed ? ReviewStatus.reviewed : ReviewStatus.unreviewed,
        };
      }),
    };
  }

  /**
   * Marks short answers, one or several at a time (quick marking sends one per request), with
   * an optional remark each. The attempt row is locked for the whole transaction, so two
   * examiners marking at once take turns: only the mark that leaves no short answer waiting
   * completes the attempt (final score, pass, reviewed_by and reviewed_at), and a mark arriving
   * after that is refused (attemptReviewed); the learner is therefore told exactly once.
   */
  async mark(examiner: Examiner, attemptId: number, input: { question_id: number; score: number; remark?: string }[]) {
    this.assertExaminer(examiner.roleId);
    // The same question twice in one request: the last mark counts. Marks are kept to 0.1 (the column's scale);
    // a remark is plain text, trimmed (at most REMARK_MAX characters: the schema's bound).
    const marks = [
      ...new Map(
        input.map((m) => [m.question_id, { question_id: m.question_id, score: Math.round(m.score * 10) / 10, remark: m.remark === undefined ? null : plainText(m.remark).trim() }]),
      ).values(),
    ];
    const outcome = await this.db.transaction().execute(async (trx) => {
      const attempt = await this.exams.lockAttempt(attemptId, trx);
      if (!attempt) throw new DomainError('notFound', 'attemptNotFound');
      const exam = await this.exams.examForReview(attempt.exam_id, trx);
      this.assertAssigned(exam, examiner.userId);
      if (!attempt.submitted_at) throw new DomainError('forbidden', 'attemptNotSubmitted');
      if (attempt.review_status === ReviewStatus.reviewed) throw new DomainError('forbidden', 'attemptReviewed');
      const questions = await this.exams.questionsOf(attempt.exam_id, trx);
      const byId = new Map(questions.map((q) => [q.id, q]));
      for (const m of marks) {
        const q = byId.get(m.question_id);
        if (!q || q.type !== QuestionType.shortAnswer) throw new DomainError('invalid', 'questionNotShortAnswer');
        if (m.score > q.score) throw new DomainError('invalid', 'markAboveFull', { score: q.score });
      }
      const current = new Map((await this.exams.answersOf(attempt.id, trx)).map((a) => [a.question_id, a]));
      // Into the wrong-answer book once: a mark below the full score of an answer not already marked so.
      const wrong = marks.filter((m) => m.score < byId.get(m.question_id)!.score && current.get(m.question_id)?.is_correct !== 0).map((m) => m.question_id);
      await this.exams.writeMarks(
        attempt.id,
        marks.map((m) => ({ question_id: m.question_id, score: m.score, is_correct: m.score >= byId.get(m.question_id)!.score ? 1 : 0, review_status: ReviewStatus.reviewed })),
        trx,
      );
      await this.exams.writeRemarks(
        attempt.id,
        marks.flatMap((m) => (m.remark === null ? [] : [{ question_id: m.question_id, remark: m.remark }])),
        trx,
      );
      for (const m of marks) current.set(m.question_id, { ...current.get(m.question_id)!, score: m.score, review_status: ReviewStatus.reviewed });
      const pending = [...current.values()].filter((a) => a.review_status === ReviewStatus.unreviewed).length;
      const completed = pending === 0;
      const total = attemptTotal([...current.values()]);
      const passed = completed ? (total >= exam.pass_score ? 1 : 0) : null;
      const reviewStatus = completed ? ReviewStatus.reviewed : ReviewStatus.unreviewed;
      await this.exams.updateReview(attempt.id, { score: total, review_status: reviewStatus, passed }, completed ? examiner.userId : null, trx);
      await this.questions.addWrong(attempt.user_id, attempt.exam_id, wrong, trx);
      return { userId: attempt.user_id, exam, completed, passed, reviewStatus, pending, score: total };
    });
    if (outcome.completed) {
      const { exam, userId, score } = outcome;
      // After the commit, once: only the transaction that completed the attempt gets here.
      await this.notify([userId], {
        notify_type: STUDY_NOTICE,
        type: examNoticeItemType(exam.exam_type),
        message: 'notifyExamMarked',
        params: { title: exam.title, score },
        target_id: exam.id,
      });
      if (outcome.passed === 1) {
        await this.classTestPassed(userId, exam.id, exam.exam_type);
        await this.progress.passed(userId, exam.id);
      }
    }
    return { id: attemptId, review_status: outcome.reviewStatus, score: outcome.score, passed: outcome.passed, pending_count: outcome.pending };
  }

  // Wrong-question practice and collections ---------------------------------------------

  private practiceQuestion(q: { id: number; type: number; content: string; options: QuestionOption[]; answer: QuestionKey }) {
    return {
      id: q.id,
      type: q.type,
      content: q.content,
      options: q.type === QuestionType.fillIn || q.type === QuestionType.shortAnswer ? [] : q.options,
      blanks: q.type === QuestionType.fillIn ? (q.answer.blanks ?? []).length : q.type === QuestionType.shortAnswer ? 1 : 0,
    };
  }

  /** My wrong questions of one exam (0: of every exam); an exam that does not exist is missing (4004), not an empty book. */
  async wrongList(userId: number, examId: number, page: number, limit: number) {
    if (examId !== 0) await this.examOrThrow(examId);
    const { rows, total } = await this.questions.listWrong(userId, examId, page, limit);
    return {
      list: rows.map((r) => ({ ...this.practiceQuestion(r), exam_id: r.exam_id, wrong_count: r.wrong_count, is_collected: r.is_collected })),
      total,
      current_page: page,
    };
  }

  async wrongNumber(userId: number) {
    return { total: await this.questions.countWrong(userId) };
  }

  async removeWrong(userId: number, questionId: number) {
    if (!(await this.questions.removeWrong(userId, questionId))) throw new DomainError('notFound', 'wrongNotFound');
    return null;
  }

  /**
   * Checks a practice answer of a question in the user's wrong book or collection; a right
   * answer takes it out of the wrong book. Short answers cannot be checked automatically:
   * they show the reference answer and count as practised.
   */
  async practise(userId: number, questionId: number, answer: GivenAnswer) {
    const [wrong, collected] = await Promise.all([this.questions.isWrong(userId, questionId), this.questions.isCollected(userId, questionId)]);
    if (!wrong && !collected) throw new DomainError('notFound', 'examQuestionNotFound');
    const question = (await this.questions.findQuestion(questionId))!;
    if (!isAnswered(question.type, answer)) throw new DomainError('invalid', 'examAnswerRequired');
    const mark = markAnswer(question.type, question.answer, answer, 1);
    const correct = question.type === QuestionType.shortAnswer || mark.is_correct === 1;
    const removed = correct && wrong ? await this.questions.removeWrong(userId, questionId) : false;
    return {
      question_id: questionId,
      correct: correct ? 1 : 0,
      removed: removed ? 1 : 0,
      correct_answer: correctAnswer(question.type, question.answer),
      analysis: question.analysis,
    };
  }

  async collect(userId: number, questionId: number) {
    if (!(await this.questions.findQuestion(questionId))) throw new DomainError('notFound', 'examQuestionNotFound');
    await this.questions.collect(userId, questionId);
    return { question_id: questionId, is_collected: 1 };
  }

  async uncollect(userId: number, questionId: number) {
    await this.questions.uncollect(userId, questionId);
    return { question_id: questionId, is_collected: 0 };
  }

  async clearCollection(userId: number) {
    return { removed: await this.questions.clearCollection(userId) };
  }

  async collectList(userId: number, page: number, limit: number) {
    const { rows, total } = await this.questions.listCollected(userId, page, limit);
    return { list: rows.map((r) => this.practiceQuestion(r)), total, current_page: page };
  }
}
