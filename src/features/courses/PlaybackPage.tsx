import { H3 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/state/LoadState';
import { CourseBackLink } from '../../widgets/course-card/CourseBackLink';

/** /course/playback?href&chapter_id&course_id: the recording of an ended live period. */
export function PlaybackPage({ href, courseId }: { href?: string; courseId?: number }) {
  const { t } = useTranslation();
  // Only the portal's own stored files play here.
  const safe = href && href.startsWith('/files/') ? href : null;
  return (
    <section className="player-page" data-testid="playback">
      <header className="player-page__header">
        <H3>{t('courses.player.playbackTitle')}</H3>
      </header>
      {safe ? <video className="player-page__video" src={safe} controls preload="metadata" data-testid="media" /> : <EmptyState icon="video" title={t('courses.player.noPlayback')} />}
      {courseId !== undefined && (
        <CourseBackLink courseId={courseId} testId="back-to-course">
          {t('courses.player.backToCourse')}
        </CourseBackLink>
      )}
    </section>
  );
}
