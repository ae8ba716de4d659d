import { Button, Callout, Card, FormGroup, H2, InputGroup, NonIdealState, Tag, TextArea } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { AssessmentCommentDocument, AssessmentIndexDocument, AssessmentShowDocument, type AssessmentShowQuery } from '../../graphql/generated/assess';
import { assessmentReviewMachine, type ReviewAssessment, type ReviewInput } from '../../machines/assessment-review';
import { withServerMessage } from '../../shared/api-errors';
import { focusFirstInvalid } from '../../shared/focus-invalid';
import { OptionList } from '../../shared/options/OptionList';
import { lettersOf } from '../../shared/options/option-list';
import { present } from '../../shared/present';
import { ASSESSMENT_RESULT_MAX, DEFENCE_AI, DEFENCE_KIND, DEFENCE_QUESTION, DEFENCE_STATUS, REMARK_MAX } from '../../shared/review-rules';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { formatDateTime } from '../../shared/dates';
import { KeyPointList, Transcript } from '../../widgets/defence-answer/AnswerParts';
import { EnterRoomButton } from '../../widgets/defence-answer/EnterRoomButton';
import './assess.css';
import { BackToAssess } from './BackToAssess';

type Assessment = NonNullable<NonNullable<AssessmentShowQuery['assessmentShow']>['data']>;
type AssessmentQuestion = NonNullable<NonNullable<Assessment['questions']>[number]>;

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
        {a.title} · {a.name}
      </H2>
      <p className="assess-remarks__attempt">
        <Tag minimal intent="primary">
          {t(`defences.kind.${a.kind}` as 'defences.kind.6')}
        </Tag>{' '}
        {formatDateTime(a.starts_at, locale)} – {formatDateTime(a.ends_at, locale)}
        {a.place ? ` · ${a.place}` : ''}
        {a.submitted_at ? ` · ${t('assess.defences.submittedAt', { time: formatDateTime(a.submitted_at, locale) })}` : ''}
      </p>
      {a.ai_status === DEFENCE_AI.unavailable && a.status !== DEFENCE_STATUS.reviewed && (
        <Callout intent="warning" icon="warning-sign" data-testid="assessment-ai-unavailable">
          {t('assess.defences.aiUnavailableBody')}
        </Callout>
      )}
    </>
  );
}

/** One question with the learner's answer: the recording, the transcript and key points (AI), the choices, the reference. */
function AnswerView({ q, no }: { q: AssessmentQuestion; no: number }) {
  const { t } = useTranslation();
  const options = present(q.options);
  const correct = present(q.correct_option_ids);
  const keyPoints = present(q.key_points);
  return (
    <>
      <h3 className="defence-question__title">
        {no}. <Tag minimal>{t(`defences.questionType.${q.question_type}` as 'defences.questionType.1')}</Tag> <span className="assess-remarks__text">{q.content}</span>{' '}
        <span className="assess-muted">{t('defences.answer.score', { count: q.score })}</span>
      </h3>
      <div className="assess-remarks__columns">
        <div>
          <h4>{t('assess.defences.answer')}</h4>
          {q.question_type === DEFENCE_QUESTION.spoken ? (
            q.answer.recording ? (
              <audio controls preload="none" src={q.answer.recording.path} aria-label={t('assess.defences.play', { no })} data-testid="assessment-recording" />
            ) : (
              <p className="assess-muted">{t('defences.report.noAnswer')}</p>
            )
          ) : (
            <>
              <OptionList name={`assess-${q.id}`} mode={q.question_type === DEFENCE_QUESTION.single ? 'radio' : 'checkbox'} options={options} value={present(q.answer.option_ids)} onChange={() => {}} disabled correct={correct} />
              <p className="assess-muted">{t('defences.report.correct', { letters: lettersOf(correct, options) })}</p>
            </>
          )}
          {q.transcript !== null && q.transcript !== undefined && <Transcript text={q.transcript} testId="assessment-transcript" />}
        </div>
        <div>
          {q.reference && (
            <>
              <h4>{t('assess.remarks.reference')}</h4>
              <p className="assess-remarks__text">{q.reference}</p>
            </>
          )}
          <KeyPointList points={keyPoints} />
          {q.ai_score !== null && q.ai_score !== undefined && <p>{t('assess.defences.aiScore', { score: q.ai_score, full: q.score })}</p>}
        </div>
      </div>
    </>
  );
}

