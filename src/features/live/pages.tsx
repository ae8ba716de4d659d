import { getRouteApi } from '@tanstack/react-router';
import { LiveRoomPage } from './LiveRoomPage';

const liveRoom = getRouteApi('/auth/live-room/$id');

/** /live-room/{id}?token=: the room is the token's; the path id keys the page. */
export function LiveRoom() {
  const { id } = liveRoom.useParams();
  const { token, defence, assessment } = liveRoom.useSearch();
  return <LiveRoomPage key={`${id}:${token ?? ''}`} token={token ?? ''} defence={defence ? { defence } : assessment ? { assessment } : undefined} />;
}
