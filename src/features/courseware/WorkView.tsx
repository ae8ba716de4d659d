import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ReadWorkDocument } from '../../graphql/generated/courseware';
import { PdfPreview, TextPreview } from '../../shared/pdf/PdfPreview';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';

/** What readWork answers, shown as the browser plays or reads it; the server's refusal (being transcoded, failed, gone) otherwise. */
export function WorkView({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(ReadWorkDocument, { variables: { id }, fetchPolicy: 'network-only', context: { handlesErrors: true } });
  const work = data?.readWork?.data;
  if (error && !work) return <ErrorState error={error} title={t('courseware.preview.failed')} onRetry={() => void refetch()} size="small" />;
  if (!work) return <LoadingState rows={3} />;
  if (work.open_kind === 'video')
    return <video className="courseware-dialog__video" src={work.open_url} poster={work.poster ?? undefined} controls preload="metadata" aria-label={work.name} data-testid="courseware-video" />;
  if (work.open_kind === 'audio') return <audio className="courseware-dialog__audio" src={work.open_url} controls preload="metadata" aria-label={work.name} data-testid="courseware-audio" />;
  if (work.open_kind === 'text') return <TextPreview url={work.open_url} failed={t('courseware.preview.documentFailed')} label={work.name} />;
  return (
    <PdfPreview
      url={work.open_url}
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