/** /memberAssess/assess-detail?id=: one participant's defence, its answers and the result so far. */
export function AssessmentDetailPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(AssessmentShowDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const a = data?.assessmentShow?.data;
  if (loading && !a) return <LoadingState rows={6} />;
  if (error || !a) return <ErrorState error={error} title={t('assess.defences.loadFailed')} onRetry={() => void refetch()} action={backToList(t('assess.remarks.back'))} />;
  const reviewed = a.status === DEFENCE_STATUS.reviewed;
  return (
    <section className="assess-show" data-testid="assessment-detail">
      <AssessmentHead a={a} />
      <Card className="assess-summary">
        <p data-testid="assessment-state">
          {reviewed
            ? `${t('assess.defences.scoreOf', { score: a.score ?? 0, full: a.full_score })} · ${a.passed ? t('defences.report.passed') : t('defences.report.failed')} · ${a.reviewed_by_examiner ? t('defences.report.examinerScored') : t('defences.report.aiScored')}`
            : t(`defences.status.${a.state}` as 'defences.status.0')}
        </p>
        {a.result && <p className="assess-remarks__text">{t('assess.defences.resultIs', { result: a.result })}</p>}
        <div className="assess-table__actions">
          {a.kind === DEFENCE_KIND.remote && a.can_comment ? <EnterRoomButton defenceId={a.defence_id} returnTo={{ assessment: a.id }} /> : null}
          {a.can_comment ? (
            <Link to="/memberAssess/assess-comment" search={{ id: a.id }} className="bp6-button bp6-intent-primary">
              {reviewed ? t('assess.defences.change') : t('assess.defences.review')}
            </Link>
          ) : null}
          {backToList(t('assess.remarks.back'))}
        </div>
      </Card>
      {present(a.questions).map((q, i) => (
        <Card key={q.id} className="assess-question">
          <AnswerView q={q} no={i + 1} />
          {q.my_score !== null && q.my_score !== undefined && <p>{t('defences.report.questionScore', { score: q.my_score, full: q.score })}</p>}
          {q.remark && <p className="assess-remarks__text">{t('defences.report.remark', { remark: q.remark })}</p>}
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
          const { data } = await client.query({ query: AssessmentShowDocument, variables: { id: input.attemptId }, fetchPolicy: 'network-only', context: { handlesErrors: true } });
          const a = data?.assessmentShow?.data;
          if (!a) throw new Error(t('assess.defences.loadFailed'));
          return {
            id: a.id,
            full: a.full_score,
            score: a.score ?? null,
            result: a.result,
            commentable: a.can_comment === 1,
            questions: present(a.questions).map((q) => ({ id: q.id, full: q.score, score: q.my_score ?? null, remark: q.remark })),
          };
        }),
      ),
      comment: fromPromise<void, ReviewInput>(({ input }) =>
        withServerMessage(async () => {
          const { data } = await client.mutate({ mutation: AssessmentCommentDocument, variables: { input }, context: { handlesErrors: true } });
          if (!data?.assessmentComment?.data) throw new Error(t('common.unexpectedError'));
        }),
      ),
    },
    actions: { saved: () => void client.refetchQueries({ include: [AssessmentIndexDocument, AssessmentShowDocument] }) },
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
    const order = [...present(shown?.questions).map((q) => q.id), 0];
    const fields = [...order.filter((qid) => after.invalid.includes(qid)).map((qid) => (qid === 0 ? 'assessment-total' : `score-${qid}`)), ...(after.resultProblem ? ['assessment-result'] : [])];
    focusFirstInvalid(fields);
  };
  const shown = client.readQuery({ query: AssessmentShowDocument, variables: { id } })?.assessmentShow?.data;

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
  const questions = present(shown.questions);
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
        {questions.map((q, i) => (
          <Card key={q.id} className="assess-question" data-testid="assessment-question">
            <AnswerView q={q} no={i + 1} />
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
        ))}
        <Card className="assess-question">
          {questions.length === 0 && (
            <FormGroup
              label={t('assess.remarks.score', { full: shown.full_score })}
              labelFor="assessment-total"
              intent={invalid.includes(0) ? 'danger' : 'none'}
              helperText={invalid.includes(0) ? <span role="alert">{t('assess.remarks.scoreProblem', { full: shown.full_score })}</span> : undefined}
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
