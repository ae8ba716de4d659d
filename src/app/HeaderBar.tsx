import { Button, InputGroup } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotifyBell } from '../features/notify/NotifyBell';
import { AdminSignInDocument, DingTalkAppDocument } from '../graphql/generated/session';
import { useAuthActor } from '../shared/auth-actor';
import { chatAppDeepLink, inChatApp, writeAdminSession } from '../shared/local-session';
import { LanguageSelect } from '../shared/LanguageSelect';
import { toast } from '../shared/toaster';
import { refreshSiteConfig } from '../shared/site-config';
import { useGoBack } from './breadcrumb/Breadcrumb';
import { useFullscreen } from './useFullscreen';

/** Spec section 9: the home header darkens after a scroll beyond 30 px. */
const DARKEN_AFTER_PX = 30;

const navItems = [
  { to: '/home', key: 'home' },
  { to: '/course', key: 'course' },
  { to: '/library', key: 'library' },
  { to: '/news', key: 'news' },
  { to: '/knowledge', key: 'knowledge', search: { nav: 5 } },
  { to: '/forum', key: 'forum' },
] as const;

function useScrolledPast(px: number) {
  const [past, setPast] = useState(() => window.scrollY > px);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return past;
}

/**
 * An icon button's name, shown under it on hover and on keyboard focus (app.css .portal-hint:
 * no popover code in the shell every page loads); Escape hides it until the pointer or the
 * focus leaves. The button carries the same text as its accessible name.
 */
function Hint({ text, alignEnd = false, children }: { text: string; alignEnd?: boolean; children: ReactNode }) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <span
      className={`portal-hint${alignEnd ? ' portal-hint--end' : ''}`}
      data-hint={text}
      data-hint-dismissed={dismissed || undefined}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setDismissed(true);
      }}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      {children}
    </span>
  );
}

export function HeaderBar({ logo }: { logo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const auth = useAuthActor();
  const user = useSelector(auth, (s) => s.context.user);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const scrolled = useScrolledPast(DARKEN_AFTER_PX);
  const onHome = pathname === '/home';
  const dark = onHome && scrolled;
  const [keywords, setKeywords] = useState('');
  const fullscreen = useFullscreen(() => toast.error(t('header.fullscreenUnsupported')));
  const chatApp = inChatApp();

  const topSection = '/' + (pathname.split('/').filter(Boolean)[0] ?? '');

  /**
   * The back-office link (admins only): refreshes the site config, gets a back-office token
   * for this user, stores it, and opens the admin site; inside the chat app, as its deep link.
   */
  const openAdmin = async () => {
    if (!user) return;
    // Open the tab inside the click, so no popup blocker stops it; fill it in after.
    const tab = chatApp ? null : window.open('', '_blank');
    try {
      // The site title, icon, logo and copyright (and their local copy) follow the fresh config.
      const [, { data }] = await Promise.all([refreshSiteConfig(true), client.mutate({ mutation: AdminSignInDocument })]);
      const admin = data?.adminSignIn;
      if (!admin) throw new Error('no back-office token');
      // The back office reads its user as REST answered it (a numeric user_id).
      writeAdminSession(admin.token, { user_id: Number(admin.viewer.id), name: admin.viewer.name, photo: admin.viewer.photo });
      // No token in the address (it would end up in history, logs and referrers): the back
      // office at the same origin reads the admin token stored just above.
      const url = new URL(admin.adminUrl, window.location.origin);
      if (chatApp) {
        const { data: dd } = await client.query({ query: DingTalkAppDocument, fetchPolicy: 'network-only' });
        const app = dd?.siteConfig.dingTalkApp;
        window.location.href = chatAppDeepLink(app?.corpId ?? '', app?.agentId ?? '', url.toString());
      } else if (tab) {
        tab.location.href = url.toString();
      }
    } catch {
      tab?.close();
    }
  };

  const goBack = useGoBack();

  const search = () => {
    const value = keywords.trim();
    void navigate({ to: '/search', search: value ? { keywords: value } : {} });
  };

  return (
    <header className={`portal-header${dark ? ' bp6-dark portal-header--dark' : ''}${onHome ? ' portal-header--home' : ''}`} data-testid="header">
      <div className="portal-header__inner">
        <Link to="/home" className="portal-header__logo" aria-label={t('header.nav.home')}>
          {logo && <img src={logo} alt="" height={32} />}
        </Link>
        <nav className="portal-header__nav" aria-label="main">
          {navItems.map((item) => (
            <Link
              key={item.key}
              to={item.to}
              search={'search' in item ? item.search : undefined}
              className={`portal-header__link${topSection === item.to ? ' is-active' : ''}`}
              aria-current={topSection === item.to ? 'page' : undefined}
            >
              {t(`header.nav.${item.key}`)}
            </Link>
          ))}
        </nav>
        <div className="portal-header__tools">
          {user?.isAdmin && (
            <Button variant="minimal" icon="cog" text={t('header.admin')} onClick={() => void openAdmin()} data-testid="admin-link" />
          )}
          <InputGroup
            className="portal-header__search"
            leftIcon="search"
            placeholder={t('header.searchPlaceholder')}
            value={keywords}
            onChange={(e) => setKeywords(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') search();
            }}
            aria-label={t('header.searchPlaceholder')}
          />
          <NotifyBell />
          <Hint text={fullscreen.active ? t('header.exitFullscreen') : t('header.fullscreen')}>
            <Button
              variant="minimal"
              icon={fullscreen.active ? 'minimize' : 'fullscreen'}
              aria-label={fullscreen.active ? t('header.exitFullscreen') : t('header.fullscreen')}
              onClick={fullscreen.toggle}
            />
          </Hint>
          <Hint text={t('header.back')}>
            <Button variant="minimal" icon="arrow-left" aria-label={t('header.back')} disabled={goBack.target === null} onClick={goBack.go} data-testid="back" />
          </Hint>
          <LanguageSelect />
          {user && (
            <Link to="/member" className="portal-header__user" data-testid="user">
              <img src={user.photo} alt="" width={28} height={28} className="portal-header__avatar" />
              <span>{user.name}</span>
            </Link>
          )}
          <Link to="/member/member-info" className="portal-header__info">
            {t('header.personalInfo')}
          </Link>
          {!chatApp && (
            <Hint text={t('header.logout')} alignEnd>
              <Button variant="minimal" icon="log-out" aria-label={t('header.logout')} onClick={() => auth.send({ type: 'auth.logout' })} data-testid="logout" />
            </Hint>
          )}
        </div>
      </div>
      {fullscreen.active && (
        <Button className="portal-exit-fullscreen" icon="minimize" intent="primary" text={t('header.exitFullscreen')} onClick={fullscreen.exit} />
      )}
    </header>
  );
}
