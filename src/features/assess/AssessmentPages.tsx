import { Button, Callout, Card, FormGroup, H2, InputGroup, NonIdealState, Tag, TextArea } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { DefenceAssessmentDocument, DefenceAssessmentsDocument, MarkDefenceDocument, type DefenceAssessmentQuery } from '../../graphql/generated/assess';
import { assessmentReviewMachine, type ReviewAssessment, type ReviewInput } from '../../machines/assessment-review';
import { withServerMessage } from '../../shared/api-errors';
import { focusFirstInvalid } from '../../shared/focus-invalid';
import { OptionList } from '../../shared/options/OptionList';
import { lettersOf } from '../../shared/options/option-list';
import { ASSESSMENT_RESULT_MAX, REMARK_MAX } from '../../shared/review-rules';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { formatDateTime } from '../../shared/dates';
import { KeyPointList, Transcript } from '../../widgets/defence-answer/AnswerParts';
import { EnterRoomButton } from '../../widgets/defence-answer/EnterRoomButton';
import { kindKey, questionTypeKey, statusKey } from '../../widgets/defence-answer/defence-codes';
import './assess.css';
import { BackToAssess } from './BackToAssess';

type Assessment = NonNullable<DefenceAssessmentQuery['defenceAssessment']>;
type AssessmentAnswer = Assessment['answers'][number];

const backToList = (label: string) => (
  <BackToAssess>
    {label}
  </BackToAssess>
);

/** The head of both pages: the defence, the learner, its kind, time and place, and the state. */
function AssessmentHead({ a }: { a: Assessment }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <>
      <H2>
        {a.title} · {a.learnerName}
      </H2>
      <p className="assess-remarks__attempt">
        <Tag minimal intent="primary">
          {t(kindKey(a.kind))}
        </Tag>{' '}
        {formatDateTime(a.startsAt, locale)} – {formatDateTime(a.endsAt, locale)}
        {a.place ? ` · ${a.place}` : ''}
        {a.submittedAt ? ` · ${t('assess.defences.submittedAt', { time: formatDateTime(a.submittedAt, locale) })}` : ''}
      </p>
      {a.aiScoring === 'UNAVAILABLE' && a.status !== 'REVIEWED' && (
        <Callout intent="warning" icon="warning-sign" data-testid="assessment-ai-unavailable">
          {t('assess.defences.aiUnavailableBody')}
        </Callout>
      )}
    </>
  );
}

/** One question with the learner's answer: the recording, the transcript and key points (AI), the choices, the reference. */
function AnswerView({ answer, no }: { answer: AssessmentAnswer; no: number }) {
  const { t } = useTranslation();
  const q = answer.question;
  // The options by their number, as the answer names them.
  const options = q.options.map((o) => ({ id: o.number, content: o.content }));
  const correct = answer.correctOptionNumbers;
  const keyPoints = answer.keyPoints.map((p) => ({ text: p.text, hit: p.isHit === null ? null : p.isHit ? 1 : 0, matched: p.matchedPhrase }));
  return (
    <>
      <h3 className="defence-question__title">
        {no}. <Tag minimal>{t(questionTypeKey(q.type))}</Tag> <span className="assess-remarks__text">{q.content}</span>{' '}
        <span className="assess-muted">{t('defences.answer.score', { count: q.score })}</span>
      </h3>
      <div className="assess-remarks__columns">
        <div>
          <h4>{t('assess.defences.answer')}</h4>
          {q.type === 'SPOKEN' ? (
            answer.recordingUrl ? (
              <audio controls preload="none" src={answer.recordingUrl} aria-label={t('assess.defences.play', { no })} data-testid="assessment-recording" />
            ) : (
              <p className="assess-muted">{t('defences.report.noAnswer')}</p>
            )
          ) : (
            <>
              <OptionList name={`assess-${q.id}`} mode={q.type === 'SINGLE_CHOICE' ? 'radio' : 'checkbox'} options={options} value={answer.chosenOptionNumbers} onChange={() => {}} disabled correct={correct} />
              <p className="assess-muted">{t('defences.report.correct', { letters: lettersOf(correct, options) })}</p>
            </>
          )}
          {answer.transcript !== null && <Transcript text={answer.transcript} testId="assessment-transcript" />}
        </div>
        <div>
          {q.reference && (
            <>
              <h4>{t('assess.remarks.reference')}</h4>
              <p className="assess-remarks__text">{q.reference}</p>
            </>
          )}
          <KeyPointList points={keyPoints} />
          {answer.aiScore !== null && <p>{t('assess.defences.aiScore', { score: answer.aiScore, full: q.score })}</p>}
        </div>
      </div>
    </>
  );
}

