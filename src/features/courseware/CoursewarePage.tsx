import { Button, ControlGroup, Dialog, DialogBody, H2, HTMLTable, Icon, InputGroup, Tag, type Intent } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CoursewaresDocument, type CoursewareFieldsFragment } from '../../graphql/generated/courseware';
import { FileBadge } from '../../shared/file-badge/FileBadge';
import { megabytes } from '../../shared/file-size';
import { Pager } from '../../shared/grid/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { present } from '../../shared/present';
import { LoadingState, QueryState } from '../../shared/state/LoadState';
import { formatDateTime } from '../../shared/dates';
import { UploadPanel } from './UploadPanel';
import './courseware.css';

/** The player and the document reader (pdf.js) load when a file is opened, not with the list. */
const WorkView = lazy(() => import('./WorkView').then((module) => ({ default: module.WorkView })));

/** The kind column's text of each kind. */
const KIND_TEXT = { VIDEO: 'courseware.kind.video', AUDIO: 'courseware.kind.audio', DOCUMENT: 'courseware.kind.document' } as const satisfies Record<CoursewareFieldsFragment['kind'], string>;

/** While a file waits or is transcoded, the list asks again this often. */
const POLL_MS = 2000;

/**
 * /member/member-courseware (teaching staff): upload a video, audio or document as courseware
 * with its progress, follow its transcoding in the list, and open it as browsers play or read it.
 */
export function CoursewarePage() {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [keywords, setKeywords] = useState<string | undefined>();
  const [draft, setDraft] = useState('');
  const [opened, setOpened] = useState<CoursewareFieldsFragment | null>(null);
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(CoursewaresDocument, {
    variables: { page: paging.page, pageSize: paging.limit, keywords },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const result = data?.viewer?.coursewares;
  const rows = present(result?.nodes);
  const working = rows.some((row) => row.status === 'QUEUED' || row.status === 'TRANSCODING');
  useEffect(() => {
    if (!working) return undefined;
    startPolling(POLL_MS);
    return stopPolling;
  }, [working, startPolling, stopPolling]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setKeywords(draft.trim() || undefined);
    setPaging((p) => ({ ...p, page: 1 }));
  };

  return (
    <section className="courseware-page" data-testid="courseware-page">
      <H2>{t('courseware.heading')}</H2>
      <p className="courseware-page__intro">{t('courseware.intro')}</p>
      <UploadPanel
        onRegistered={() => {
          setPaging((p) => ({ ...p, page: 1 }));
          // The new file is on the first page only once the list is asked again (its payload is not in a page).
          void client.refetchQueries({ include: [CoursewaresDocument] });
        }}
      />
      <form className="courseware-search" onSubmit={submit} role="search">
        <ControlGroup>
          <InputGroup leftIcon="search" placeholder={t('courseware.searchPlaceholder')} aria-label={t('courseware.searchLabel')} value={draft} maxLength={50} onChange={(e) => setDraft(e.target.value)} />
          <Button type="submit" text={t('courseware.search')} />
        </ControlGroup>
      </form>
      <QueryState
        query={{ data, loading, error, refetch }}
        errorTitle={t('courseware.loadFailed')}
        empty={rows.length === 0}
        emptyIcon="video"
        emptyTitle={keywords ? t('courseware.emptyFiltered') : t('courseware.empty')}
        skeletonRows={4}
      >
        <HTMLTable className="courseware-table" striped data-testid="courseware-table">
          <thead>
            <tr>
              <th scope="col">{t('courseware.columns.name')}</th>
              <th scope="col">{t('courseware.columns.kind')}</th>
              <th scope="col" className="courseware-table__number">
                {t('courseware.columns.size')}
              </th>
              <th scope="col">{t('courseware.columns.status')}</th>
              <th scope="col">{t('courseware.columns.created')}</th>
              <th scope="col">{t('courseware.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="courseware-row">
                <td>
                  <span className="courseware-table__name">
                    {row.kind === 'DOCUMENT' ? <FileBadge suffix={row.suffix} /> : <Icon icon={row.kind === 'AUDIO' ? 'music' : 'video'} className="courseware-table__media-icon" aria-hidden />}
                    <span data-testid="courseware-name">{row.name}</span>
                  </span>
                </td>
                <td>{t(KIND_TEXT[row.kind])}</td>
                <td className="courseware-table__number">{t('courseware.sizeMb', { size: megabytes(row.size) })}</td>
                <td>
                  <StatusTag row={row} />
                </td>
                <td>{formatDateTime(row.createdAt, i18n.language)}</td>
                <td>
                  <Button
                    variant="outlined"
                    size="small"
                    icon="eye-open"
                    text={t('courseware.open')}
                    aria-label={t('courseware.openLabel', { name: row.name })}
                    disabled={row.status !== 'READY'}
                    onClick={() => setOpened(row)}
                    data-testid="courseware-open"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <Pager total={result?.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
      </QueryState>
      <Dialog isOpen={opened !== null} onClose={() => setOpened(null)} title={opened?.name ?? ''} className="courseware-dialog">
        <DialogBody>
          {opened && (
            <Suspense fallback={<LoadingState rows={3} />}>
              <WorkView id={opened.id} />
            </Suspense>
          )}
        </DialogBody>
      </Dialog>
    </section>
  );
}

function StatusTag({ row }: { row: CoursewareFieldsFragment }) {
  const { t } = useTranslation();
  const [text, intent]: [string, Intent] =
    row.status === 'QUEUED'
      ? [t('courseware.status.queued'), 'none']
      : row.status === 'TRANSCODING'
        ? [t('courseware.status.transcoding', { progress: row.progress }), 'primary']
        : row.status === 'READY'
          ? [t('courseware.status.ready'), 'success']
          : row.status === 'FAILED'
            ? [t('courseware.status.failed'), 'danger']
            : [t('courseware.status.missing'), 'warning'];
  return (
    <span className="courseware-status" data-testid="courseware-status" data-status={row.status}>
      <Tag minimal intent={intent} round>
        {text}
      </Tag>
      {row.status === 'FAILED' && row.error && <small className="courseware-status__why">{row.error}</small>}
    </span>
  );
}
