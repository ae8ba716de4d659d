import { useParams, useSearch } from '@tanstack/react-router';
import { LiveRoomPage } from './LiveRoomPage';

/** /live-room/{id}?token=: the room is the token's; the path id keys the page. */
export function LiveRoom() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const { token } = useSearch({ strict: false }) as { token?: string };
  return <LiveRoomPage key={`${id ?? ''}:${token ?? ''}`} token={token ?? ''} />;
}
