import { getRouteApi } from '@tanstack/react-router';
import { routeIdPage } from '../../shared/route-id-page';
import { DocumentPage } from './DocumentPage';
import { MediaPlayerPage } from './MediaPlayerPage';
import { PlaybackPage } from './PlaybackPage';

/**
 * Route components of the lesson players, a module of their own: the document reader brings
 * pdf.js, which the catalogue and the course pages never need.
 */
export const VideoPlayer = routeIdPage('/auth/course/video/$id', (id) => <MediaPlayerPage id={id} kind="video" />);
export const LocalVideoPlayer = routeIdPage('/auth/course/local-video/$id', (id) => <MediaPlayerPage id={id} kind="video" />);
export const AudioPlayer = routeIdPage('/auth/course/local-audio/$id', (id) => <MediaPlayerPage id={id} kind="audio" />);
export const DocumentReader = routeIdPage('/auth/course/document/$id', (id) => <DocumentPage id={id} />);

const playback = getRouteApi('/auth/course/playback');
export function Playback() {
  const search = playback.useSearch();
  return <PlaybackPage href={search.href} courseId={search.course_id} />;
}