/** /memberAssess/assess-detail?id=: one participant's defence, its answers and the result so far. */
export function AssessmentDetailPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(DefenceAssessmentDocument, { variables: { id: String(id) }, fetchPolicy: 'cache-and-network' });
  const a = data?.defenceAssessment;
  if (loading && !a) return <LoadingState rows={6} />;
  if (error || !a) return <ErrorState error={error} title={t('assess.defences.loadFailed')} onRetry={() => void refetch()} action={backToList(t('assess.remarks.back'))} />;
  const reviewed = a.status === 'REVIEWED';
  return (
    <section className="assess-show" data-testid="assessment-detail">
      <AssessmentHead a={a} />
      <Card className="assess-summary">
        <p data-testid="assessment-state">
          {reviewed
            ? `${t('assess.defences.scoreOf', { score: a.score ?? 0, full: a.fullScore })} · ${a.passed ? t('defences.report.passed') : t('defences.report.failed')} · ${a.reviewedByExaminer ? t('defences.report.examinerScored') : t('defences.report.aiScored')}`
            : t(statusKey(a.sessionState))}
        </p>
        {a.result && <p className="assess-remarks__text">{t('assess.defences.resultIs', { result: a.result })}</p>}
        <div className="assess-table__actions">
          {a.kind === 'REMOTE' && a.canMark ? <EnterRoomButton defenceId={Number(a.defenceId)} returnTo={{ assessment: id }} /> : null}
          {a.canMark ? (
            <Link to="/memberAssess/assess-comment" search={{ id }} className="bp6-button bp6-intent-primary">
              {reviewed ? t('assess.defences.change') : t('assess.defences.review')}
            </Link>
          ) : null}
          {backToList(t('assess.remarks.back'))}
        </div>
      </Card>
      {a.answers.map((answer, i) => (
        <Card key={answer.id} className="assess-question">
          <AnswerView answer={answer} no={i + 1} />
          {answer.score !== null && <p>{t('defences.report.questionScore', { score: answer.score, full: answer.question.score })}</p>}
          {answer.remark && <p className="assess-remarks__text">{t('defences.report.remark', { remark: answer.remark })}</p>}
        </Card>
      ))}
    </section>
  );
}

/**
 * /memberAssess/assess-comment?id= (the defence review): play each recorded answer, read its
 * transcript and key points where there are any, score each question within its full score
 * with a remark, and write the assessment result (at most 100 characters); on the
 * assessment-review machine. The learner is notified.
 */
