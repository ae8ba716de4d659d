import { Callout } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { print } from 'graphql';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StudyMapVideoDocument, StudyMapVideoRecordDocument, type StudyMapVideoQuery } from '../../graphql/generated/maps';
import type { StudyRecordRequest } from '../../machines/study-progress';
import { RichText } from '../../shared/RichText';
import { ChapterType } from '../../shared/spec-codes';
import { QueryState } from '../../shared/state/LoadState';
import { MediaPlayer } from '../../widgets/media-player/MediaPlayer';
import { keepaliveMutation } from '../../widgets/media-player/study-record';
import type { StudyRecorder } from '../../widgets/media-player/useStudyProgress';
import './maps.css';

type Chapter = NonNullable<NonNullable<StudyMapVideoQuery['studyMapVideo']>['data']>;

const recordInput = (request: StudyRecordRequest) => ({ chapter_id: request.periodId, position: Math.max(0, Math.round(request.position)), study_seconds: Math.min(600, Math.max(0, Math.round(request.studySeconds))) });

function BackToStage({ chapter }: { chapter: Chapter }) {
  const { t } = useTranslation();
  return (
    <nav className="player-nav">
      <Link to="/knowledge/stage-detail" search={{ id: chapter.phase_id }} className="bp6-button bp6-minimal" data-testid="back-to-stage">
        {t('maps.video.backToStage')}
      </Link>
    </nav>
  );
}

/** A video chapter in the course player, its records going to the map (studyMap/video). */
function ChapterPlayer({ chapter }: { chapter: Chapter }) {
  const client = useApolloClient();
  const recorder = useMemo<StudyRecorder>(
    () => ({
      send: async (request) => {
        const { data } = await client.mutate({ mutation: StudyMapVideoRecordDocument, variables: { input: recordInput(request) }, context: { handlesErrors: true } });
        const answer = data?.studyMapVideoRecord?.data;
        if (!answer) throw new Error('record');
        return answer;
      },
      keepalive: (request) => keepaliveMutation(print(StudyMapVideoRecordDocument), { input: recordInput(request) }),
    }),
    [client],
  );
  return (
    <MediaPlayer
      info={{ ...chapter, course_title: `${chapter.map_title} · ${chapter.phase_title}` }}
      kind="video"
      recorder={recorder}
      footer={<BackToStage chapter={chapter} />}
    />
  );
}

/**
 * /knowledge/map-video?id=: a map chapter. A video plays in the course player with the course
 * players' progress rules (resume, no skipping ahead, complete at the full length); an
 * image-text chapter shows its sanitised rich text (opening it completes it). A locked stage
 * or an unopened map is refused by the server with its message.
 */
export function MapVideoPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(StudyMapVideoDocument, { variables: { id }, skip: !id, fetchPolicy: 'network-only', context: { handlesErrors: true } });
  const chapter = data?.studyMapVideo?.data;
  return (
    <section className="map-page" data-testid="map-video">
      <QueryState query={{ data, loading, error: id ? error : new Error(t('maps.video.unavailable')), refetch }} errorTitle={t('maps.video.unavailable')}>
        {chapter &&
          (chapter.chapter_type === ChapterType.video ? (
            chapter.media_url && chapter.length ? (
              <ChapterPlayer key={chapter.id} chapter={chapter} />
            ) : (
              <Callout intent="warning">{t('maps.video.unavailable')}</Callout>
            )
          ) : (
            <>
              <span className="map-muted">
                {chapter.map_title} · {chapter.phase_title}
              </span>
              <h2 className="map-head__title">{chapter.title}</h2>
              <RichText html={chapter.content} className="map-article" />
              <Callout intent="success" icon="tick" data-testid="chapter-read">
                {t('maps.video.readDone')}
              </Callout>
              <BackToStage chapter={chapter} />
            </>
          ))}
      </QueryState>
    </section>
  );
}
