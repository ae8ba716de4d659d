import { Button, Classes, PopoverNext } from '@blueprintjs/core';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationFieldsFragment } from '../../graphql/generated/notify';
import { NotificationItem } from './NotificationItem';

export interface NotifyPanelProps {
  open: boolean;
  entries: readonly NotificationFieldsFragment[];
  markingAll: boolean;
  onMarkAllRead: () => void;
  onOpenItem: (item: NotificationFieldsFragment) => void;
  onViewAll: () => void;
  /** An outside click or Escape (the event, when there is one, says where the click was). */
  onDismiss: (event?: SyntheticEvent<HTMLElement>) => void;
}

/**
 * The bell's panel (spec section 4 "Notification panel"), a chunk of its own loaded with the
 * first opening. It hangs from an anchor laid over the bell (app.css .notify-bell__anchor),
 * so the bell button itself never remounts and keeps its focus.
 */
export function NotifyPanel({ open, entries, markingAll, onMarkAllRead, onOpenItem, onViewAll, onDismiss }: NotifyPanelProps) {
  const { t } = useTranslation();
  const panel = (
    <div className="notify-panel" data-testid="notify-panel">
      <div className="notify-panel__head">
        <strong>{t('notify.panelTitle')}</strong>
        <Button size="small" variant="minimal" intent="primary" loading={markingAll} onClick={onMarkAllRead} data-testid="notify-read-all">
          {t('notify.markAllRead')}
        </Button>
      </div>
      <ul className="notify-panel__list">
        {entries.map((item) => (
          <NotificationItem key={item.id} item={item} onOpen={onOpenItem} />
        ))}
      </ul>
      <div className="notify-panel__foot">
        <Button variant="minimal" className={Classes.POPOVER_DISMISS} onClick={onViewAll} endIcon="chevron-right" data-testid="notify-view-all">
          {t('notify.viewAll')}
        </Button>
      </div>
    </div>
  );
  return (
    <PopoverNext
      content={panel}
      isOpen={open}
      onInteraction={(next, event) => !next && onDismiss(event)}
      placement="bottom-end"
      // The anchor is only a position: the bell button carries aria-expanded and the name.
      renderTarget={({ ref }) => <span ref={ref} className="notify-bell__anchor" aria-hidden="true" />}
    />
  );
}