export function AssessmentCommentPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const machine = assessmentReviewMachine.provide({
    actors: {
      load: fromPromise<ReviewAssessment, { attemptId: number }>(({ input }) =>
        withServerMessage(async () => {
          const { data } = await client.query({ query: DefenceAssessmentDocument, variables: { id: String(input.attemptId) }, fetchPolicy: 'network-only', context: { handlesErrors: true } });
          const a = data?.defenceAssessment;
          if (!a) throw new Error(t('assess.defences.loadFailed'));
          return {
            id: Number(a.id),
            full: a.fullScore,
            score: a.score,
            result: a.result,
            commentable: a.canMark,
            questions: a.answers.map((answer) => ({ id: Number(answer.question.id), full: answer.question.score, score: answer.score, remark: answer.remark })),
          };
        }),
      ),
      comment: fromPromise<void, ReviewInput>(({ input }) =>
        withServerMessage(async () => {
          const marks = input.scores?.map((mark) => ({ questionId: String(mark.question_id), score: mark.score, remark: mark.remark }));
          const { data } = await client.mutate({
            mutation: MarkDefenceDocument,
            variables: { input: { attemptId: String(input.id), result: input.result, ...(input.score === undefined ? {} : { score: input.score }), ...(marks ? { marks } : {}) } },
            context: { handlesErrors: true },
          });
          if (!data?.markDefence.assessment) throw new Error(t('common.unexpectedError'));
        }),
      ),
    },
    actions: { saved: () => void client.refetchQueries({ include: [DefenceAssessmentsDocument, DefenceAssessmentDocument] }) },
  });
  const [state, send, actor] = useMachine(machine, { input: { attemptId: id } });
  const { scores, remarks, total, result, invalid, resultProblem, error } = state.context;
  /**
   * Submit; a refusal in the page (a score outside its bounds, the result missing or too
   * long) brings the person to the first field refused, whose message is announced there.
   */
  const submit = () => {
    send({ type: 'review.save' });
    const after = actor.getSnapshot().context;
    const order = [...(shown?.answers ?? []).map((answer) => Number(answer.question.id)), 0];
    const fields = [...order.filter((qid) => after.invalid.includes(qid)).map((qid) => (qid === 0 ? 'assessment-total' : `score-${qid}`)), ...(after.resultProblem ? ['assessment-result'] : [])];
    focusFirstInvalid(fields);
  };
  const shown = client.readQuery({ query: DefenceAssessmentDocument, variables: { id: String(id) } })?.defenceAssessment;

  if (state.matches('loadFailed')) return <ErrorState error={new Error(error ?? '')} title={t('assess.defences.loadFailed')} onRetry={() => send({ type: 'review.retry' })} action={backToList(t('assess.remarks.back'))} />;
  if (state.matches('loading') || !shown) return <LoadingState rows={6} />;
  if (state.matches('notYet'))
    return (
      <section className="assess-remarks">
        <AssessmentHead a={shown} />
        <NonIdealState icon="time" title={t('assess.defences.notYet')} action={backToList(t('assess.remarks.back'))} />
      </section>
    );
  const saving = state.matches('saving');
  const saved = state.matches('saved');
  const answers = shown.answers;
  const resultLength = [...result.trim()].length;

  return (
    <section className="assess-remarks" data-testid="assessment-comment">
      <AssessmentHead a={shown} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {answers.map((answer, i) => {
          const q = { id: Number(answer.question.id), score: answer.question.score };
          return (
          <Card key={answer.id} className="assess-question" data-testid="assessment-question">
            <AnswerView answer={answer} no={i + 1} />
            <div className="assess-question__marks">
              <FormGroup
                label={t('assess.remarks.score', { full: q.score })}
                labelFor={`score-${q.id}`}
                intent={invalid.includes(q.id) ? 'danger' : 'none'}
                helperText={invalid.includes(q.id) ? <span role="alert">{t('assess.remarks.scoreProblem', { full: q.score })}</span> : undefined}
              >
                <InputGroup id={`score-${q.id}`} inputMode="decimal" aria-invalid={invalid.includes(q.id) || undefined} value={scores[q.id] ?? ''} onValueChange={(value) => send({ type: 'score.change', questionId: q.id, value })} disabled={saving || saved} intent={invalid.includes(q.id) ? 'danger' : 'none'} data-testid="assessment-score" />
              </FormGroup>
              <FormGroup label={t('assess.remarks.remark')} labelFor={`remark-${q.id}`} helperText={t('assess.remarks.remarkPlaceholder')}>
                <TextArea id={`remark-${q.id}`} value={remarks[q.id] ?? ''} maxLength={REMARK_MAX} onChange={(event) => send({ type: 'remark.change', questionId: q.id, value: event.currentTarget.value })} disabled={saving || saved} fill />
              </FormGroup>
            </div>
          </Card>
          );
        })}
        <Card className="assess-question">
          {answers.length === 0 && (
            <FormGroup
              label={t('assess.remarks.score', { full: shown.fullScore })}
              labelFor="assessment-total"
              intent={invalid.includes(0) ? 'danger' : 'none'}
              helperText={invalid.includes(0) ? <span role="alert">{t('assess.remarks.scoreProblem', { full: shown.fullScore })}</span> : undefined}
            >
              <InputGroup id="assessment-total" inputMode="decimal" aria-invalid={invalid.includes(0) || undefined} intent={invalid.includes(0) ? 'danger' : 'none'} value={total} onValueChange={(value) => send({ type: 'total.change', value })} disabled={saving || saved} data-testid="assessment-total" />
            </FormGroup>
          )}
          <FormGroup
            label={t('assess.defences.result')}
            labelFor="assessment-result"
            labelInfo={t('assess.defences.required')}
            intent={resultProblem ? 'danger' : 'none'}
            helperText={
              resultProblem === 'required' ? (
                <span role="alert">{t('assess.defences.resultRequired')}</span>
              ) : resultProblem === 'tooLong' ? (
                <span role="alert">{t('assess.defences.resultTooLong', { count: ASSESSMENT_RESULT_MAX })}</span>
              ) : (
                t('assess.defences.resultCount', { count: resultLength, max: ASSESSMENT_RESULT_MAX })
              )
            }
          >
            <TextArea id="assessment-result" aria-invalid={resultProblem ? true : undefined} value={result} onChange={(event) => send({ type: 'result.change', value: event.currentTarget.value })} disabled={saving || saved} fill data-testid="assessment-result" />
          </FormGroup>
          <div aria-live="polite">
            {error && (
              <Callout intent="danger" compact data-testid="assessment-error">
                {error}
              </Callout>
            )}
            {saved && (
              <Callout intent="success" icon="tick-circle" data-testid="assessment-saved">
                {t('assess.defences.saved')}
              </Callout>
            )}
          </div>
          <div className="assess-table__actions assess-question__actions">
            {saved ? (
              <Button icon="edit" text={t('assess.defences.change')} onClick={() => send({ type: 'review.edit' })} />
            ) : (
              <Button type="submit" intent="primary" icon="tick" text={saving ? t('assess.remarks.saving') : t('assess.defences.save')} loading={saving} data-testid="assessment-save" />
            )}
            {backToList(t('assess.remarks.back'))}
          </div>
        </Card>
      </form>
    </section>
  );
}
