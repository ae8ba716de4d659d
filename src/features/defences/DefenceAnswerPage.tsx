import { Button, Callout, Card, Dialog, DialogBody, DialogFooter, Spinner, Tag } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { EnterDefenceDocument, SaveDefenceAnswerDocument, SubmitDefenceDocument, type DefenceAnswerFieldsFragment } from '../../graphql/generated/defences';
import { defenceSessionMachine, unansweredCount, type DefenceAnswerInput, type DefenceAnswerSaved, type DefenceSessionData, type DefenceSessionQuestion } from '../../machines/defence-session';
import { withServerMessage } from '../../shared/api-errors';
import { OptionList } from '../../shared/options/OptionList';
import { DEFENCE_KIND, DEFENCE_QUESTION } from '../../shared/review-rules';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { Recorder } from '../../widgets/recorder/Recorder';
import { kindCode, questionCode } from '../../widgets/defence-answer/defence-codes';
import { explainLink, reportLink } from './paths';
import '../../widgets/defence-answer/defence-answer.css';
import './defences.css';

/** A saved answer as the session machine holds it: its question, options by number, the recording. */
function sessionQuestion(answer: DefenceAnswerFieldsFragment): DefenceSessionQuestion {
  const q = answer.question;
  return {
    id: Number(q.id),
    question_type: questionCode(q.type),
    content: q.content,
    score: q.score,
    options: q.options.map((o) => ({ id: o.number, content: o.content })),
    answer: savedAnswer(answer),
  };
}

function savedAnswer(answer: DefenceAnswerFieldsFragment): DefenceSessionQuestion['answer'] {
  return { recording: answer.recordingUrl ? { path: answer.recordingUrl, seconds: answer.recordingSeconds ?? 0 } : null, option_ids: [...answer.chosenOptionNumbers] };
}

const answeredOf = (q: DefenceSessionQuestion) => (q.question_type === DEFENCE_QUESTION.spoken ? q.answer.recording !== null : q.answer.option_ids.length > 0);

/**
 * /knowledge/replay-question?id= (interactive) and /knowledge/ai-replay?id= (AI): the defence's
 * questions one at a time, on the defence-session machine. A spoken question is answered with
 * the recorder (at least the defence's minimum length); a choice is confirmed (a multiple choice
 * needs at least two). Submit asks first, then opens the report.
 */
