import { memberRoute } from './member';
import { idParams } from './params';
import { authLayout, idPage, page, shopLayout } from './root';

/**
 * The credits mall's two routes (MemberShopShow, MemberShop), each behind the shop guard:
 * one pathless layout where the goods detail sits, one inside the member shell.
 */
export const shopGuard = shopLayout(() => authLayout);
export const memberShopGuard = shopLayout(() => memberRoute);

export const shopRoutes = [idPage(() => shopGuard, '/shop-show/$id', { title: 'shopShow' }, idParams)];
export const memberShopRoutes = [page(() => memberShopGuard, 'member-shop', { title: 'memberShop' })];
