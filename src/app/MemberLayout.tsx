import { Menu, MenuItem } from '@blueprintjs/core';
import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { shopEnabled } from '../shared/local-session';
import type { RouteTitle } from './route-meta';

const memberMenu: { path: string; title: RouteTitle; icon: Parameters<typeof MenuItem>[0]['icon']; shop?: boolean }[] = [
  { path: 'member-course', title: 'memberCourse', icon: 'calendar' },
  { path: 'member-point', title: 'memberPoint', icon: 'dollar' },
  { path: 'member-error', title: 'memberError', icon: 'error' },
  { path: 'member-collect', title: 'memberCollect', icon: 'star' },
  { path: 'member-question', title: 'memberQuestion', icon: 'help' },
  { path: 'memberForum', title: 'memberForum', icon: 'chat' },
  { path: 'member-info', title: 'memberInfo', icon: 'person' },
  { path: 'member-certificate', title: 'memberCertificate', icon: 'badge' },
  { path: 'member-shop', title: 'memberShop', icon: 'shop', shop: true },
  { path: 'memberAssess', title: 'memberAssess', icon: 'clipboard' },
  { path: 'memberNotify', title: 'memberNotify', icon: 'notifications' },
];

/** The member area: its menu beside the chosen page. */
export function MemberLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const items = memberMenu.filter((item) => !item.shop || shopEnabled());
  return (
    <div className="member-layout">
      <Menu className="member-layout__menu" aria-label={t('route.member')}>
        {items.map((item) => (
          <MenuItem
            key={item.path}
            icon={item.icon}
            text={t(`route.${item.title}`)}
            active={pathname === `/member/${item.path}`}
            onClick={() => void navigate({ to: `/member/${item.path}` })}
          />
        ))}
      </Menu>
      <div className="member-layout__page">
        <Outlet />
      </div>
    </div>
  );
}
