import { getRouteApi } from '@tanstack/react-router';
import { routeIdPage } from '../../shared/route-id-page';
import { ForumDetailPage } from './ForumDetailPage';
import { ForumHomePage } from './ForumHomePage';
import { ForumPlatePage } from './ForumPlatePage';
import { ForumPostPage } from './ForumPostPage';
import { MemberForumPage } from './MemberForumPage';
import { ModerationPage } from './ModerationPage';

/** Route components of the forum pages, each reading its params and search through its own route. */
export function ForumHome() {
  return <ForumHomePage />;
}
export const ForumPlate = routeIdPage('/auth/forum/forum-plate/$id', (id) => <ForumPlatePage id={id} />);

const detailRoute = getRouteApi('/auth/forum/forum-detail/$id');
export function ForumDetail() {
  const { id } = detailRoute.useParams();
  const { plate_id } = detailRoute.useSearch();
  return <ForumDetailPage key={id} id={id} plateId={plate_id} />;
}

const postRoute = getRouteApi('/auth/forum/forum-post');
export function ForumPost() {
  const { plate_id } = postRoute.useSearch();
  return <ForumPostPage plateId={plate_id} />;
}

export function MemberForum() {
  return <MemberForumPage />;
}
export function Moderation() {
  return <ModerationPage />;
}
