import { Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DefenceListDocument } from '../../graphql/generated/defences';
import { Pager } from '../../shared/grid/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { present } from '../../shared/present';
import { DEFENCE_ENTRY, DEFENCE_STATUS } from '../../shared/review-rules';
import { QueryState } from '../../shared/state/LoadState';
import { formatDateTime } from '../../shared/dates';

/** My defences of every kind (open and coming first), each opening its explanation. */
export function MyDefencesTab() {
  const { t, i18n } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, loading, error, refetch } = useQuery(DefenceListDocument, { variables: paging, fetchPolicy: 'cache-and-network' });
  const result = data?.defenceList?.data;
  const list = present(result?.list);
  return (
    <div className="learning-centre" data-testid="my-defences">
      <QueryState query={{ data, loading, error, refetch }} errorTitle={t('learning.centre.loadFailed')} empty={list.length === 0} emptyTitle={t('learning.defences.empty')} skeletonRows={3}>
        <ul className="learning-list">
          {list.map((d) => (
            <li key={d.id} data-testid="defence-row">
              <span>
                <strong>{d.title}</strong> <Tag minimal intent="primary">{t(`defences.kind.${d.kind}` as 'defences.kind.6')}</Tag>{' '}
                <Tag minimal intent={d.entry === DEFENCE_ENTRY.open && d.status < DEFENCE_STATUS.submitted ? 'success' : 'none'}>
                  {d.status >= DEFENCE_STATUS.submitted || d.entry === DEFENCE_ENTRY.open ? t(`defences.status.${d.status}` as 'defences.status.0') : t(d.entry === DEFENCE_ENTRY.notOpen ? 'learning.defences.coming' : 'learning.defences.ended')}
                </Tag>
                <br />
                <span className="learning-card__muted">{t('learning.defences.window', { start: formatDateTime(d.starts_at, i18n.language), end: formatDateTime(d.ends_at, i18n.language) })}</span>
              </span>
              {d.score !== null && d.score !== undefined ? <span>{t('learning.exams.score', { score: d.score })}</span> : null}
              <Link to="/knowledge/replay-explain" search={{ id: d.id }} className="bp6-button bp6-small bp6-intent-primary">
                {t('learning.defences.open')}
              </Link>
            </li>
          ))}
        </ul>
        <Pager total={result?.total ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
      </QueryState>
    </div>
  );
}
