import { Tag } from '@blueprintjs/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { NotificationFieldsFragment } from '../../graphql/generated/notify';
import { TimeAgo } from '../../shared/TimeAgo';
import { notifyKindKey, notifyTarget } from './targets';

/** One notification: its kind, text and age; opening it marks it read and goes to its target. */
export function NotificationItem({ item, onOpen }: { item: NotificationFieldsFragment; onOpen: (item: NotificationFieldsFragment) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = notifyTarget(item.kind, item.targetId);
  const kind = t(notifyKindKey(item.kind));
  const unread = !item.isRead;
  const open = () => {
    onOpen(item);
    if (target) void navigate(target);
  };
  return (
    <li className={`notify-item${unread ? ' notify-item--unread' : ''}`}>
      <button type="button" className="notify-item__button" onClick={open} data-testid="notify-item">
        <span className="notify-item__head">
          <Tag minimal intent={unread ? 'primary' : 'none'}>
            {kind}
          </Tag>
          {unread && <span className="notify-item__dot" aria-label={t('notify.unread')} />}
          <span className="notify-item__time">
            <TimeAgo at={item.createdAt} />
          </span>
        </span>
        <span className="notify-item__content user-text">{item.content}</span>
      </button>
    </li>
  );
}
