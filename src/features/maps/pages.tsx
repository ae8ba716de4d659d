import { getRouteApi } from '@tanstack/react-router';
import { MapDetailPage } from './MapDetailPage';
import { MapVideoPage } from './MapVideoPage';
import { StageDetailPage } from './StageDetailPage';
import { UserSignCommentsPage } from './UserSignCommentsPage';

// Route components of the learning maps: each reads its search through its own route.

const mapDetail = getRouteApi('/auth/knowledge/map-detail');
export function MapDetail() {
  const { mapId } = mapDetail.useSearch();
  return <MapDetailPage key={mapId} mapId={mapId ?? 0} />;
}

const stageDetail = getRouteApi('/auth/knowledge/stage-detail');
export function StageDetail() {
  const { id } = stageDetail.useSearch();
  return <StageDetailPage key={id} id={id ?? 0} />;
}

const mapVideo = getRouteApi('/auth/knowledge/map-video');
export function MapVideo() {
  const { id } = mapVideo.useSearch();
  return <MapVideoPage key={id} id={id ?? 0} />;
}

const signComments = getRouteApi('/auth/knowledge/user_sign_comments');
export function UserSignComments() {
  const { id, user_id } = signComments.useSearch();
  return <UserSignCommentsPage key={`${id}-${user_id}`} id={id ?? 0} userId={user_id} />;
}
