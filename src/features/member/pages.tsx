/** The member area's pages, loaded with their route (one chunk for the feature). */
export { MemberInfoPage } from './MemberInfoPage';
export { MemberPointPage } from './MemberPointPage';
