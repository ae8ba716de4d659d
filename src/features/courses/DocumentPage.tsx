import { Button, Callout, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseStudyRecordDocument, type ChapterInfoQuery } from '../../graphql/generated';
import { toast } from '../../shared/toaster';
import { PagePending } from '../../shared/PagePending';
import { Refused } from './CoursePage';
import { PeriodNav, usePeriod } from './MediaPlayerPage';
import { PlayerHeader } from './PlayerHeader';
import { recordWithKeepalive } from './study-record';

GlobalWorkerOptions.workerSrc = workerUrl;

type PeriodInfo = NonNullable<NonNullable<ChapterInfoQuery['chapterInfo']>['data']>;

/** /course/document/{id}: a PDF period read page by page with pdf.js; every page shown is recorded. */
export function DocumentPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { info, error, valid } = usePeriod(id);
  if (!valid) return <Refused error={new Error(t('courses.player.unavailable'))} />;
  if (error && !info) return <Refused error={error} />;
  if (!info) return <PagePending />;
  if (!info.media_url) return <Refused error={new Error(t('courses.player.unavailable'))} backTo={{ courseId: info.course_id }} />;
  return <PdfReader key={info.id} info={info} />;
}

function PdfReader({ info }: { info: PeriodInfo }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const pages = info.pages ?? pdf?.numPages ?? 1;
  // Resume at the page last read; a finished document opens at its first page.
  const [page, setPage] = useState(() => Math.min(Math.max(1, info.position || 1), pages));
  const [read, setRead] = useState(info.furthest);
  const [completed, setCompleted] = useState(info.completed === 1);
  const shownSince = useRef(0);

  useEffect(() => {
    let cancelled = false;
    const task = getDocument({ url: info.media_url ?? '' });
    task.promise.then(
      (doc) => !cancelled && setPdf(doc),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [info.media_url]);

  useEffect(() => {
    if (!pdf || !canvas.current) return;
    let cancelled = false;
    void pdf.getPage(page).then((p) => {
      if (cancelled || !canvas.current) return;
      const viewport = p.getViewport({ scale: 1.3 });
      canvas.current.width = viewport.width;
      canvas.current.height = viewport.height;
      return p.render({ canvas: canvas.current, viewport }).promise;
    });
    return () => {
      cancelled = true;
    };
  }, [pdf, page]);

  // The page shown is recorded with the seconds spent since the last record.
  useEffect(() => {
    const seconds = () => Math.min(600, Math.round((Date.now() - shownSince.current) / 1000));
    shownSince.current = Date.now();
    void client
      .mutate({ mutation: CourseStudyRecordDocument, variables: { input: { period_id: info.id, position: page, study_seconds: 0 } }, context: { handlesErrors: true } })
      .then(({ data }) => {
        const answer = data?.courseStudyRecord?.data;
        if (!answer) return;
        setRead(answer.furthest);
        if (answer.period_completed && !completed) {
          setCompleted(true);
          toast.success(t('courses.player.completed'));
        }
      })
      .catch(() => toast.error(t('courses.player.saveFailed')));
    return () => recordWithKeepalive({ periodId: info.id, position: page, studySeconds: seconds() });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one record per page shown
  }, [page]);

  return (
    <section className="player-page" data-testid="document">
      <PlayerHeader
        courseTitle={info.course_title}
        title={info.title}
        completed={completed}
        progress={
          <Tag minimal data-testid="pages-read">
            {t('courses.player.pagesRead', { read, pages })}
          </Tag>
        }
      />
      <div className="pdf-toolbar">
        <Button icon="chevron-left" disabled={page <= 1} onClick={() => setPage((p) => p - 1)} aria-label={t('courses.player.prevPage')} data-testid="prev-page" />
        <span data-testid="page-indicator">{t('courses.player.page', { page, pages })}</span>
        <Button icon="chevron-right" disabled={page >= pages} onClick={() => setPage((p) => p + 1)} aria-label={t('courses.player.nextPage')} data-testid="next-page" />
      </div>
      {failed ? (
        <NonIdealState icon="error" title={t('courses.player.documentFailed')} />
      ) : (
        <div className="pdf-canvas">
          {!pdf && <Spinner size={32} />}
          <canvas ref={canvas} data-testid="pdf-canvas" />
        </div>
      )}
      {info.no_skipping === 1 && (
        <Callout intent="primary" icon="info-sign">
          {t('courses.player.noSkipping')}
        </Callout>
      )}
      <PeriodNav info={info} />
    </section>
  );
}
