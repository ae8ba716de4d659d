import { Classes, Menu, MenuItem, Popover } from '@blueprintjs/core';
import type { TrailEntry } from '../../shared/trail/trail';

/**
 * The ellipsis in front of a long trail and its menu of the older crumbs: a chunk of its own,
 * loaded when a trail first grows that long (the shell every page loads has no menu code).
 * `openAtOnce`: the ellipsis was clicked while this code was on its way.
 */
export function BreadcrumbMore({ hidden, label, openAtOnce, text, onGo }: { hidden: readonly TrailEntry[]; label: string; openAtOnce: boolean; text: (title: string) => string; onGo: (href: string) => void }) {
  return (
    <Popover
      placement="bottom-start"
      defaultIsOpen={openAtOnce}
      content={
        <Menu data-testid="breadcrumb-more-menu">
          {hidden.map((entry) => (
            <MenuItem key={entry.routeId} text={text(entry.title)} onClick={() => onGo(entry.href)} />
          ))}
        </Menu>
      }
    >
      <button type="button" className={Classes.BREADCRUMBS_COLLAPSED} aria-label={label} aria-haspopup="menu" data-testid="breadcrumb-more" />
    </Popover>
  );
}
