import { Card, ProgressBar, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LearningMapsDocument, type LearningMapKind } from '../../graphql/generated/maps';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { Pager } from '../../shared/grid/Pager';
import { QueryState } from '../../shared/state/LoadState';
import './learning.css';
import { FilterTabPanel } from '../../shared/FilterTabPanel';

/** The kind of each tab: every kind, job-post, new-employee. */
const KINDS: Record<0 | 1 | 2, LearningMapKind | undefined> = { 0: undefined, 1: 'JOB_POST', 2: 'NEW_EMPLOYEE' };

/** My Learning's "my learning maps" tab: the caller's maps by kind (job-post, new-employee), each opening its map detail. */
export function MapListTab() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<0 | 1 | 2>(0);
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, loading, error, refetch } = useQuery(LearningMapsDocument, {
    variables: { kind: KINDS[kind], page: paging.page, pageSize: paging.limit },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.learningMaps;
  const list = result?.nodes ?? [];
  return (
    <div className="learning-centre" data-testid="my-maps">
      <Tabs id="map-kind" selectedTabId={kind} onChange={(id) => { setKind(Number(id) as 0 | 1 | 2); setPaging((p) => ({ ...p, page: 1 })); }}>
        <Tab id={0} title={t('maps.kinds.all')} />
        <Tab id={1} title={t('maps.kinds.jobPost')} />
        <Tab id={2} title={t('maps.kinds.newEmployee')} />
      </Tabs>
      <FilterTabPanel tabsId="map-kind" selected={kind}>
        <QueryState query={{ data, loading, error, refetch }} errorTitle={t('maps.loadFailed')} empty={list.length === 0} emptyTitle={t('maps.empty')} skeletonRows={3}>
          <div className="learning-cards">
            {list.map((map) => (
              <Card key={map.id} className="learning-card" data-testid="map-card">
                {map.cover ? <img className="learning-card__cover" src={map.cover} alt="" loading="lazy" /> : null}
                <div className="learning-card__row">
                  <h3 className="learning-card__title">{map.title}</h3>
                  <Tag minimal intent={map.kind === 'JOB_POST' ? 'primary' : 'success'}>
                    {t(map.kind === 'NEW_EMPLOYEE' ? 'maps.kinds.newEmployee' : 'maps.kinds.jobPost')}
                  </Tag>
                </div>
                <span className="learning-card__muted">
                  {t(map.studyOrder === 'FIXED' ? 'maps.studyType.fixed' : 'maps.studyType.free')} · {t('maps.credits', { count: map.credits })}
                </span>
                <ProgressBar value={map.progress / 100} stripes={false} intent={map.isCompleted ? 'success' : 'primary'} aria-label={t('maps.progress', { progress: map.progress })} />
                <div className="learning-card__row">
                  <span className="learning-card__muted">{map.isCompleted ? t('maps.complete') : map.isOpened ? t('maps.progress', { progress: map.progress }) : t('maps.notOpened')}</span>
                  <Link to="/knowledge/map-detail" search={{ mapId: Number(map.id) }} className="bp6-button bp6-intent-primary bp6-small" data-testid="map-open">
                    {t('maps.enter')}
                  </Link>
                </div>
              </Card>
            ))}
          </div>
          <Pager total={result?.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
        </QueryState>
      </FilterTabPanel>
    </div>
  );
}
