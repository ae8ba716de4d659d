import { Callout } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LearningMapChapterDocument, RecordLearningMapVideoDocument, type LearningMapChapterQuery } from '../../graphql/generated/maps';
import type { StudyRecordRequest } from '../../machines/study-progress';
import { RichText } from '../../shared/RichText';
import { QueryState } from '../../shared/state/LoadState';
import { MediaPlayer } from '../../widgets/media-player/MediaPlayer';
import { keepaliveNextMutation, studyOf } from '../../widgets/media-player/study-record';
import type { StudyRecorder } from '../../widgets/media-player/useStudyProgress';
import './maps.css';

type Chapter = NonNullable<LearningMapChapterQuery['learningMapChapter']>;

const recordInput = (request: StudyRecordRequest) => ({ chapterId: String(request.periodId), ...studyOf(request) });

function BackToStage({ chapter }: { chapter: Chapter }) {
  const { t } = useTranslation();
  return (
    <nav className="player-nav">
      <Link to="/knowledge/stage-detail" search={{ id: Number(chapter.stage.id) }} className="bp6-button bp6-minimal" data-testid="back-to-stage">
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
        const { data } = await client.mutate({ mutation: RecordLearningMapVideoDocument, variables: { input: recordInput(request) }, context: { handlesErrors: true } });
        const chapter = data?.recordLearningMapVideo.chapter;
        if (!chapter) throw new Error('record');
        return { position: chapter.position, furthest: chapter.furthest, completed: chapter.isDone };
      },
      keepalive: (request) => keepaliveNextMutation(RecordLearningMapVideoDocument, { input: recordInput(request) }),
    }),
    [client],
  );
  return (
    <MediaPlayer
      info={{
        id: Number(chapter.id),
        title: chapter.title,
        courseTitle: `${chapter.stage.learningMap.title} · ${chapter.stage.title}`,
        mediaUrl: chapter.mediaUrl,
        length: chapter.mediaSeconds,
        position: chapter.position,
        furthest: chapter.furthest,
        isCompleted: chapter.isDone,
        noSkipping: chapter.noSkipping,
      }}
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
  const { data, loading, error, refetch } = useQuery(LearningMapChapterDocument, { variables: { id: String(id) }, skip: !id, fetchPolicy: 'network-only', context: { handlesErrors: true } });
  const chapter = data?.learningMapChapter;
  return (
    <section className="map-page" data-testid="map-video">
      <QueryState query={{ data, loading, error: id ? error : new Error(t('maps.video.unavailable')), refetch }} errorTitle={t('maps.video.unavailable')}>
        {chapter &&
          (chapter.type === 'VIDEO' ? (
            chapter.mediaUrl && chapter.mediaSeconds ? (
              <ChapterPlayer key={chapter.id} chapter={chapter} />
            ) : (
              <Callout intent="warning">{t('maps.video.unavailable')}</Callout>
            )
          ) : (
            <>
              <span className="map-muted">
                {chapter.stage.learningMap.title} · {chapter.stage.title}
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
