/** The credits mall's pages, loaded with their routes. */
export { MemberShopPage } from './MemberShopPage';
export { ShopShowPage } from './ShopShowPage';
