import { TabPanel, type TabId } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/**
 * The region a row of Blueprint tabs filters, for tabs that have no panels of their own (a
 * status filter above one list): rendered as the selected tab's tabpanel, so the tab's
 * aria-controls names an element on the page and the list is labelled by its tab.
 */
export function FilterTabPanel({ tabsId, selected, className, children }: { tabsId: string; selected: TabId; className?: string; children: ReactNode }) {
  return <TabPanel parentId={tabsId} id={selected} selectedTabId={selected} className={`filter-tab-panel${className ? ` ${className}` : ''}`} panel={<>{children}</>} />;
}
