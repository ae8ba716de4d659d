import { Alert, Button, Card, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClearCollectedQuestionsDocument, CollectedQuestionsDocument, UncollectQuestionDocument } from '../../graphql/generated/exams';
import { DEFAULT_PAGE_SIZE, pageAfterDelete } from '../../shared/grid/paging';
import { Pager } from '../../shared/grid/Pager';
import { RichText } from '../../shared/RichText';
import { toast } from '../../shared/toaster';
import { EmptyState, ErrorState, LoadingState } from '../../shared/state/LoadState';

/** The member area's collection: list, uncollect, clear, and the collection practice. */
export function MemberCollectPage() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [clearing, setClearing] = useState(false);
  const { data, loading, error, refetch } = useQuery(CollectedQuestionsDocument, { variables: { page: paging.page, pageSize: paging.limit }, fetchPolicy: 'network-only' });
  const [remove] = useMutation(UncollectQuestionDocument);
  const [clear] = useMutation(ClearCollectedQuestionsDocument);
  const list = data?.collectedQuestions;
  if (loading && !list) return <LoadingState />;
  if (error || !list) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const onRemove = async (questionId: string) => {
    await remove({ variables: { input: { questionId } } });
    toast.success(t('exams.member.uncollected'));
    setPaging((p) => ({ ...p, page: pageAfterDelete(p.page, list.totalCount, p.limit) }));
    await refetch();
  };
  return (
    <div className="member-questions" data-testid="member-collect">
      <div className="member-questions__head">
        <h2>{t('exams.member.collectTitle')}</h2>
        <span>{t('exams.member.collectTotal', { count: list.totalCount })}</span>
        {list.totalCount > 0 && (
          <>
            <Link to="/collect-test" className="bp6-button bp6-intent-primary">
              {t('exams.member.practiseCollect')}
            </Link>
            <Button intent="danger" variant="outlined" icon="trash" text={t('exams.member.clear')} onClick={() => setClearing(true)} data-testid="clear-collection" />
          </>
        )}
      </div>
      {list.totalCount === 0 ? (
        <EmptyState icon="star-empty" title={t('exams.practice.noCollect')} />
      ) : (
        list.nodes.map((q) => (
          <Card key={q.id} className="member-questions__item" data-testid="collect-item">
            <Tag minimal intent="primary">{t(`exams.questionType.${q.type}`)}</Tag>
            <RichText html={q.content} className="member-questions__content" />
            <div className="member-questions__actions">
              <Button small variant="minimal" icon="star" text={t('exams.member.uncollect')} onClick={() => void onRemove(q.id)} />
            </div>
          </Card>
        ))
      )}
      <Pager total={list.totalCount} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
      <Alert
        isOpen={clearing}
        intent="danger"
        icon="trash"
        confirmButtonText={t('exams.member.confirm')}
        cancelButtonText={t('exams.member.cancel')}
        onCancel={() => setClearing(false)}
        onConfirm={async () => {
          setClearing(false);
          await clear();
          toast.success(t('exams.member.cleared'));
          setPaging((p) => ({ ...p, page: 1 }));
          await refetch();
        }}
      >
        <p>{t('exams.member.clearConfirm')}</p>
      </Alert>
    </div>
  );
}
