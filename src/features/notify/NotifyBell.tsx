import { Button, Classes, PopoverNext } from '@blueprintjs/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NotifyPanelDocument,
  NotifyReadAllDocument,
  NotifyReadOneDocument,
  NotifyTotalDocument,
  type NotificationFieldsFragment,
} from '../../graphql/generated';
import { badgeText } from '../../shared/badge';
import { present } from '../../shared/present';
import { toast } from '../../shared/toaster';
import { useSessionActive } from '../../shared/auth-actor';
import { NotificationItem } from './NotificationItem';
import { InnerStatus } from '../../shared/spec-codes';

const NOTIFY_PAGE = '/member/memberNotify';

/**
 * The bell (spec section 4 "Notification panel"): the unread count with a 99+ cap; a click
 * opens the panel only when there are entries, otherwise the notification page; mark all
 * read clears the badge and reloads.
 */
export function NotifyBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const [entries, setEntries] = useState<NotificationFieldsFragment[]>([]);
  // The unread count polls only while the session is active: signing out stops it first.
  const active = useSessionActive();
  const { data, refetch: refetchTotal } = useQuery(NotifyTotalDocument, { pollInterval: 60_000, skip: !active });
  const unread = data?.notifyTotal?.data?.total ?? 0;
  const [readAll, { loading: markingAll }] = useMutation(NotifyReadAllDocument);
  const [readOne] = useMutation(NotifyReadOneDocument);

  const load = async () => {
    const result = await client.query({ query: NotifyPanelDocument, fetchPolicy: 'network-only' });
    return present(result.data?.notifyList?.data?.list);
  };

  const toggle = async () => {
    if (open) {
      setOpen(false);
      return;
    }
    const list = await load().catch(() => null);
    if (list === null) return;
    if (list.length === 0) {
      void navigate({ to: NOTIFY_PAGE });
      return;
    }
    setEntries(list);
    setOpen(true);
  };

  const markAllRead = async () => {
    const result = await readAll();
    if (result.data?.notifyRead?.msg) toast.success(result.data.notifyRead.msg);
    await refetchTotal();
    const list = await load().catch(() => []);
    setEntries(list);
    if (list.length === 0) setOpen(false);
  };

  const openItem = (item: NotificationFieldsFragment) => {
    setOpen(false);
    if (item.inner_status === InnerStatus.unread) void readOne({ variables: { id: item.id } }).then(() => refetchTotal());
  };

  const panel = (
    <div className="notify-panel" data-testid="notify-panel">
      <div className="notify-panel__head">
        <strong>{t('notify.panelTitle')}</strong>
        <Button size="small" variant="minimal" intent="primary" loading={markingAll} onClick={() => void markAllRead()} data-testid="notify-read-all">
          {t('notify.markAllRead')}
        </Button>
      </div>
      <ul className="notify-panel__list">
        {entries.map((item) => (
          <NotificationItem key={item.id} item={item} onOpen={openItem} />
        ))}
      </ul>
      <div className="notify-panel__foot">
        <Button
          variant="minimal"
          className={Classes.POPOVER_DISMISS}
          onClick={() => void navigate({ to: NOTIFY_PAGE })}
          endIcon="chevron-right"
          data-testid="notify-view-all"
        >
          {t('notify.viewAll')}
        </Button>
      </div>
    </div>
  );

  return (
    <PopoverNext content={panel} isOpen={open} onInteraction={(next) => !next && setOpen(false)} placement="bottom-end">
      <Button
        variant="minimal"
        icon="notifications"
        aria-label={unread ? t('header.unread', { count: unread }) : t('header.notifications')}
        aria-expanded={open}
        onClick={() => void toggle()}
        data-testid="bell"
      >
        {unread > 0 && (
          <span className="portal-header__badge" data-testid="bell-badge">
            {badgeText(unread)}
          </span>
        )}
      </Button>
    </PopoverNext>
  );
}
