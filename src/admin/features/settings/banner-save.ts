import type { useApolloClient } from '@apollo/client/react';
import { CreateBannerDocument, DeleteBannerDocument, ReorderBannersDocument, UpdateBannerDocument, type BannerLinkKind, type BannerRowFragment } from '../../../graphql/generated/admin';
import type { BackOfficeChange } from '../../../machines/back-office-change';

/** What opening a banner leads to, in the form's order. */
export const LINK_KINDS: BannerLinkKind[] = ['NONE', 'EXTERNAL', 'LIBRARY_DOCUMENT', 'NEWS_ARTICLE'];

/** A new banner's form (the machine's `values`): no picture yet, no link. */
export const NEW_BANNER: Record<string, string> = { title: '', image: '', linkKind: 'NONE', url: '', targetId: '' };

/** The form of a banner, to edit it. */
export function bannerValues(banner: BannerRowFragment): Record<string, string> {
  return { title: banner.title, image: banner.image, linkKind: banner.linkKind, url: banner.url ?? '', targetId: banner.targetId ?? '' };
}

/** The graph's input of the form: only the link field its kind takes. */
function bannerInput(values: Record<string, string>) {
  const linkKind = (values.linkKind || 'NONE') as BannerLinkKind;
  return {
    title: values.title ?? '',
    image: (values.image ?? '').trim(),
    linkKind,
    url: linkKind === 'EXTERNAL' ? (values.url ?? '').trim() : null,
    targetId: linkKind === 'LIBRARY_DOCUMENT' || linkKind === 'NEWS_ARTICLE' ? (values.targetId ?? '').trim() || null : null,
  };
}

/**
 * The mutation of each banner change of the back-office-change machine: add, rewrite, delete, or
 * a new order (`bannerIds`, comma-separated).
 */
export async function saveBannerChange(client: ReturnType<typeof useApolloClient>, change: BackOfficeChange): Promise<void> {
  const context = { handlesErrors: true };
  switch (change.kind) {
    case 'createBanner':
      await client.mutate({ mutation: CreateBannerDocument, variables: { input: bannerInput(change.values) }, context });
      return;
    case 'editBanner':
      await client.mutate({ mutation: UpdateBannerDocument, variables: { input: { bannerId: change.targetId!, ...bannerInput(change.values) } }, context });
      return;
    case 'deleteBanner':
      await client.mutate({ mutation: DeleteBannerDocument, variables: { input: { bannerId: change.targetId! } }, context });
      return;
    case 'moveBanner':
      await client.mutate({ mutation: ReorderBannersDocument, variables: { input: { bannerIds: (change.values.bannerIds ?? '').split(',').filter(Boolean) } }, context });
      return;
    default:
      throw new Error(`${change.kind} is not a change of the banners`);
  }
}

/** The order after moving the banner `id` one place up (-1) or down (+1); null at either end. */
export function movedOrder(ids: readonly string[], id: string, by: -1 | 1): string[] | null {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}
