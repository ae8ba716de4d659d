import { idParams } from './params';
import { authLayout, idPage, page } from './root';

export const forumRoutes = [
  page(() => authLayout, '/forum', { title: 'forum' }),
  idPage(() => authLayout, '/forum/forum-plate/$id', { title: 'forumPlate' }, idParams),
  idPage(() => authLayout, '/forum/forum-detail/$id', { title: 'forumDetail' }, idParams),
  page(() => authLayout, '/forum/forum-post', { title: 'forumPost' }),
];
