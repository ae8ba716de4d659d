import { Classes, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TrailEntry } from './trail';

/**
 * The ellipsis in front of a long trail and its menu of the older crumbs: a chunk of its own,
 * loaded when a trail first grows that long (the shell every page loads has no menu code).
 */
export function BreadcrumbMore({ hidden, text, onGo }: { hidden: readonly TrailEntry[]; text: (title: string) => string; onGo: (href: string) => void }) {
  const { t } = useTranslation();
  return (
    <Popover
      placement="bottom-start"
      content={
        <Menu data-testid="breadcrumb-more-menu">
          {hidden.map((entry) => (
            <MenuItem key={entry.routeId} text={text(entry.title)} onClick={() => onGo(entry.href)} />
          ))}
        </Menu>
      }
    >
      <button type="button" className={Classes.BREADCRUMBS_COLLAPSED} aria-label={t('breadcrumb.more', { count: hidden.length })} data-testid="breadcrumb-more" />
    </Popover>
  );
}