export function DefenceAnswerPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const machine = defenceSessionMachine.provide({
    actors: {
      load: fromPromise<DefenceSessionData, { defenceId: number }>(({ input }) =>
        withServerMessage(async () => {
          const { data } = await client.mutate({ mutation: EnterDefenceDocument, variables: { defenceId: String(input.defenceId) }, context: { handlesErrors: true } });
          const defence = data?.enterDefence.defence;
          if (!defence) throw new Error(t('defences.answer.loadFailed'));
          return {
            id: Number(defence.id),
            title: defence.title,
            kind: kindCode(defence.kind),
            min_seconds: defence.minRecordingSeconds,
            questions: defence.myAttempt.answers.map(sessionQuestion),
          };
        }),
      ),
      saveAnswer: fromPromise<DefenceAnswerSaved, DefenceAnswerInput>(({ input }) =>
        withServerMessage(async () => {
          const { data } = await client.mutate({
            mutation: SaveDefenceAnswerDocument,
            variables: {
              input: {
                defenceId: String(input.defenceId),
                questionId: String(input.question_id),
                ...(input.upload_id !== undefined ? { recordingUploadId: String(input.upload_id) } : {}),
                ...(input.option_ids !== undefined ? { optionNumbers: input.option_ids } : {}),
              },
            },
            context: { handlesErrors: true },
          });
          const saved = data?.saveDefenceAnswer.answer;
          if (!saved) throw new Error(t('common.unexpectedError'));
          return { question_id: Number(saved.question.id), ...savedAnswer(saved) };
        }),
      ),
      submit: fromPromise<void, { defenceId: number }>(({ input }) =>
        withServerMessage(async () => {
          // The payload is the defence with its attempt as submitted: the explanation and the report update from the cache.
          const { data } = await client.mutate({ mutation: SubmitDefenceDocument, variables: { defenceId: String(input.defenceId) }, context: { handlesErrors: true } });
          if (!data?.submitDefence.defence) throw new Error(t('common.unexpectedError'));
        }),
      ),
    },
    actions: {
      submitted: ({ context }) => void navigate({ ...reportLink(context.session?.kind ?? DEFENCE_KIND.interactive, id), replace: true }),
    },
  });
  const [state, send] = useMachine(machine, { input: { defenceId: id } });
  const { session, index, choices, problem, notice, error } = state.context;
  const back = (
    <Link {...explainLink(id)} className="bp6-button">
      {t('defences.report.back')}
    </Link>
  );

  if (state.matches('loadFailed')) return <ErrorState error={new Error(error ?? '')} title={t('defences.answer.loadFailed')} onRetry={() => send({ type: 'defence.retry' })} action={back} />;
  if (!session || state.matches('loading')) return <LoadingState rows={6} />;
  const question = session.questions[index]!;
  const total = session.questions.length;
  const saving = state.matches('saving');
  const submitting = state.matches('submitting') || state.matches('submitted');
  const spoken = question.question_type === DEFENCE_QUESTION.spoken;

  return (
    <div className="defence-page defence-answer" data-testid="defence-answer">
      <div className="defence-answer__main">
        <Card>
          <div className="defence-explain__head">
            <h2>{session.title}</h2>
            <Tag minimal intent="primary">
              {t(`defences.kind.${session.kind}` as 'defences.kind.6')}
            </Tag>
          </div>
          <p className="defence-answer__progress" data-testid="defence-progress">
            {t('defences.answer.progress', { current: index + 1, total })}
          </p>
          <section aria-labelledby="defence-question-title" data-testid="defence-question" data-question={question.id}>
            <h3 id="defence-question-title" className="defence-question__title">
              <Tag minimal>{t(`defences.questionType.${question.question_type}` as 'defences.questionType.1')}</Tag> <span className="defence-text">{question.content}</span>{' '}
              <span className="defence-muted">{t('defences.answer.score', { count: question.score })}</span>
            </h3>
            {spoken ? (
              <>
                <p className="defence-muted">{t('defences.answer.recordHint')}</p>
                {question.answer.recording && (
                  <div className="defence-saved" data-testid="defence-saved-recording" data-seconds={question.answer.recording.seconds}>
                    <Tag intent="success" icon="tick">
                      {t('defences.answer.savedRecording', { count: question.answer.recording.seconds })}
                    </Tag>
                    <audio controls preload="none" src={question.answer.recording.path} aria-label={t('defences.answer.listen')} />
                  </div>
                )}
                <Recorder
                  key={question.id}
                  minSeconds={session.min_seconds}
                  label={t('defences.answer.progress', { current: index + 1, total })}
                  disabled={saving || submitting}
                  onUploaded={(recording) => send({ type: 'answer.record', recording })}
                />
              </>
            ) : (
              <>
                <OptionList
                  name={`defence-question-${question.id}`}
                  mode={question.question_type === DEFENCE_QUESTION.single ? 'radio' : 'checkbox'}
                  options={question.options}
                  value={choices}
                  disabled={saving || submitting}
                  onChange={(ids) => send({ type: 'answer.select', optionIds: ids })}
                />
                <div className="defence-answer__confirm">
                  <Button intent="primary" icon="tick" text={saving ? t('defences.answer.saving') : t('defences.answer.confirm')} loading={saving} onClick={() => send({ type: 'answer.confirm' })} data-testid="defence-confirm" />
                  {answeredOf(question) && (
                    <Tag intent="success" icon="tick" data-testid="defence-choice-saved">
                      {t('defences.answer.saved')}
                    </Tag>
                  )}
                </div>
              </>
            )}
          </section>
          <div aria-live="polite" className="defence-answer__messages">
            {problem?.kind === 'required' && <Callout intent="warning" compact data-testid="defence-problem">{t('defences.answer.required')}</Callout>}
            {problem?.kind === 'multipleMin' && <Callout intent="warning" compact data-testid="defence-problem">{t('defences.answer.multipleMin', { count: problem.min })}</Callout>}
            {problem?.kind === 'unanswered' && <Callout intent="warning" compact data-testid="defence-problem">{t('defences.answer.unanswered', { count: problem.count })}</Callout>}
            {notice && <Callout intent="primary" compact data-testid="defence-notice">{notice === 'first' ? t('defences.answer.first') : t('defences.answer.last')}</Callout>}
            {error && <Callout intent="danger" compact data-testid="defence-error">{error}</Callout>}
          </div>
          <div className="defence-answer__nav">
            <Button icon="chevron-left" text={t('defences.answer.prev')} onClick={() => send({ type: 'question.prev' })} disabled={saving || submitting} data-testid="defence-prev" />
            <Button rightIcon="chevron-right" text={t('defences.answer.next')} onClick={() => send({ type: 'question.next' })} disabled={saving || submitting} data-testid="defence-next" />
            <Button intent="success" icon="send-message" text={t('defences.answer.submit')} onClick={() => send({ type: 'defence.submit' })} disabled={saving || submitting} data-testid="defence-submit" />
          </div>
        </Card>
      </div>
      <Card className="defence-sheet">
        <h3>{t('defences.answer.sheet')}</h3>
        <ol className="defence-sheet__list">
          {session.questions.map((q, i) => {
            const done = answeredOf(q);
            return (
              <li key={q.id}>
                <Button
                  size="small"
                  intent={done ? 'success' : 'none'}
                  variant={i === index ? 'solid' : 'outlined'}
                  text={String(i + 1)}
                  aria-current={i === index ? 'step' : undefined}
                  aria-label={t('defences.answer.sheetItem', { no: i + 1, state: done ? t('defences.answer.saved') : t('defences.answer.notAnswered') })}
                  onClick={() => send({ type: 'question.goto', index: i })}
                  disabled={saving || submitting}
                />
              </li>
            );
          })}
        </ol>
        <p className="defence-muted">{t('defences.answer.unanswered', { count: unansweredCount(session) })}</p>
      </Card>
      <Dialog isOpen={state.matches('confirmingSubmit')} title={t('defences.answer.confirmTitle')} onClose={() => send({ type: 'submission.cancel' })}>
        <DialogBody>
          <p>{t('defences.answer.confirmBody')}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('defences.answer.confirmCancel')} onClick={() => send({ type: 'submission.cancel' })} />
              <Button intent="primary" text={t('defences.answer.confirmOk')} onClick={() => send({ type: 'submission.confirm' })} data-testid="defence-confirm-submit" />
            </>
          }
        />
      </Dialog>
      {submitting && (
        <div className="defence-submitting" role="status" data-testid="defence-submitting">
          <Spinner size={24} />
          <span>{session.kind === DEFENCE_KIND.ai ? t('defences.answer.submittingAi') : t('defences.answer.submitting')}</span>
        </div>
      )}
    </div>
  );
}
