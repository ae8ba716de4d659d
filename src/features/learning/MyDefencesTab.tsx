import { Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MyDefencesDocument } from '../../graphql/generated/defences';
import { Pager } from '../../shared/grid/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { QueryState } from '../../shared/state/LoadState';
import { formatDateTime } from '../../shared/dates';
import { isSubmitted, kindKey, statusKey } from '../../widgets/defence-answer/defence-codes';

/** My defences of every kind (open and coming first), each opening its explanation. */
export function MyDefencesTab() {
  const { t, i18n } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, loading, error, refetch } = useQuery(MyDefencesDocument, { variables: { page: paging.page, pageSize: paging.limit }, fetchPolicy: 'cache-and-network' });
  const result = data?.defences;
  const list = result?.nodes ?? [];
  return (
    <div className="learning-centre" data-testid="my-defences">
      <QueryState query={{ data, loading, error, refetch }} errorTitle={t('learning.centre.loadFailed')} empty={list.length === 0} emptyTitle={t('learning.defences.empty')} skeletonRows={3}>
        <ul className="learning-list">
          {list.map((d) => (
            <li key={d.id} data-testid="defence-row">
              <span>
                <strong>{d.title}</strong> <Tag minimal intent="primary">{t(kindKey(d.kind))}</Tag>{' '}
                <Tag minimal intent={d.entry === 'OPEN' && !isSubmitted(d.myAttempt.status) ? 'success' : 'none'}>
                  {isSubmitted(d.myAttempt.status) || d.entry === 'OPEN' ? t(statusKey(d.myAttempt.status)) : t(d.entry === 'NOT_OPEN' ? 'learning.defences.coming' : 'learning.defences.ended')}
                </Tag>
                <br />
                <span className="learning-card__muted">{t('learning.defences.window', { start: formatDateTime(d.startsAt, i18n.language), end: formatDateTime(d.endsAt, i18n.language) })}</span>
              </span>
              {d.myAttempt.score !== null ? <span>{t('learning.exams.score', { score: d.myAttempt.score })}</span> : null}
              <Link to="/knowledge/replay-explain" search={{ id: Number(d.id) }} className="bp6-button bp6-small bp6-intent-primary">
                {t('learning.defences.open')}
              </Link>
            </li>
          ))}
        </ul>
        <Pager total={result?.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
      </QueryState>
    </div>
  );
}
