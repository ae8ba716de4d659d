import { Button, Callout, Spinner, Tag } from '@blueprintjs/core';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ChapterInfoQuery } from '../../graphql/generated/courses';
import { YES } from '../../shared/spec-codes';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { Refused } from './CoursePage';
import { PeriodNav, usePeriod } from './MediaPlayerPage';
import { PlayerHeader } from '../../widgets/media-player/PlayerHeader';
import { usePdf, usePdfPage, type PdfFile } from '../../shared/pdf/pdf';
import { useStudyProgress } from '../../widgets/media-player/useStudyProgress';

type PeriodInfo = NonNullable<NonNullable<ChapterInfoQuery['chapterInfo']>['data']>;

/** /course/document/{id}: a PDF period read page by page with pdf.js; every page shown is recorded. */
export function DocumentPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { info, error, valid } = usePeriod(id);
  if (!valid) return <Refused error={new Error(t('courses.player.unavailable'))} />;
  if (error && !info) return <Refused error={error} />;
  if (!info) return <LoadingState />;
  if (!info.media_url) return <Refused error={new Error(t('courses.player.unavailable'))} backTo={{ courseId: info.course_id }} />;
  return <PdfReader key={info.id} info={info} />;
}

/** The period's page count, or the file's own when the period has none (then known once the file is read). */
function PdfReader({ info }: { info: PeriodInfo }) {
  const file = usePdf(info.media_url ?? '');
  const pages = info.pages ?? file.pdf?.numPages ?? (file.failed ? 1 : null);
  if (pages === null) return <LoadingState />;
  return <DocumentReader info={info} file={file} pages={pages} />;
}

function DocumentReader({ info, file, pages }: { info: PeriodInfo; file: PdfFile; pages: number }) {
  const { t } = useTranslation();
  const actor = useStudyProgress({
    periodId: info.id,
    kind: 'document',
    position: info.position,
    furthest: info.furthest,
    length: pages,
    completed: info.completed === YES,
    noSkipping: info.no_skipping === YES,
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
        courseTitle={info.course_title}
        title={info.title}
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
      {info.no_skipping === YES && (
        <Callout intent="primary" icon="info-sign">
          {t('courses.player.noSkipping')}
        </Callout>
      )}
      <PeriodNav info={info} />
    </section>
  );
}
