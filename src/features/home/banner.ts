import { BannerJump } from '../../shared/spec-codes';
/**
 * Where a banner leads (spec section 3 "Banner"): jump_type 1 nowhere, 2 an external
 * address (opened in a new tab), 3 a library item, 4 a news item; jump_content holds the
 * address or the item id.
 */
export type BannerTarget =
  | { kind: 'none' }
  | { kind: 'external'; href: string }
  | { kind: 'library'; id: number }
  | { kind: 'news'; id: number };

export interface BannerJump {
  jump_type: number;
  jump_content: string | null;
}

const ITEM_ID = /^[1-9]\d*$/;
const WEB_ADDRESS = /^https?:\/\//i;

export function bannerTarget(banner: BannerJump): BannerTarget {
  const content = (banner.jump_content ?? '').trim();
  switch (banner.jump_type) {
    case BannerJump.external:
      // Only web addresses: a javascript: or data: link would run in the portal's origin.
      return WEB_ADDRESS.test(content) ? { kind: 'external', href: content } : { kind: 'none' };
    case BannerJump.library:
      return ITEM_ID.test(content) ? { kind: 'library', id: Number(content) } : { kind: 'none' };
    case BannerJump.news:
      return ITEM_ID.test(content) ? { kind: 'news', id: Number(content) } : { kind: 'none' };
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
