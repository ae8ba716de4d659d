import { Button } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChapterInfoDocument, type ChapterInfoQuery } from '../../graphql/generated/courses';
import { messageOfError } from '../../shared/api-errors';
import { CourseBackLink, courseRouteFor } from '../../widgets/course-card/CourseBackLink';
import { toast } from '../../shared/toaster';
import { LoadingState } from '../../shared/state/LoadState';
import { Refused } from './CoursePage';
import { MediaPlayer } from '../../widgets/media-player/MediaPlayer';
import { PeriodType } from '../../shared/spec-codes';

type PeriodInfo = NonNullable<NonNullable<ChapterInfoQuery['chapterInfo']>['data']>;

/** Loads a period (the server applies access, unlock order, transcoding and missing media rules). */
export function usePeriod(periodId: number) {
  const valid = Number.isInteger(periodId) && periodId > 0;
  const query = useQuery(ChapterInfoDocument, { variables: { id: periodId }, skip: !valid, context: { handlesErrors: true }, fetchPolicy: 'network-only' });
  return { ...query, info: query.data?.chapterInfo?.data ?? null, valid };
}

/** Previous / next lesson (opened by its type; the server may refuse a locked one) and back to the course. */
export function PeriodNav({ info }: { info: PeriodInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const go = async (periodId: number) => {
    try {
      const { data } = await client.query({ query: ChapterInfoDocument, variables: { id: periodId }, context: { handlesErrors: true }, fetchPolicy: 'network-only' });
      const next = data?.chapterInfo?.data;
      if (next?.period_type === PeriodType.video) return void navigate({ to: '/course/video/$id', params: { id: periodId } });
      if (next?.period_type === PeriodType.audio) return void navigate({ to: '/course/local-audio/$id', params: { id: periodId } });
      if (next?.period_type === PeriodType.document) return void navigate({ to: '/course/document/$id', params: { id: periodId } });
      void navigate({ to: courseRouteFor(info.course_id, info), params: { id: info.course_id } });
    } catch (error) {
      toast.error(messageOfError(error));
    }
  };
  return (
    <nav className="player-nav">
      <CourseBackLink courseId={info.course_id} course={info} className="bp6-button bp6-minimal" testId="back-to-course">
        {t('courses.player.backToCourse')}
      </CourseBackLink>
      <span className="player-nav__spacer" />
      <Button icon="chevron-left" variant="minimal" disabled={!info.prev_id} text={t('courses.player.prev')} onClick={() => info.prev_id && void go(info.prev_id)} />
      <Button endIcon="chevron-right" variant="minimal" disabled={!info.next_id} text={t('courses.player.next')} onClick={() => info.next_id && void go(info.next_id)} />
    </nav>
  );
}

/** /course/video/{id}, /course/local-video/{id}, /course/local-audio/{id}. */
export function MediaPlayerPage({ id, kind }: { id: number; kind: 'video' | 'audio' }) {
  const { t } = useTranslation();
  const { info, error, valid } = usePeriod(id);
  if (!valid) return <Refused error={new Error(t('courses.player.unavailable'))} />;
  if (error && !info) return <Refused error={error} />;
  if (!info) return <LoadingState />;
  if (!info.media_url || !info.length) return <Refused error={new Error(t('courses.player.unavailable'))} backTo={{ courseId: info.course_id }} />;
  return <MediaPlayer key={info.id} info={info} kind={kind} footer={<PeriodNav info={info} />} />;
}
