import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import { ExamAttemptDocument, ExamDocument, SaveExamAnswerDocument, StartExamDocument, SubmitExamDocument, type AttemptPaperFragment } from '../../graphql/generated/exams';
import type { AttemptData, ExamCheck, GivenAnswer, PendingAnswer, SubmitResult } from '../../machines/exam-attempt';
import { toast } from '../../shared/toaster';
import { messageOfError } from '../../shared/api-errors';
import { BLOCK_REASONS } from './format';

/** Answers given but not yet saved, kept per attempt so a reload or a crash loses none. */
const queueKey = (attemptId: string) => `exam-queue:${attemptId}`;

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * A stored queued answer. A queue stored before the exam moved to the domain graph named ids by
 * number and options as `option_ids`: a learner whose exam spans the update keeps those answers.
 */
function pendingOf(stored: unknown): PendingAnswer | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { questionId, answer } = stored as { questionId?: unknown; answer?: { optionIds?: unknown; option_ids?: unknown; texts?: unknown } };
  if ((typeof questionId !== 'string' && typeof questionId !== 'number') || typeof answer !== 'object' || answer === null) return null;
  const given: GivenAnswer = {};
  const optionIds = Array.isArray(answer.option_ids) ? answer.option_ids.map(String) : answer.optionIds;
  if (isStrings(optionIds)) given.optionIds = optionIds;
  if (isStrings(answer.texts)) given.texts = answer.texts;
  return given.optionIds || given.texts ? { questionId: String(questionId), answer: given } : null;
}

export function loadQueue(attemptId: string): PendingAnswer[] {
  try {
    const raw = localStorage.getItem(queueKey(attemptId));
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(parsed) ? parsed.map(pendingOf).filter((item): item is PendingAnswer => item !== null) : [];
  } catch {
    return [];
  }
}

export function storeQueue(attemptId: string, queue: PendingAnswer[]) {
  try {
    if (queue.length === 0) localStorage.removeItem(queueKey(attemptId));
    else localStorage.setItem(queueKey(attemptId), JSON.stringify(queue));
  } catch {
    // Storage full or blocked: the queue still lives in memory until the network is back.
  }
}

/** A refusal the server answered (FORBIDDEN, BAD_USER_INPUT, NOT_FOUND): retrying cannot help, unlike a network failure. */
function refused(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error);
}

/** The attempt as the machine holds it: the saved answers with the locally queued ones laid over them. */
function attemptData(attempt: AttemptPaperFragment): AttemptData {
  const pending = loadQueue(attempt.id);
  const answers: Record<string, GivenAnswer> = {};
  for (const { question, myAnswer } of attempt.questions) if (myAnswer) answers[question.id] = { optionIds: [...myAnswer.optionIds], texts: [...myAnswer.texts] };
  for (const item of pending) answers[item.questionId] = item.answer;
  // The deadline on this browser's clock: the server's time left, counted from now.
  const left = Date.parse(attempt.deadline) - Date.parse(attempt.serverNow);
  return {
    id: attempt.id,
    examId: attempt.exam.id,
    title: attempt.exam.title,
    deadline: Date.now() + left,
    answers,
    pending,
    remaining: attempt.remainingSeconds,
    questions: attempt.questions.map(({ question, score }) => ({ ...question, score })),
  };
}

/** The machine's effects over the domain graph. */
export function attemptEffects(client: ApolloClient) {
  const save = async (attemptId: string, item: PendingAnswer) => {
    try {
      await client.mutate({
        mutation: SaveExamAnswerDocument,
        variables: { input: { attemptId, questionId: item.questionId, ...item.answer } },
        context: { handlesErrors: true },
      });
    } catch (error) {
      if (!refused(error)) throw error;
      // Refused for good (time up, submitted): drop it from the queue and say why.
      toast.error(messageOfError(error), 'exam-save');
    }
    return item;
  };

  return {
    loadExam: fromPromise<ExamCheck, { examId: string }>(async ({ input }) => {
      const { data } = await client.query({ query: ExamDocument, variables: { id: input.examId }, fetchPolicy: 'network-only' });
      const exam = data?.exam;
      if (!exam) throw new Error('exam missing');
      return { reason: exam.startRefusal ? BLOCK_REASONS[exam.startRefusal] : null, openAttemptId: exam.openAttempt?.id ?? null };
    }),
    startAttempt: fromPromise<AttemptData, { examId: string; openAttemptId: string | null }>(async ({ input }) => {
      // The paper is read fresh (a reload resumes what the server holds), not from the cache.
      const attempt =
        input.openAttemptId !== null
          ? (await client.query({ query: ExamAttemptDocument, variables: { id: input.openAttemptId }, fetchPolicy: 'network-only' })).data?.examAttempt
          : (await client.mutate({ mutation: StartExamDocument, variables: { input: { examId: input.examId } } })).data?.startExam.attempt;
      if (!attempt) throw new Error('attempt missing');
      return attemptData(attempt);
    }),
    saveAnswer: fromPromise<PendingAnswer, { attemptId: string; item: PendingAnswer }>(({ input }) => save(input.attemptId, input.item)),
    submitAttempt: fromPromise<SubmitResult, { attemptId: string; queue: PendingAnswer[] }>(async ({ input }) => {
      for (const item of input.queue) await save(input.attemptId, item);
      await client.mutate({ mutation: SubmitExamDocument, variables: { input: { attemptId: input.attemptId } } });
      return { attemptId: input.attemptId };
    }),
  };
}
