import { Button, Icon } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeStudyFeedDocument } from '../../graphql/generated/home';
import { messageOfError } from '../../shared/api-errors';
import { present } from '../../shared/present';
import { TimeAgo } from '../../shared/TimeAgo';
import { toast } from '../../shared/toaster';
import { FEED_PAGE_SIZE } from './arrival';
import { useHomeArrived } from './HomeArrival';
import { QueryState } from '../../shared/state/LoadState';
import { HomeBlock } from './HomeBlock';
import { MAX_STUDY_USER_PHOTOS, recordKind, recordTarget } from './rules';
import type { StudyRecord } from './types';

/** Records per page of the feed (the API's default). */

function RecordTitle({ record }: { record: StudyRecord }) {
  const target = recordTarget(record);
  const title = record.title;
  if (!target) return <span className="record__title">{title}</span>;
  if (target.to === '/knowledge/map-detail')
    return (
      <Link to={target.to} search={target.search} className="record__title" data-testid="record-title">
        {title}
      </Link>
    );
  return (
    <Link to={target.to} params={{ id: target.id }} className="record__title" data-testid="record-title">
      {title}
    </Link>
  );
}

function RecordItem({ record }: { record: StudyRecord }) {
  const { t } = useTranslation();
  const kind = recordKind(record);
  const cover = record.cover;
  const others = record.otherLearnerPhotos.slice(0, MAX_STUDY_USER_PHOTOS);
  const othersTotal = record.otherLearnerCount;
  return (
    <li className="record" data-testid="record-item" data-kind={kind}>
      {record.learnerPhoto ? <img className="record__avatar" src={record.learnerPhoto} alt="" loading="lazy" /> : <Icon icon="user" size={36} className="record__avatar" />}
      <div className="record__body">
        <div className="record__who">
          <strong className="record__name">{record.learnerName}</strong>
          <span className="record__did">{t(`home.records.did.${kind}`)}</span>
          <span className="record__time">
            <TimeAgo at={record.studiedAt} />
          </span>
        </div>
        <div className="record__target">
          {cover ? (
            <img className="record__cover" src={cover} alt="" loading="lazy" />
          ) : (
            <span className="record__cover record__cover--none" aria-hidden="true">
              <Icon icon={kind === 'exam' ? 'manually-entered-data' : kind === 'map' ? 'map' : 'learning'} size={20} />
            </span>
          )}
          <div className="record__target-text">
            <RecordTitle record={record} />
            {othersTotal > 0 && (
              <span className="record__others" data-testid="record-others">
                <span className="record__others-photos">
                  {others.map((photo, i) => (
                    <img key={i} src={photo} alt="" className="record__other-photo" loading="lazy" />
                  ))}
                </span>
                {t('home.records.others', { count: othersTotal })}
              </span>
            )}
          </div>
        </div>
      </div>
    </li>
  );
}

/**
 * The company's study feed, newest first: Load more appends the next page and hides when
 * every record is shown.
 */
export function StudyRecordFeed() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const arrived = useHomeArrived();
  const first = useQuery(HomeStudyFeedDocument, { variables: { page: 1, pageSize: FEED_PAGE_SIZE }, context: { handlesErrors: true }, skip: !arrived });
  const [more, setMore] = useState<{ page: number; records: StudyRecord[] }>({ page: 1, records: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  const firstPage = first.data?.studyFeed;
  // A refreshed first page may repeat a record that a later page already brought.
  const records = [...new Map([...present(firstPage?.nodes), ...more.records].map((r) => [r.id, r])).values()];
  const total = firstPage?.totalCount ?? 0;
  const hasMore = records.length < total;

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const page = more.page + 1;
      const { data } = await client.query({ query: HomeStudyFeedDocument, variables: { page, pageSize: FEED_PAGE_SIZE }, fetchPolicy: 'network-only', context: { handlesErrors: true } });
      const list = present(data?.studyFeed.nodes);
      setMore((prev) => ({ page, records: [...prev.records, ...list] }));
    } catch (error) {
      toast.error(messageOfError(error));
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <HomeBlock title={t('home.records.title')} icon="pulse" testId="home-records" className="record-feed">
      <QueryState
        query={{ ...first, data: firstPage, loading: !arrived || first.loading }}
        size="small"
        empty={records.length === 0}
        emptyTitle={t('home.records.empty')}
        emptyIcon="pulse"
        skeletonRows={4}
      >
        <ol className="record-list" data-testid="record-list">
          {records.map((record) => (
            <RecordItem key={record.id} record={record} />
          ))}
        </ol>
        <div className="record-feed__foot">
          {hasMore ? (
            <Button variant="outlined" icon="more" loading={loadingMore} onClick={() => void loadMore()} data-testid="records-load-more">
              {t('home.records.loadMore')}
            </Button>
          ) : (
            <span className="record-feed__end" data-testid="records-end">
              {t('home.records.end')}
            </span>
          )}
        </div>
      </QueryState>
    </HomeBlock>
  );
}
