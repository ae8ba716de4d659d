import type { BannerLinkKind } from '../../graphql/generated/home';
/**
 * Where a banner leads (spec section 3 "Banner"): nowhere, an external address (opened in a
 * new tab), a library item or a news item.
 */
export type BannerTarget =
  | { kind: 'none' }
  | { kind: 'external'; href: string }
  | { kind: 'library'; id: number }
  | { kind: 'news'; id: number };

export interface BannerJump {
  linkKind: BannerLinkKind;
  url: string | null;
  targetId: string | null;
}

const ITEM_ID = /^[1-9]\d*$/;
const WEB_ADDRESS = /^https?:\/\//i;

export function bannerTarget(banner: BannerJump): BannerTarget {
  const url = (banner.url ?? '').trim();
  const id = (banner.targetId ?? '').trim();
  switch (banner.linkKind) {
    case 'EXTERNAL':
      // Only web addresses: a javascript: or data: link would run in the portal's origin.
      return WEB_ADDRESS.test(url) ? { kind: 'external', href: url } : { kind: 'none' };
    case 'LIBRARY_DOCUMENT':
      return ITEM_ID.test(id) ? { kind: 'library', id: Number(id) } : { kind: 'none' };
    case 'NEWS_ARTICLE':
      return ITEM_ID.test(id) ? { kind: 'news', id: Number(id) } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

/** Spec section 9: the carousel advances every 3000 ms and loops. */
export const BANNER_AUTOPLAY_MS = 3000;

/** The slide after moving `by` from `index` among `count`, looping at both ends. */
export function loopIndex(index: number, by: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + by) % count) + count) % count;
}

/** Arrows and dots only with more than one banner. */
export function showsPagination(count: number): boolean {
  return count > 1;
}
