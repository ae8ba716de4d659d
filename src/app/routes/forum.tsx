import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { memberRoute } from './member';
import { idParams, positiveInt } from './params';
import { authLayout, idPage, page, searchPage } from './root';

const forumPage = (name: keyof typeof import('../../features/forum/pages')) => lazyRouteComponent(() => import('../../features/forum/pages'), name);
const parent = () => authLayout;

/** ?plate_id= of ForumDetail (spec: query plate_id) and of the editor (the plate chosen beforehand). */
function plateSearch(search: Record<string, unknown>): { plate_id?: number } {
  return { plate_id: positiveInt(search.plate_id) };
}

export const forumRoutes = [
  page(parent, '/forum', { title: 'forum' }, forumPage('ForumHome')),
  idPage(parent, '/forum/forum-plate/$id', { title: 'forumPlate' }, idParams, forumPage('ForumPlate')),
  createRoute({
    getParentRoute: parent,
    path: '/forum/forum-detail/$id',
    params: idParams,
    validateSearch: plateSearch,
    staticData: { title: 'forumDetail' },
    component: forumPage('ForumDetail'),
  }),
  searchPage(parent, '/forum/forum-post', { title: 'forumPost' }, plateSearch, forumPage('ForumPost')),
  // Beyond the spec: the admins' report queue.
  page(parent, '/forum/moderation', { title: 'forumModeration' }, forumPage('Moderation')),
];

/** Member area: my posts, comments and likes. */
export const forumMemberRoutes = [page(() => memberRoute, 'memberForum', { title: 'memberForum' }, forumPage('MemberForum'))];
