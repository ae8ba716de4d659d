import { Card, ProgressBar, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StudyMapIndexDocument } from '../../graphql/generated/maps';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { Pager } from '../../shared/grid/Pager';
import { present } from '../../shared/present';
import { QueryState } from '../../shared/state/LoadState';
import './learning.css';
import { FilterTabPanel } from '../../shared/FilterTabPanel';

/** My Learning's "my learning maps" tab: the caller's maps by kind (job-post, new-employee), each opening its map detail. */
export function MapListTab() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<0 | 1 | 2>(0);
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, loading, error, refetch } = useQuery(StudyMapIndexDocument, {
    variables: { mapType: kind || undefined, ...paging },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.studyMapIndex?.data;
  const list = present(result?.list);
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
                  <Tag minimal intent={map.map_type === 1 ? 'primary' : 'success'}>
                    {t(map.map_type === 2 ? 'maps.kinds.newEmployee' : 'maps.kinds.jobPost')}
                  </Tag>
                </div>
                <span className="learning-card__muted">
                  {t(map.study_type === 2 ? 'maps.studyType.fixed' : 'maps.studyType.free')} · {t('maps.credits', { count: map.credits })}
                </span>
                <ProgressBar value={map.progress / 100} stripes={false} intent={map.is_complete ? 'success' : 'primary'} aria-label={t('maps.progress', { progress: map.progress })} />
                <div className="learning-card__row">
                  <span className="learning-card__muted">{map.is_complete ? t('maps.complete') : map.is_open ? t('maps.progress', { progress: map.progress }) : t('maps.notOpened')}</span>
                  <Link to="/knowledge/map-detail" search={{ mapId: map.id }} className="bp6-button bp6-intent-primary bp6-small" data-testid="map-open">
                    {t('maps.enter')}
                  </Link>
                </div>
              </Card>
            ))}
          </div>
          <Pager total={result?.total ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
        </QueryState>
      </FilterTabPanel>
    </div>
  );
}
