import { Button, Card, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveWrongQuestionDocument, WrongQuestionsDocument } from '../../graphql/generated/exams';
import { DEFAULT_PAGE_SIZE, pageAfterDelete } from '../../shared/grid/paging';
import { Pager } from '../../shared/grid/Pager';
import { RichText } from '../../shared/RichText';
import { toast } from '../../shared/toaster';
import { EmptyState, ErrorState, LoadingState } from '../../shared/state/LoadState';

/** The member area's wrong answers: the list, removal, and a way into practice. */
export function MemberErrorPage() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, loading, error, refetch } = useQuery(WrongQuestionsDocument, { variables: { page: paging.page, pageSize: paging.limit }, fetchPolicy: 'network-only' });
  const [remove] = useMutation(RemoveWrongQuestionDocument);
  const list = data?.wrongQuestions;
  if (loading && !list) return <LoadingState />;
  if (error || !list) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const onRemove = async (questionId: string) => {
    await remove({ variables: { input: { questionId } } });
    toast.success(t('exams.member.removed'));
    setPaging((p) => ({ ...p, page: pageAfterDelete(p.page, list.totalCount, p.limit) }));
    await refetch();
  };
  return (
    <div className="member-questions" data-testid="member-error">
      <div className="member-questions__head">
        <h2>{t('exams.member.errorTitle')}</h2>
        <span>{t('exams.member.errorTotal', { count: list.totalCount })}</span>
        {list.totalCount > 0 && (
          <Link to="/error-test/$id" params={{ id: 0 }} className="bp6-button bp6-intent-primary" data-testid="practise-all">
            {t('exams.member.practiseAll')}
          </Link>
        )}
      </div>
      {list.totalCount === 0 ? (
        <EmptyState icon="tick-circle" title={t('exams.practice.noWrong')} description={t('exams.practice.noWrongHint')} />
      ) : (
        list.nodes.map(({ question, wrongCount }) => (
          <Card key={question.id} className="member-questions__item" data-testid="wrong-item">
            <Tag minimal intent="primary">{t(`exams.questionType.${question.type}`)}</Tag>
            <RichText html={question.content} className="member-questions__content" />
            <div className="member-questions__actions">
              <Tag minimal intent="danger">{t('exams.member.wrongCount', { count: wrongCount })}</Tag>
              <Button small variant="minimal" icon="trash" text={t('exams.member.remove')} onClick={() => void onRemove(question.id)} />
            </div>
          </Card>
        ))
      )}
      <Pager total={list.totalCount} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
    </div>
  );
}
