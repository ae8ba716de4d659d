import { Button, Callout, H2, Icon, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LibraryDocumentDocument, LibraryDocumentPreviewDocument } from '../../graphql/generated/library';
import { downloadApiFile } from '../../shared/download-file';
import { FileBadge } from '../../shared/file-badge/FileBadge';
import { megabytes } from '../../shared/file-size';
import { PdfPreview, TextPreview } from '../../shared/pdf/PdfPreview';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { toast } from '../../shared/toaster';
import { formatDateTime } from '../../shared/dates';
import './library.css';

/**
 * /library/library-show/{id}: the document's facts, its preview in the page (a PDF with
 * pdf.js, an office file as the PDF the server converted, a text file as text) and the
 * download of the PDF stamped with the reader's name and the time.
 */
export function LibraryShowPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  // Each opening counts one browse on the server: asked once per opening, never from the cache.
  const detail = useQuery(LibraryDocumentDocument, { variables: { id: String(id) }, fetchPolicy: 'network-only' });
  const item = detail.data?.libraryDocument;
  const back = (
    <Link to="/library" search={{}}>
      {t('library.backToLibrary')}
    </Link>
  );
  if (detail.error && !item) return <ErrorState error={detail.error} title={t('library.notFound')} action={back} />;
  if (!item) return <LoadingState />;
  return (
    <section className="library-show" data-testid="library-show">
      <header className="library-show__head">
        <FileBadge suffix={item.fileExtension} size="large" />
        <div className="library-show__title">
          <H2>{item.name}</H2>
          <p className="library-show__meta">
            {item.category?.name && <Tag minimal>{t('library.category', { name: item.category.name })}</Tag>}
            <span>{t('library.sizeMb', { size: megabytes(item.sizeBytes) })}</span>
            <span data-testid="library-views">{t('library.views', { count: item.browseCount })}</span>
            <span>{t('library.updatedAt', { time: formatDateTime(item.updatedAt, i18n.language) })}</span>
          </p>
        </div>
        {item.fileExtension === 'txt' ? null : <WatermarkDownload id={id} name={item.name} />}
      </header>
      <Preview id={id} />
    </section>
  );
}

function WatermarkDownload({ id, name }: { id: number; name: string }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const done = await downloadApiFile(`/api/add_watermark?id=${id}`, `${name}.pdf`, i18n.language);
    setBusy(false);
    if (!done) toast.error(t('library.downloadFailed'));
  };
  return (
    <div className="library-show__download">
      <Button icon="download" intent="primary" loading={busy} text={t('library.download')} onClick={() => void download()} data-testid="library-download" />
      <small>{t('library.downloadHint')}</small>
    </div>
  );
}

function Preview({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(LibraryDocumentPreviewDocument, { variables: { id: String(id) } });
  const preview = data?.libraryDocumentPreview;
  if (error && !preview) return <ErrorState error={error} title={t('library.previewFailed')} onRetry={() => void refetch()} />;
  if (!preview)
    return (
      <Callout className="library-show__preparing" icon={<Spinner size={16} />} role="status" data-testid="library-preparing">
        {t('library.preparing')}
      </Callout>
    );
  if (preview.kind === 'TEXT')
    return (
      <>
        <p className="library-show__note">
          <Icon icon="info-sign" size={12} /> {t('library.textNoDownload')}
        </p>
        <TextPreview url={preview.url} failed={t('library.documentFailed')} label={t('library.heading')} />
      </>
    );
  return (
    <PdfPreview
      url={preview.url}
      labels={{
        page: (page, pages) => t('library.page', { page, pages }),
        prev: t('library.prevPage'),
        next: t('library.nextPage'),
        failed: t('library.documentFailed'),
        canvas: t('library.heading'),
      }}
    />
  );
}
