import { Alert, Button, Callout, Card, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { examAttemptMachine, hasAnswer, type GivenAnswer, type PendingAnswer } from '../../machines/exam-attempt';
import { attemptEffects, storeQueue } from './attempt-effects';
import { formatCountdown } from './format';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { resultLink, type ExamFamily } from './paths';
import { QuestionView } from './QuestionView';

/** Seconds between reconnection tries while answers wait offline. */
const RETRY_EVERY_MS = 5000;

/** The attempt: timer, one question at a time, answer sheet, autosave, submit. */
export function ExamAttemptPage({ examId, family }: { examId: number; family: ExamFamily }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      examAttemptMachine.provide({
        actors: attemptEffects(client),
        actions: {
          persistQueue: (_, params: { attemptId: string; queue: PendingAnswer[] }) => storeQueue(params.attemptId, params.queue),
          goResult: (_, params: { attemptId: string }) => void navigate({ ...resultLink(family, Number(params.attemptId)), replace: true }),
        },
      }),
    [client, navigate, family],
  );
  const actor = useActorRef(machine, { input: { examId: String(examId) } });
  const state = useSelector(actor, (s) => s);
  const { attempt, answers, index, notice, remaining, queue, error } = state.context;

  // Back online (or every few seconds while offline): try the queued answers again.
  const offline = state.matches({ attempting: 'offline' });
  useEffect(() => {
    const online = () => actor.send({ type: 'exam.online' });
    window.addEventListener('online', online);
    const timer = offline ? setInterval(online, RETRY_EVERY_MS) : undefined;
    return () => {
      window.removeEventListener('online', online);
      if (timer) clearInterval(timer);
    };
  }, [actor, offline]);

  const attempting = state.matches('attempting');
  const send = actor.send;
  // Arrow keys move between questions (not while typing).
  useEffect(() => {
    if (!attempting) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' && (target as HTMLInputElement).type === 'text' || target.tagName === 'TEXTAREA')) return;
      if (event.key === 'ArrowRight') send({ type: 'exam.next' });
      if (event.key === 'ArrowLeft') send({ type: 'exam.prev' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [attempting, send]);

  // The learner chose to start on the explanation page: an open exam starts at once here.
  const isOpen = state.matches('open');
  useEffect(() => {
    if (isOpen) send({ type: 'exam.start' });
  }, [isOpen, send]);

  const [confirming, setConfirming] = useState(false);
  const answer = useCallback((questionId: string, value: GivenAnswer) => send({ type: 'exam.answer', questionId, answer: value }), [send]);

  if (state.matches('checking') || state.matches('starting')) return <LoadingState />;
  if (state.matches('failed')) return <ErrorState error={new Error(error ?? '')} onRetry={() => send({ type: 'exam.retry' })} />;
  for (const reason of ['notOpen', 'ended', 'limitReached', 'noMakeup'] as const) {
    if (state.matches(reason)) {
      return (
        <NonIdealState
          className="exam-page__state"
          icon="lock"
          title={t('exams.attempt.notReady')}
          description={<span data-testid="block-reason">{t(`exams.reason.${reason}`)}</span>}
          action={<Link to="/mine-exam/mine-exam-explain/$id" params={{ id: examId }}>{t('exams.attempt.backToExplain')}</Link>}
        />
      );
    }
  }
  if (state.matches('open')) {
    return (
      <NonIdealState
        className="exam-page__state"
        icon="edit"
        title={t('exams.attempt.start')}
        action={<Button intent="primary" size="large" text={t('exams.attempt.start')} onClick={() => send({ type: 'exam.start' })} data-testid="start-exam" />}
      />
    );
  }
  if (!attempt) return <LoadingState />;

  const questions = attempt.questions;
  const question = questions[index]!;
  const unanswered = questions.filter((q) => !hasAnswer(answers[q.id])).length;
  const submitting = state.matches('submitting') || state.matches('submitted');
  const noticeText = notice ? t(`exams.attempt.${notice}`) : null;

  return (
    <div className="exam-attempt" data-testid="exam-attempt">
      <header className="exam-attempt__bar">
        <h2 className="exam-attempt__title">{attempt.title}</h2>
        <div className="exam-attempt__timer" role="timer" aria-label={t('exams.attempt.remaining')}>
          <span>{t('exams.attempt.remaining')}</span>
          <strong data-testid="timer">{formatCountdown(remaining)}</strong>
        </div>
        <SaveStatus offline={offline} saving={state.matches({ attempting: 'saving' })} queued={queue.length} />
        <Button intent="primary" icon="send-message" text={t('exams.attempt.submit')} disabled={submitting} onClick={() => setConfirming(true)} data-testid="submit-exam" />
      </header>

      {state.matches('submitFailed') && (
        <Callout intent="danger" className="exam-attempt__notice" data-testid="submit-failed">
          {t('exams.attempt.submitFailed', { error: error ?? '' })}
          <Button className="exam-attempt__retry" text={t('exams.attempt.retrySubmit')} onClick={() => send({ type: 'exam.submit' })} />
        </Callout>
      )}

      <div className="exam-attempt__body">
        <Card className="exam-attempt__question">
          <QuestionView
            key={question.id}
            question={question}
            value={answers[question.id]}
            onChange={(value) => answer(question.id, value)}
            disabled={submitting}
            heading={
              <span className="exam-attempt__position" data-testid="question-position">
                {t('exams.attempt.questionOf', { index: index + 1, total: questions.length })} {t('exams.attempt.score', { count: question.score })}
              </span>
            }
          />
          {noticeText && (
            <Callout intent={notice === 'answerRequired' ? 'warning' : 'primary'} className="exam-attempt__notice" role="status" data-testid="notice">
              {noticeText}
            </Callout>
          )}
          <div className="exam-attempt__nav">
            <Button icon="arrow-left" text={t('exams.attempt.prev')} onClick={() => send({ type: 'exam.prev' })} data-testid="prev" />
            <Button rightIcon="arrow-right" intent="primary" text={t('exams.attempt.next')} onClick={() => send({ type: 'exam.next' })} data-testid="next" />
          </div>
          <p className="exam-attempt__hint">{t('exams.attempt.keyboardHint')}</p>
        </Card>
        <Card className="exam-attempt__sheet" aria-label={t('exams.attempt.sheet')}>
          <h3>{t('exams.attempt.sheet')}</h3>
          <div className="exam-attempt__sheet-grid">
            {questions.map((q, i) => (
              <Button
                key={q.id}
                small
                text={i + 1}
                active={i === index}
                intent={hasAnswer(answers[q.id]) ? 'success' : 'none'}
                aria-label={`${i + 1}${hasAnswer(answers[q.id]) ? ` ${t('exams.attempt.answered')}` : ''}`}
                aria-current={i === index ? 'step' : undefined}
                onClick={() => send({ type: 'exam.goto', index: i })}
                data-testid={`sheet-${i + 1}`}
              />
            ))}
          </div>
        </Card>
      </div>

      <Alert
        isOpen={confirming}
        intent="primary"
        icon="send-message"
        confirmButtonText={t('exams.attempt.confirm')}
        cancelButtonText={t('exams.attempt.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          send({ type: 'exam.submit' });
        }}
      >
        <h4>{t('exams.attempt.confirmTitle')}</h4>
        <p>{unanswered > 0 ? t('exams.attempt.unanswered', { count: unanswered }) : t('exams.attempt.allAnswered')}</p>
      </Alert>
      {submitting && (
        <div className="exam-attempt__overlay" role="status">
          <Spinner size={40} />
          <span>{notice === 'timeUp' ? t('exams.attempt.timeUp') : t('exams.attempt.submitting')}</span>
        </div>
      )}
    </div>
  );
}

function SaveStatus({ offline, saving, queued }: { offline: boolean; saving: boolean; queued: number }) {
  const { t } = useTranslation();
  if (offline) {
    return (
      <Tag intent="warning" icon="offline" large data-testid="save-status">
        {t('exams.attempt.offline', { count: queued })}
      </Tag>
    );
  }
  return (
    <Tag minimal intent={saving ? 'primary' : 'success'} icon={saving ? 'cloud-upload' : 'tick'} data-testid="save-status">
      {saving ? t('exams.attempt.saving') : t('exams.attempt.saved')}
    </Tag>
  );
}
