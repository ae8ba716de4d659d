import { lazyRouteComponent } from '@tanstack/react-router';
import { memberRoute } from './member';
import { idParams } from './params';
import { authLayout, idPage, page, shopLayout } from './root';

/**
 * The credits mall's two routes (MemberShopShow, MemberShop), each behind the shop guard:
 * one pathless layout where the goods detail sits, one inside the member shell.
 */
export const shopGuard = shopLayout(() => authLayout);
export const memberShopGuard = shopLayout(() => memberRoute);

const shopPage = (name: keyof typeof import('../../features/shop/pages')) => lazyRouteComponent(() => import('../../features/shop/pages'), name);

export const shopRoutes = [idPage(() => shopGuard, '/shop-show/$id', { title: 'shopShow' }, idParams, shopPage('ShopShowPage'))];
export const memberShopRoutes = [page(() => memberShopGuard, 'member-shop', { title: 'memberShop' }, shopPage('MemberShopPage'))];
