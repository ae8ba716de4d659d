import { Button, Card, FormGroup, H3, InputGroup, TextArea } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerCourseQuestionDocument, AskCourseQuestionDocument, CourseQuestionsDocument, CourseQuestionThreadDocument, type CourseQuestionFieldsFragment, type CourseQuestionThreadQuery } from '../../graphql/generated/courses';
import { isRefusal, messageOfError } from '../../shared/api-errors';
import { formatDateTime } from '../../shared/dates';
import { QUESTION_DETAIL_MAX, QUESTION_TITLE_MAX } from '../../shared/text-limits';
import { Pager } from '../../shared/grid/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { toast } from '../../shared/toaster';
import { LoadingState, QueryState } from '../../shared/state/LoadState';
import { Refused } from './CoursePage';

/** /course/question-show/{id}: a course's questions, asking one, answers and replies. */
export function QuestionShowPage({ id: courseId }: { id: number }) {
  const { t } = useTranslation();
  const valid = Number.isInteger(courseId) && courseId > 0;
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const questions = useQuery(CourseQuestionsDocument, { variables: { id: String(courseId), page: paging.page, pageSize: paging.limit }, skip: !valid, context: { handlesErrors: true }, fetchPolicy: 'cache-and-network' });
  const [asking, setAsking] = useState(false);
  if (!valid) return <Refused error={new Error(t('courses.qa.loadFailed'))} />;
  // A course the reader may not see (disabled, expired) is refused with its reason; a failure is the list's, with its retry.
  if (questions.error && !questions.data && isRefusal(questions.error)) return <Refused error={questions.error} />;
  const course = questions.data?.course;
  const list = course?.questions.nodes ?? [];
  return (
    <section className="qa-page" data-testid="qa-page">
      <header className="qa-page__header">
        <H3>
          {t('courses.qa.title')}
          {course && <small className="course-card__muted"> · {course.title}</small>}
        </H3>
        {!asking && <Button intent="primary" icon="help" text={t('courses.qa.ask')} onClick={() => setAsking(true)} data-testid="ask" />}
      </header>
      {asking && (
        <AskForm
          courseId={courseId}
          onDone={() => {
            setAsking(false);
            setPaging((p) => ({ ...p, page: 1 }));
            void questions.refetch({ id: String(courseId), page: 1, pageSize: paging.limit });
          }}
          onCancel={() => setAsking(false)}
        />
      )}
      <QueryState
        query={questions}
        errorTitle={t('courses.qa.loadFailed')}
        empty={list.length === 0}
        emptyIcon="chat"
        emptyTitle={t('courses.qa.noQuestions')}
        emptyDescription={t('courses.qa.noQuestionsHint')}
      >
        <>
          <ul className="qa-list" data-testid="questions">
            {list.map((q) => (
              <QuestionItem key={q.id} question={q} />
            ))}
          </ul>
          <Pager total={course?.questions.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
        </>
      </QueryState>
    </section>
  );
}

function AskForm({ courseId, onDone, onCancel }: { courseId: number; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const titleError = touched && !title.trim() ? t('courses.qa.titleRequired') : null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!title.trim()) return;
    setSending(true);
    try {
      await client.mutate({ mutation: AskCourseQuestionDocument, variables: { input: { courseId: String(courseId), title: title.trim(), content: content.trim() } }, context: { handlesErrors: true } });
      toast.success(t('courses.qa.asked'));
      onDone();
    } catch (error) {
      toast.error(messageOfError(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <Card className="qa-ask" data-testid="ask-form">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <FormGroup
          label={t('courses.qa.questionTitle')}
          labelFor="qa-title"
          labelInfo="*"
          intent={titleError ? 'danger' : 'none'}
          helperText={titleError ?? t('courses.qa.counter', { count: [...title].length, max: QUESTION_TITLE_MAX })}
        >
          <InputGroup id="qa-title" value={title} maxLength={QUESTION_TITLE_MAX} placeholder={t('courses.qa.questionTitlePlaceholder')} intent={titleError ? 'danger' : 'none'} onChange={(e) => setTitle(e.target.value)} autoFocus />
        </FormGroup>
        <FormGroup label={t('courses.qa.questionDetail')} labelFor="qa-detail" helperText={<span data-testid="detail-counter">{t('courses.qa.counter', { count: [...content].length, max: QUESTION_DETAIL_MAX })}</span>}>
          <TextArea id="qa-detail" fill rows={4} value={content} maxLength={QUESTION_DETAIL_MAX} placeholder={t('courses.qa.questionDetailPlaceholder')} onChange={(e) => setContent(e.target.value)} />
        </FormGroup>
        <div className="qa-ask__actions">
          <Button text={t('courses.qa.cancel')} onClick={onCancel} />
          <Button type="submit" intent="primary" loading={sending} text={t('courses.qa.submit')} data-testid="ask-submit" />
        </div>
      </form>
    </Card>
  );
}

/** One question; opening it shows its answers with replies and lets the user answer or reply. */
export function QuestionItem({ question, showCourse = false }: { question: CourseQuestionFieldsFragment; showCourse?: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <li className="qa-item" data-testid="question">
      <img className="qa-item__avatar" src={question.authorPhoto} alt="" />
      <div className="qa-item__body">
        <div className="qa-item__title user-text">{question.title}</div>
        {question.content && <p className="qa-item__content user-text">{question.content}</p>}
        <div className="qa-item__meta course-card__muted">
          <span>{question.authorName}</span>
          <span>{formatDateTime(question.createdAt, i18n.language)}</span>
          {showCourse && <span>{t('courses.qa.course', { title: question.courseTitle })}</span>}
          <Button variant="minimal" size="small" icon={open ? 'chevron-up' : 'chevron-down'} onClick={() => setOpen((v) => !v)} aria-expanded={open}>
            {open ? t('courses.qa.hideAnswers') : `${t('courses.qa.showAnswers')} (${t('courses.qa.answers', { count: question.answerCount })})`}
          </Button>
        </div>
        {open && <Answers questionId={question.id} />}
      </div>
    </li>
  );
}

type Answer = NonNullable<CourseQuestionThreadQuery['courseQuestion']>['answers']['nodes'][number];

/** At most this many answers of a question, and replies of an answer, are shown. */
const THREAD_PAGE = 50;

function Answers({ questionId }: { questionId: string }) {
  const { t, i18n } = useTranslation();
  const { data, loading, refetch } = useQuery(CourseQuestionThreadDocument, { variables: { id: questionId, pageSize: THREAD_PAGE }, fetchPolicy: 'cache-and-network' });
  const answers = data?.courseQuestion?.answers.nodes ?? [];
  if (loading && !data) return <LoadingState />;
  return (
    <div className="qa-answers">
      {answers.length === 0 && <p className="course-card__muted">{t('courses.qa.noAnswers')}</p>}
      <ul>
        {answers.map((a) => (
          <li key={a.id} className="qa-answer">
            <img className="qa-item__avatar qa-item__avatar--small" src={a.authorPhoto} alt="" />
            <div>
              <strong>{a.authorName}</strong> <span className="course-card__muted">{formatDateTime(a.createdAt, i18n.language)}</span>
              <p className="user-text" data-testid="answer-content">{a.content}</p>
              <Replies answer={a} questionId={questionId} onSent={() => void refetch()} />
            </div>
          </li>
        ))}
      </ul>
      <ReplyBox questionId={questionId} placeholder={t('courses.qa.answerPlaceholder')} label={t('courses.qa.answer')} onSent={() => void refetch()} />
    </div>
  );
}

/** An answer's replies: they come with the thread, and a reply sent reads the thread again. */
function Replies({ answer, questionId, onSent }: { answer: Answer; questionId: string; onSent: () => void }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="qa-replies">
      <Button variant="minimal" size="small" icon="comment" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
        {t('courses.qa.replies', { count: answer.replies.totalCount })}
      </Button>
      {open && (
        <>
          <ul>
            {answer.replies.nodes.map((r) => (
              <li key={r.id} className="user-text" data-testid="reply">
                <strong>{r.authorName}</strong>
                {t('punct.colon')}
                {r.content} <span className="course-card__muted">{formatDateTime(r.createdAt, i18n.language)}</span>
              </li>
            ))}
          </ul>
          <ReplyBox questionId={questionId} parentId={answer.id} placeholder={t('courses.qa.replyPlaceholder')} label={t('courses.qa.reply')} onSent={onSent} />
        </>
      )}
    </div>
  );
}

function ReplyBox({ questionId, parentId, placeholder, label, onSent }: { questionId: string; parentId?: string; placeholder: string; label: string; onSent: () => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    setSending(true);
    try {
      await client.mutate({ mutation: AnswerCourseQuestionDocument, variables: { input: { questionId, parentAnswerId: parentId, content: text.trim() } }, context: { handlesErrors: true } });
      toast.success(t(parentId ? 'courses.qa.replied' : 'courses.qa.answered'));
      setText('');
      onSent();
    } catch (error) {
      toast.error(messageOfError(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="qa-reply-box" onSubmit={(e) => void send(e)}>
      <InputGroup value={text} maxLength={QUESTION_DETAIL_MAX} placeholder={placeholder} aria-label={label} onChange={(e) => setText(e.target.value)} />
      <Button type="submit" intent="primary" loading={sending} disabled={!text.trim()} text={t('courses.qa.send')} />
    </form>
  );
}
