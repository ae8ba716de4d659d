import { Button } from '@blueprintjs/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkAllNotificationsReadDocument, MarkNotificationReadDocument, NotifyPanelDocument, type NotificationFieldsFragment } from '../../graphql/generated/notify';
import { UnreadNotificationCountDocument } from '../../graphql/generated/session';
import { badgeText } from '../../shared/badge';
import { toast } from '../../shared/toaster';
import { useSessionActive } from '../../shared/auth-actor';

const NOTIFY_PAGE = '/member/memberNotify';

const loadPanel = () => import('./NotifyPanel');
const NotifyPanel = lazy(() => loadPanel().then((module) => ({ default: module.NotifyPanel })));

/**
 * The bell (spec section 4 "Notification panel"): the unread count with a 99+ cap; a click
 * opens the panel only when there are entries, otherwise the notification page; mark all
 * read clears the badge and reloads. The panel's code (a popover) loads with the first
 * opening, together with the entries; the shell every page loads carries only the button.
 */
export function NotifyBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing returns the focus to the bell.
  const [panelLoaded, setPanelLoaded] = useState(false);
  const bell = useRef<HTMLSpanElement>(null);
  const [entries, setEntries] = useState<NotificationFieldsFragment[]>([]);
  // The unread count polls only while the session is active: signing out stops it first.
  const active = useSessionActive();
  // The marking payloads carry the viewer's new count: the cached viewer updates the badge.
  const { data } = useQuery(UnreadNotificationCountDocument, { pollInterval: 60_000, skip: !active });
  const unread = data?.viewer.unreadNotificationCount ?? 0;
  const [readAll, { loading: markingAll }] = useMutation(MarkAllNotificationsReadDocument);
  const [readOne] = useMutation(MarkNotificationReadDocument);

  const load = async () => {
    const result = await client.query({ query: NotifyPanelDocument, fetchPolicy: 'network-only' });
    return result.data?.viewer.notifications?.nodes ?? [];
  };

  const toggle = async () => {
    if (open) {
      setOpen(false);
      return;
    }
    // A failed query has been told already (the client's error handling); a panel whose code
    // did not arrive is a dropped network too.
    const [list, panelCode] = await Promise.all([load().catch(() => null), loadPanel().catch(() => null)]);
    if (list === null) return;
    if (panelCode === null) {
      toast.error(t('common.networkError'), 'network');
      return;
    }
    if (list.length === 0) {
      void navigate({ to: NOTIFY_PAGE });
      return;
    }
    setEntries(list);
    setPanelLoaded(true);
    setOpen(true);
  };

  const markAllRead = async () => {
    const result = await readAll();
    if (result.data) toast.success(t('notify.allMarkedRead'));
    const list = await load().catch(() => []);
    setEntries(list);
    if (list.length === 0) setOpen(false);
  };

  const openItem = (item: NotificationFieldsFragment) => {
    setOpen(false);
    if (!item.isRead) void readOne({ variables: { id: item.id } });
  };

  // A click on the bell itself is the bell's own toggle, not an outside click.
  const dismiss = (event?: SyntheticEvent<HTMLElement>) => {
    if (event && bell.current?.contains(event.target as Node)) return;
    setOpen(false);
  };

  return (
    <span className="notify-bell" ref={bell}>
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
      {panelLoaded && (
        <Suspense fallback={null}>
          <NotifyPanel
            open={open}
            entries={entries}
            markingAll={markingAll}
            onMarkAllRead={() => void markAllRead()}
            onOpenItem={openItem}
            onViewAll={() => void navigate({ to: NOTIFY_PAGE })}
            onDismiss={dismiss}
          />
        </Suspense>
      )}
    </span>
  );
}
