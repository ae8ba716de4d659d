import { Menu, MenuItem } from '@blueprintjs/core';
import { Outlet, useNavigate, useRouterState, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { shopEnabled } from '../shared/local-session';
import { useAuthActor } from '../shared/auth-actor';
import { isExaminerUser, isTeachingStaffUser } from '../shared/session-user';
import type { RouteTitle } from './route-meta';

const memberMenu: { to: LinkProps['to']; title: RouteTitle; icon: Parameters<typeof MenuItem>[0]['icon']; shop?: boolean; teaching?: boolean; examiner?: boolean }[] = [
  { to: '/member/member-course', title: 'memberCourse', icon: 'calendar' },
  { to: '/member/member-point', title: 'memberPoint', icon: 'dollar' },
  { to: '/member/member-error', title: 'memberError', icon: 'error' },
  { to: '/member/member-collect', title: 'memberCollect', icon: 'star' },
  { to: '/member/member-question', title: 'memberQuestion', icon: 'help' },
  { to: '/member/memberForum', title: 'memberForum', icon: 'chat' },
  { to: '/member/member-info', title: 'memberInfo', icon: 'person' },
  { to: '/member/member-certificate', title: 'memberCertificate', icon: 'badge' },
  { to: '/member/member-shop', title: 'memberShop', icon: 'shop', shop: true },
  { to: '/member/member-courseware', title: 'memberCourseware', icon: 'video', teaching: true },
  { to: '/member/memberAssess', title: 'memberAssess', icon: 'clipboard', examiner: true },
  { to: '/member/memberNotify', title: 'memberNotify', icon: 'notifications' },
];

/** The member area: its menu beside the chosen page. */
export function MemberLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const user = useSelector(useAuthActor(), (s) => s.context.user);
  const items = memberMenu.filter((item) => (!item.shop || shopEnabled()) && (!item.teaching || isTeachingStaffUser(user)) && (!item.examiner || isExaminerUser(user)));
  return (
    <div className="member-layout">
      <Menu className="member-layout__menu" aria-label={t('route.member')}>
        {items.map((item) => (
          <MenuItem
            key={item.to}
            icon={item.icon}
            text={t(`route.${item.title}`)}
            active={pathname === item.to}
            onClick={() => void navigate({ to: item.to })}
          />
        ))}
      </Menu>
      <div className="member-layout__page">
        <Outlet />
      </div>
    </div>
  );
}
