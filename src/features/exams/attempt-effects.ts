import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import { ExamAttemptDocument, ExamDetailDocument, ExamSaveAnswerDocument, ExamStartDocument, ExamSubmitDocument } from '../../graphql/generated/exams';
import type { AttemptData, BlockReason, ExamCheck, GivenAnswer, PendingAnswer, SubmitResult } from '../../machines/exam-attempt';
import { present } from '../../shared/present';
import { toast } from '../../shared/toaster';
import { messageOfError } from '../../shared/api-errors';

/**
 * Question and option ids repeat across attempts (an option id is only unique within its
 * question), so results holding them bypass Apollo's normalised cache ('no-cache').
 */

/** Answers given but not yet saved, kept per attempt so a reload or a crash loses none. */
const queueKey = (attemptId: number) => `exam-queue:${attemptId}`;

export function loadQueue(attemptId: number): PendingAnswer[] {
  try {
    const raw = localStorage.getItem(queueKey(attemptId));
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(parsed) ? (parsed as PendingAnswer[]) : [];
  } catch {
    return [];
  }
}

export function storeQueue(attemptId: number, queue: PendingAnswer[]) {
  try {
    if (queue.length === 0) localStorage.removeItem(queueKey(attemptId));
    else localStorage.setItem(queueKey(attemptId), JSON.stringify(queue));
  } catch {
    // Storage full or blocked: the queue still lives in memory until the network is back.
  }
}

/** A refusal the server answered (403, 422, 4004): retrying cannot help, unlike a network failure. */
function refused(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error);
}

function cleanAnswer(answer: { option_ids?: readonly (number | null)[] | null; texts?: readonly (string | null)[] | null }): GivenAnswer {
  const out: GivenAnswer = {};
  if (answer.option_ids) out.option_ids = present(answer.option_ids);
  if (answer.texts) out.texts = present(answer.texts);
  return out;
}

/** The machine's effects over the gateway. */
export function attemptEffects(client: ApolloClient) {
  const save = async (attemptId: number, item: PendingAnswer) => {
    try {
      await client.mutate({
        mutation: ExamSaveAnswerDocument,
        variables: { id: attemptId, input: { question_id: item.questionId, answer: item.answer } },
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
    loadExam: fromPromise<ExamCheck, { examId: number }>(async ({ input }) => {
      const { data } = await client.query({ query: ExamDetailDocument, variables: { id: input.examId }, fetchPolicy: 'network-only' });
      const detail = data?.examDetail?.data;
      if (!detail) throw new Error('exam detail missing');
      return { reason: (detail.reason || null) as BlockReason | null, openAttemptId: detail.open_attempt_id ?? null };
    }),
    startAttempt: fromPromise<AttemptData, { examId: number; openAttemptId: number | null }>(async ({ input }) => {
      const attempt =
        input.openAttemptId !== null
          ? (await client.query({ query: ExamAttemptDocument, variables: { id: input.openAttemptId }, fetchPolicy: 'no-cache' })).data?.examAttempt?.data
          : (await client.mutate({ mutation: ExamStartDocument, variables: { id: input.examId }, fetchPolicy: 'no-cache' })).data?.examStart?.data;
      if (!attempt) throw new Error('attempt missing');
      const pending = loadQueue(attempt.id);
      const answers: Record<number, GivenAnswer> = {};
      for (const saved of present(attempt.answers)) answers[saved.question_id] = cleanAnswer(saved.answer);
      for (const item of pending) answers[item.questionId] = item.answer;
      // The deadline on this browser's clock: the server's time left, counted from now.
      const left = Date.parse(attempt.deadline as string) - Date.parse(attempt.server_now as string);
      return {
        id: attempt.id,
        examId: attempt.exam_id,
        title: attempt.title,
        deadline: Date.now() + left,
        answers,
        pending,
        remaining: attempt.remaining_seconds,
        questions: present(attempt.questions).map((q) => ({ ...q, options: present(q.options) })),
      };
    }),
    saveAnswer: fromPromise<PendingAnswer, { attemptId: number; item: PendingAnswer }>(({ input }) => save(input.attemptId, input.item)),
    submitAttempt: fromPromise<SubmitResult, { attemptId: number; queue: PendingAnswer[] }>(async ({ input }) => {
      for (const item of input.queue) await save(input.attemptId, item);
      await client.mutate({ mutation: ExamSubmitDocument, variables: { id: input.attemptId } });
      return { attemptId: input.attemptId };
    }),
  };
}
