import { H3, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MyCourseQuestionsDocument } from '../../graphql/generated/courses';
import { Pager } from '../../shared/grid/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { QueryState } from '../../shared/state/LoadState';
import { QuestionItem } from './QuestionShowPage';

/** Member area Q&A (member-question): the questions I asked, with their answers. */
export function MyQuestionsPage() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, loading, error, refetch } = useQuery(MyCourseQuestionsDocument, { variables: { page: paging.page, pageSize: paging.limit }, fetchPolicy: 'cache-and-network' });
  const questions = data?.viewer?.courseQuestions;
  const counts = data?.viewer?.questionAnswerCounts;
  const list = questions?.nodes ?? [];
  return (
    <section className="qa-page" data-testid="my-questions">
      <H3>{t('courses.qa.mine')}</H3>
      {counts && (
        <div className="qa-counts" data-testid="qa-counts">
          <Tag minimal large>
            {t('member.questions.asked')} {counts.questions}
          </Tag>{' '}
          <Tag minimal large>
            {t('member.questions.received')} {counts.answersReceived}
          </Tag>{' '}
          <Tag minimal large>
            {t('member.questions.written')} {counts.answersWritten}
          </Tag>
        </div>
      )}
      <QueryState query={{ data, loading, error, refetch }} errorTitle={t('courses.qa.loadFailed')} empty={list.length === 0} emptyIcon="chat" emptyTitle={t('courses.qa.mineEmpty')}>
        <>
          <ul className="qa-list">
            {list.map((q) => (
              <QuestionItem key={q.id} question={q} showCourse />
            ))}
          </ul>
          <Pager total={questions?.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
        </>
      </QueryState>
    </section>
  );
}
