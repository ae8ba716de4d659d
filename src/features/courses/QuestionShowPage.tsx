import { Button, Card, FormGroup, H3, InputGroup, TextArea } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseAnswerQuestionDocument, CourseAnswerRepliesDocument, CourseAskQuestionDocument, CourseInfoDocument, CourseQuestionDetailDocument, CourseQuestionsDocument } from '../../graphql/generated/courses';
import { messageOfError } from '../../shared/api-errors';
import { formatDateTime } from '../../shared/dates';
import { QUESTION_DETAIL_MAX, QUESTION_TITLE_MAX } from '../../shared/text-limits';
import { present } from '../../shared/present';
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
  const course = useQuery(CourseInfoDocument, { variables: { id: courseId }, skip: !valid, context: { handlesErrors: true } });
  const questions = useQuery(CourseQuestionsDocument, { variables: { id: courseId, page: paging.page, limit: paging.limit }, skip: !valid, fetchPolicy: 'cache-and-network' });
  const [asking, setAsking] = useState(false);
  if (!valid) return <Refused error={new Error(t('courses.qa.loadFailed'))} />;
  if (course.error && !course.data) return <Refused error={course.error} />;
  const result = questions.data?.courseQuestions?.data;
  const list = present(result?.list);
  return (
    <section className="qa-page" data-testid="qa-page">
      <header className="qa-page__header">
        <H3>
          {t('courses.qa.title')}
          {course.data?.courseInfo?.data && <small className="course-card__muted"> · {course.data.courseInfo.data.title}</small>}
        </H3>
        {!asking && <Button intent="primary" icon="help" text={t('courses.qa.ask')} onClick={() => setAsking(true)} data-testid="ask" />}
      </header>
      {asking && (
        <AskForm
          courseId={courseId}
          onDone={() => {
            setAsking(false);
            setPaging((p) => ({ ...p, page: 1 }));
            void questions.refetch({ id: courseId, page: 1, limit: paging.limit });
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
          <Pager total={result?.total ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
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
      const { data } = await client.mutate({ mutation: CourseAskQuestionDocument, variables: { input: { course_id: courseId, title: title.trim(), content: content.trim() } }, context: { handlesErrors: true } });
      toast.success(data?.courseAskQuestion?.msg ?? '');
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

interface QuestionRow {
  id: number;
  title: string;
  content: string;
  user_name: string;
  user_photo: string;
  answer_count: number;
  created_at: number;
  course_title?: string;
}

/** One question; opening it shows its answers with replies and lets the user answer or reply. */
export function QuestionItem({ question, showCourse = false }: { question: QuestionRow; showCourse?: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <li className="qa-item" data-testid="question">
      <img className="qa-item__avatar" src={question.user_photo} alt="" />
      <div className="qa-item__body">
        <div className="qa-item__title user-text">{question.title}</div>
        {question.content && <p className="qa-item__content user-text">{question.content}</p>}
        <div className="qa-item__meta course-card__muted">
          <span>{question.user_name}</span>
          <span>{formatDateTime(question.created_at, i18n.language)}</span>
          {showCourse && question.course_title && <span>{t('courses.qa.course', { title: question.course_title })}</span>}
          <Button variant="minimal" size="small" icon={open ? 'chevron-up' : 'chevron-down'} onClick={() => setOpen((v) => !v)} aria-expanded={open}>
            {open ? t('courses.qa.hideAnswers') : `${t('courses.qa.showAnswers')} (${t('courses.qa.answers', { count: question.answer_count })})`}
          </Button>
        </div>
        {open && <Answers questionId={question.id} />}
      </div>
    </li>
  );
}

function Answers({ questionId }: { questionId: number }) {
  const { t, i18n } = useTranslation();
  const { data, loading, refetch } = useQuery(CourseQuestionDetailDocument, { variables: { id: questionId, page: 1, limit: 50 }, fetchPolicy: 'cache-and-network' });
  const answers = present(data?.courseQuestionDetail?.data?.answers.list);
  if (loading && !data) return <LoadingState />;
  return (
    <div className="qa-answers">
      {answers.length === 0 && <p className="course-card__muted">{t('courses.qa.noAnswers')}</p>}
      <ul>
        {answers.map((a) => (
          <li key={a.id} className="qa-answer">
            <img className="qa-item__avatar qa-item__avatar--small" src={a.user_photo} alt="" />
            <div>
              <strong>{a.user_name}</strong> <span className="course-card__muted">{formatDateTime(a.created_at, i18n.language)}</span>
              <p className="user-text" data-testid="answer-content">{a.content}</p>
              <Replies answerId={a.id} questionId={questionId} count={a.reply_count} />
            </div>
          </li>
        ))}
      </ul>
      <ReplyBox questionId={questionId} placeholder={t('courses.qa.answerPlaceholder')} label={t('courses.qa.answer')} onSent={() => void refetch()} />
    </div>
  );
}

function Replies({ answerId, questionId, count }: { answerId: number; questionId: number; count: number }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data, refetch } = useQuery(CourseAnswerRepliesDocument, { variables: { id: answerId, page: 1, limit: 50 }, skip: !open, fetchPolicy: 'cache-and-network' });
  return (
    <div className="qa-replies">
      <Button variant="minimal" size="small" icon="comment" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
        {t('courses.qa.replies', { count: data?.courseAnswerReplies?.data?.total ?? count })}
      </Button>
      {open && (
        <>
          <ul>
            {present(data?.courseAnswerReplies?.data?.list).map((r) => (
              <li key={r.id} className="user-text" data-testid="reply">
                <strong>{r.user_name}</strong>
                {t('punct.colon')}
                {r.content} <span className="course-card__muted">{formatDateTime(r.created_at, i18n.language)}</span>
              </li>
            ))}
          </ul>
          <ReplyBox questionId={questionId} parentId={answerId} placeholder={t('courses.qa.replyPlaceholder')} label={t('courses.qa.reply')} onSent={() => void refetch()} />
        </>
      )}
    </div>
  );
}

function ReplyBox({ questionId, parentId, placeholder, label, onSent }: { questionId: number; parentId?: number; placeholder: string; label: string; onSent: () => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    setSending(true);
    try {
      const { data } = await client.mutate({ mutation: CourseAnswerQuestionDocument, variables: { input: { question_id: questionId, parent_id: parentId, content: text.trim() } }, context: { handlesErrors: true } });
      toast.success(data?.courseAnswerQuestion?.msg ?? '');
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
