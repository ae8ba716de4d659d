import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { OpenCoursewareDocument } from '../../graphql/generated/courseware';
import { PdfPreview, TextPreview } from '../../shared/pdf/PdfPreview';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';

/** The opened file (the graph's `courseware`), shown as the browser plays or reads it; the server's refusal (being transcoded, failed, gone) otherwise. */
export function WorkView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(OpenCoursewareDocument, { variables: { id }, fetchPolicy: 'network-only', context: { handlesErrors: true } });
  const work = data?.courseware;
  if (error && !work) return <ErrorState error={error} title={t('courseware.preview.failed')} onRetry={() => void refetch()} size="small" />;
  if (!work) return <LoadingState rows={3} />;
  if (work.openKind === 'VIDEO')
    return <video className="courseware-dialog__video" src={work.openUrl} poster={work.poster ?? undefined} controls preload="metadata" aria-label={work.name} data-testid="courseware-video" />;
  if (work.openKind === 'AUDIO') return <audio className="courseware-dialog__audio" src={work.openUrl} controls preload="metadata" aria-label={work.name} data-testid="courseware-audio" />;
  if (work.openKind === 'TEXT') return <TextPreview url={work.openUrl} failed={t('courseware.preview.documentFailed')} label={work.name} />;
  return (
    <PdfPreview
      url={work.openUrl}
      labels={{
        page: (page, pages) => t('courseware.preview.page', { page, pages }),
        prev: t('courseware.preview.prev'),
        next: t('courseware.preview.next'),
        failed: t('courseware.preview.documentFailed'),
        canvas: work.name,
      }}
    />
  );
}
