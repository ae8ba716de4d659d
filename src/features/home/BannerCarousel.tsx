import { Button, Classes, Icon } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_AUTOPLAY_MS, bannerTarget, loopIndex, showsPagination, type BannerJump } from './banner';

export interface Banner extends BannerJump {
  id: string;
  image: string;
  title: string | null;
}

/** Wraps a slide in its link: none, an external address in a new tab, a library or news item. */
function BannerLink({ banner, active, children }: { banner: Banner; active: boolean; children: ReactNode }) {
  const target = bannerTarget(banner);
  // Hidden slides keep out of the tab order.
  const tabIndex = active ? undefined : -1;
  const label = banner.title ?? undefined;
  switch (target.kind) {
    case 'external':
      return (
        <a className="banner__link" href={target.href} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex} aria-label={label} data-testid="banner-link">
          {children}
        </a>
      );
    case 'library':
      return (
        <Link className="banner__link" to="/library/library-show/$id" params={{ id: target.id }} tabIndex={tabIndex} aria-label={label} data-testid="banner-link">
          {children}
        </Link>
      );
    case 'news':
      return (
        <Link className="banner__link" to="/news/news-show/$id" params={{ id: target.id }} tabIndex={tabIndex} aria-label={label} data-testid="banner-link">
          {children}
        </Link>
      );
    default:
      return <div className="banner__link">{children}</div>;
  }
}

/**
 * The home banner carousel (spec sections 2 and 9): advances every 3000 ms and loops;
 * pauses while hovered or focused; arrows, dots and the arrow keys only with more than
 * one banner.
 */
export function BannerCarousel({ banners, loading }: { banners: readonly Banner[]; loading: boolean }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = banners.length;
  const paged = showsPagination(count);
  const current = count > 0 ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (!paged || hovered || focused) return;
    const timer = window.setInterval(() => setIndex((i) => loopIndex(i, 1, count)), BANNER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [paged, hovered, focused, count]);

  if (loading) return <div className={`banner banner--loading ${Classes.SKELETON}`} data-testid="banner-loading" />;
  if (count === 0)
    return (
      <div className="banner banner--empty" data-testid="banner-empty">
        <div className="banner__welcome">
          <strong>{t('home.banner.empty')}</strong>
          <span>{t('home.banner.emptyHint')}</span>
        </div>
      </div>
    );

  const go = (by: number) => setIndex((i) => loopIndex(Math.min(i, count - 1), by, count));
  const onKeyDown = (e: KeyboardEvent) => {
    if (!paged) return;
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    }
  };

  return (
    <section
      className="banner"
      data-testid="banner"
      data-active={current}
      aria-roledescription="carousel"
      aria-label={t('home.banner.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className="banner__track" aria-live={hovered || focused ? 'polite' : 'off'}>
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            className={`banner__slide${i === current ? ' is-active' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.banner.slide', { index: i + 1, count })}
            aria-hidden={i !== current}
            data-testid="banner-slide"
          >
            <BannerLink banner={banner} active={i === current}>
              {/* A banner's picture carries its own text; the title is its alternative text. */}
              <img className="banner__image" src={banner.image} alt={banner.title ?? ''} loading={i === 0 ? 'eager' : 'lazy'} />
            </BannerLink>
          </div>
        ))}
      </div>
      {paged && (
        <>
          <Button className="banner__arrow banner__arrow--prev" icon={<Icon icon="chevron-left" size={20} />} aria-label={t('home.banner.prev')} onClick={() => go(-1)} data-testid="banner-prev" />
          <Button className="banner__arrow banner__arrow--next" icon={<Icon icon="chevron-right" size={20} />} aria-label={t('home.banner.next')} onClick={() => go(1)} data-testid="banner-next" />
          <div className="banner__dots" data-testid="banner-dots">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={`banner__dot${i === current ? ' is-active' : ''}`}
                aria-label={t('home.banner.goTo', { index: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
                data-testid="banner-dot"
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
