import { Button, Tab, Tabs } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotifyPageDocument, NotifyReadAllDocument, NotifyReadOneDocument, type NotificationFieldsFragment } from '../../graphql/generated/notify';
import { UnreadNotificationCountDocument } from '../../graphql/generated/next/session';
import { Pager } from '../../shared/grid/Pager';
import { present } from '../../shared/present';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { toast } from '../../shared/toaster';
import { NotificationItem } from './NotificationItem';
import { InnerStatus, NotifyType } from '../../shared/spec-codes';
import { QueryState } from '../../shared/state/LoadState';
import { FilterTabPanel } from '../../shared/FilterTabPanel';

/** The tabs, one per notify type. */
const TABS = [
  { type: NotifyType.all, stat: 'all' },
  { type: NotifyType.study, stat: 'study' },
  { type: NotifyType.interaction, stat: 'interaction' },
  { type: NotifyType.system, stat: 'system' },
  { type: NotifyType.teaching, stat: 'teaching' },
] as const;

/** The member area's message centre: every notification by type, paged, newest first. */
export function NotifyPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<number>(NotifyType.all);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const { data, loading, error, refetch } = useQuery(NotifyPageDocument, {
    variables: { type: String(type), page, limit },
    fetchPolicy: 'cache-and-network',
  });
  const [readAll, { loading: markingAll }] = useMutation(NotifyReadAllDocument, { refetchQueries: [UnreadNotificationCountDocument] });
  const [readOne] = useMutation(NotifyReadOneDocument, { refetchQueries: [UnreadNotificationCountDocument] });
  const list = data?.notifyList?.data;
  const items = present(list?.list);
  const stats = data?.notifyStats?.data;

  const openItem = (item: NotificationFieldsFragment) => {
    if (item.inner_status === InnerStatus.unread) void readOne({ variables: { id: item.id } }).then(() => refetch());
  };

  const markAllRead = async () => {
    const result = await readAll();
    if (result.data?.notifyRead?.msg) toast.success(result.data.notifyRead.msg);
    await refetch();
  };

  return (
    <section className="notify-page" data-testid="notify-page">
      <div className="notify-page__head">
        <h2 className="notify-page__title">{t('route.memberNotify')}</h2>
        <Button intent="primary" variant="outlined" loading={markingAll} disabled={!stats?.all} onClick={() => void markAllRead()} data-testid="notify-page-read-all">
          {t('notify.markAllRead')}
        </Button>
      </div>
      <Tabs
        id="notify-tabs"
        selectedTabId={type}
        onChange={(next) => {
          setType(Number(next));
          setPage(1);
        }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.type}
            id={tab.type}
            title={t(`notify.tabs.${tab.type}`)}
            tagContent={stats && stats[tab.stat] > 0 ? stats[tab.stat] : undefined}
            tagProps={{ intent: 'danger', round: true }}
          />
        ))}
      </Tabs>
      <FilterTabPanel tabsId="notify-tabs" selected={type}>
        <QueryState query={{ data, loading, error, refetch }} errorTitle={t('notify.loadFailed')} empty={items.length === 0} emptyIcon="notifications" emptyTitle={t('notify.empty')}>
          <>
            <ul className="notify-page__list">
              {items.map((item) => (
                <NotificationItem key={item.id} item={item} onOpen={openItem} />
              ))}
            </ul>
            <Pager
              total={list?.total ?? 0}
              page={page}
              limit={limit}
              onChange={(nextPage, nextLimit) => {
                setPage(nextPage);
                setLimit(nextLimit);
              }}
            />
          </>
        </QueryState>
      </FilterTabPanel>
    </section>
  );
}
