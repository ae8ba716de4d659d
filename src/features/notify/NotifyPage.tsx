import { Button, Tab, Tabs } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MarkAllNotificationsReadDocument, MarkNotificationReadDocument, NotifyPageDocument, type NotificationCategory, type NotificationFieldsFragment } from '../../graphql/generated/notify';
import { Pager } from '../../shared/grid/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { toast } from '../../shared/toaster';
import { NotificationItem } from './NotificationItem';
import { QueryState } from '../../shared/state/LoadState';
import { FilterTabPanel } from '../../shared/FilterTabPanel';

/** The message centre's tabs, as the address names them (`?tab=`; all is the default, left out). */
export type NotifyTab = 'all' | 'study' | 'interaction' | 'system' | 'teaching';

/** The address of the message centre: its tab and page, so Back and a reload return to the list as it was left. */
export interface NotifySearch {
  tab?: Exclude<NotifyTab, 'all'>;
  page?: number;
  limit?: number;
}

/** Each tab, in order: its label (notify.tabs.<notify type>) and the graph's category (none: every category). */
const TAB_OF = {
  all: { label: 'notify.tabs.0', category: null },
  study: { label: 'notify.tabs.1', category: 'STUDY' },
  interaction: { label: 'notify.tabs.2', category: 'INTERACTION' },
  system: { label: 'notify.tabs.3', category: 'SYSTEM' },
  teaching: { label: 'notify.tabs.4', category: 'TEACHING' },
} as const satisfies Record<NotifyTab, { label: string; category: NotificationCategory | null }>;

const notifyRoute = getRouteApi('/auth/member/memberNotify');

/** The member area's message centre: every notification by category, paged, newest first. */
export function NotifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = notifyRoute.useSearch();
  const tab: NotifyTab = search.tab ?? 'all';
  const page = search.page ?? 1;
  const limit = search.limit ?? DEFAULT_PAGE_SIZE;
  const setSearch = (next: NotifySearch) => void navigate({ to: '/member/memberNotify', search: { ...search, ...next }, replace: true });
  const category: NotificationCategory | null = TAB_OF[tab].category;
  const { data, loading, error, refetch } = useQuery(NotifyPageDocument, {
    variables: { categories: category ? [category] : null, page, pageSize: limit },
    fetchPolicy: 'cache-and-network',
  });
  // Each payload holds the notification read and the viewer's new counts: the list, the tabs and the bell update from the cache.
  const [readAll, { loading: markingAll }] = useMutation(MarkAllNotificationsReadDocument);
  const [readOne] = useMutation(MarkNotificationReadDocument);
  const list = data?.viewer.notifications;
  const items = list?.nodes ?? [];
  const stats = data?.viewer.unreadNotificationCounts;

  const openItem = (item: NotificationFieldsFragment) => {
    if (!item.isRead) void readOne({ variables: { id: item.id } });
  };

  const markAllRead = async () => {
    const result = await readAll();
    if (result.data) toast.success(t('notify.allMarkedRead'));
    // The notifications marked read are not in the payload: the page asks again.
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
      <Tabs id="notify-tabs" selectedTabId={tab} onChange={(next) => setSearch({ tab: next === 'all' ? undefined : (next as NotifySearch['tab']), page: undefined })}>
        {(Object.keys(TAB_OF) as NotifyTab[]).map((name) => {
          const count = stats?.[name] ?? 0;
          return <Tab key={name} id={name} title={t(TAB_OF[name].label)} tagContent={count > 0 ? count : undefined} tagProps={{ intent: 'danger', round: true }} />;
        })}
      </Tabs>
      <FilterTabPanel tabsId="notify-tabs" selected={tab}>
        <QueryState query={{ data, loading, error, refetch }} errorTitle={t('notify.loadFailed')} empty={items.length === 0} emptyIcon="notifications" emptyTitle={t('notify.empty')}>
          <>
            <ul className="notify-page__list">
              {items.map((item) => (
                <NotificationItem key={item.id} item={item} onOpen={openItem} />
              ))}
            </ul>
            <Pager total={list?.totalCount ?? 0} page={page} limit={limit} onChange={(nextPage, nextLimit) => setSearch({ page: nextPage > 1 ? nextPage : undefined, limit: nextLimit === DEFAULT_PAGE_SIZE ? undefined : nextLimit })} />
          </>
        </QueryState>
      </FilterTabPanel>
    </section>
  );
}
