import { Button, Callout, Spinner, Tag } from '@blueprintjs/core';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { CourseProblem, Refused } from './CoursePage';
import { PeriodNav, useLesson, type PlayerLesson } from './MediaPlayerPage';
import { PlayerHeader } from '../../widgets/media-player/PlayerHeader';
import { usePdf, usePdfPage, type PdfFile } from '../../shared/pdf/pdf';
import { useStudyProgress } from '../../widgets/media-player/useStudyProgress';

/** /course/document/{id}: a PDF period read page by page with pdf.js; every page shown is recorded. */
export function DocumentPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { lesson, error, valid, refetch } = useLesson(id);
  if (!valid) return <Refused error={new Error(t('courses.player.unavailable'))} />;
  if (error && !lesson) return <CourseProblem error={error} onRetry={() => void refetch()} />;
  if (!lesson) return <LoadingState />;
  if (!lesson.mediaUrl) return <Refused error={new Error(t('courses.player.unavailable'))} backTo={{ courseId: Number(lesson.course.id) }} />;
  return <PdfReader key={lesson.id} lesson={lesson} />;
}

/** The period's page count, or the file's own when the period has none (then known once the file is read). */
function PdfReader({ lesson }: { lesson: PlayerLesson }) {
  const file = usePdf(lesson.mediaUrl ?? '');
  const pages = lesson.pages ?? file.pdf?.numPages ?? (file.failed ? 1 : null);
  if (pages === null) return <LoadingState />;
  return <DocumentReader lesson={lesson} file={file} pages={pages} />;
}

function DocumentReader({ lesson, file, pages }: { lesson: PlayerLesson; file: PdfFile; pages: number }) {
  const { t } = useTranslation();
  const actor = useStudyProgress({
    periodId: Number(lesson.id),
    kind: 'document',
    position: lesson.position,
    furthest: lesson.furthest,
    length: pages,
    completed: lesson.isCompleted,
    noSkipping: lesson.noSkipping,
  });
  const page = useSelector(actor, (s) => s.context.position);
  const read = useSelector(actor, (s) => s.context.furthest);
  const completed = useSelector(actor, (s) => s.context.completed);
  const saveError = useSelector(actor, (s) => s.context.error);
  const hasPrevious = useSelector(actor, (s) => s.can({ type: 'reader.previous' }));
  const hasNext = useSelector(actor, (s) => s.can({ type: 'reader.next' }));
  const canvas = usePdfPage(file.pdf, page);

  return (
    <section className="player-page" data-testid="document">
      <PlayerHeader
        courseTitle={lesson.course.title}
        title={lesson.title}
        completed={completed}
        progress={
          <Tag minimal data-testid="pages-read">
            {t('courses.player.pagesRead', { read, count: pages })}
          </Tag>
        }
      />
      <div className="pdf-toolbar">
        <Button icon="chevron-left" disabled={!hasPrevious} onClick={() => actor.send({ type: 'reader.previous' })} aria-label={t('courses.player.prevPage')} data-testid="prev-page" />
        <span data-testid="page-indicator">{t('courses.player.page', { page, pages })}</span>
        <Button icon="chevron-right" disabled={!hasNext} onClick={() => actor.send({ type: 'reader.next' })} aria-label={t('courses.player.nextPage')} data-testid="next-page" />
      </div>
      {file.failed ? (
        <ErrorState title={t('courses.player.documentFailed')} />
      ) : (
        <div className="pdf-canvas">
          {!file.pdf && <Spinner size={32} />}
          <canvas ref={canvas} data-testid="pdf-canvas" />
        </div>
      )}
      {saveError && (
        <Callout intent="warning" icon="warning-sign">
          {t('courses.player.saveFailed')}
        </Callout>
      )}
      {lesson.noSkipping && (
        <Callout intent="primary" icon="info-sign">
          {t('courses.player.noSkipping')}
        </Callout>
      )}
      <PeriodNav lesson={lesson} />
    </section>
  );
}
