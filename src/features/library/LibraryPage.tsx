import { Button, ControlGroup, H2, HTMLTable, InputGroup, Tab, Tabs } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LibraryCategoriesDocument, LibraryDocumentsDocument } from '../../graphql/generated/library';
import { FileBadge } from '../../shared/file-badge/FileBadge';
import { libraryKind } from '../../shared/file-badge/library-kind';
import { megabytes } from '../../shared/file-size';
import { FilterTabPanel } from '../../shared/FilterTabPanel';
import { Pager } from '../../shared/grid/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { QueryState } from '../../shared/state/LoadState';
import { formatDateTime } from '../../shared/dates';
import './library.css';

/** The library's search, category and page, kept in the address (see the /library route), so Back returns to the same list. */
export interface LibrarySearch {
  keywords?: string;
  category_id?: number;
  page?: number;
  limit?: number;
}

const libraryRoute = getRouteApi('/auth/library');
const ALL = 0;

/** /library: categories as tabs, a name search, and the documents in the data grid with its pager. */
export function LibraryPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const search = libraryRoute.useSearch();
  const [draft, setDraft] = useState(search.keywords ?? '');
  const paging = { page: search.page ?? 1, limit: search.limit ?? DEFAULT_PAGE_SIZE };
  const setSearch = (next: LibrarySearch) => void navigate({ to: '/library', search: { ...search, ...next }, replace: true });
  // A new search or category starts again at page 1.
  const update = (next: LibrarySearch) => setSearch({ ...next, page: undefined });
  const categories = useQuery(LibraryCategoriesDocument).data?.libraryCategories ?? [];
  const { data, loading, error, refetch } = useQuery(LibraryDocumentsDocument, {
    variables: { page: paging.page, pageSize: paging.limit, keywords: search.keywords, categoryId: search.category_id === undefined ? undefined : String(search.category_id) },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.libraryDocuments;
  const rows = result?.nodes ?? [];
  const selected = search.category_id ?? ALL;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update({ keywords: draft.trim() || undefined });
  };

  return (
    <section className="library-page" data-testid="library-page">
      <H2>{t('library.heading')}</H2>
      <form className="library-search" onSubmit={submit} role="search">
        <ControlGroup>
          <InputGroup
            leftIcon="search"
            placeholder={t('library.searchPlaceholder')}
            aria-label={t('library.searchLabel')}
            value={draft}
            maxLength={50}
            onChange={(e) => setDraft(e.target.value)}
            data-testid="library-search"
          />
          <Button type="submit" intent="primary" text={t('library.search')} />
        </ControlGroup>
      </form>
      <Tabs id="library-category" selectedTabId={selected} onChange={(id) => update({ category_id: Number(id) || undefined })} aria-label={t('library.categories')}>
        <Tab id={ALL} title={t('library.allCategories')} />
        {categories.map((c) => (
          <Tab key={c.id} id={Number(c.id)} title={c.name} data-testid="library-category" />
        ))}
      </Tabs>
      <FilterTabPanel tabsId="library-category" selected={selected}>
        <QueryState
          query={{ data, loading, error, refetch }}
          skeletonRows={6}
          errorTitle={t('library.loadFailed')}
          empty={rows.length === 0}
          emptyIcon="book"
          emptyTitle={search.keywords || search.category_id ? t('library.emptyFiltered') : t('library.empty')}
        >
          <>
            <HTMLTable className="library-table" striped interactive data-testid="library-table">
              <thead>
                <tr>
                  <th scope="col">{t('library.columns.name')}</th>
                  <th scope="col">{t('library.columns.kind')}</th>
                  <th scope="col" className="library-table__number">
                    {t('library.columns.size')}
                  </th>
                  <th scope="col" className="library-table__number">
                    {t('library.columns.views')}
                  </th>
                  <th scope="col">{t('library.columns.updated')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((item) => (
                  <tr key={item.id} data-testid="library-row">
                    <td>
                      <Link to="/library/library-show/$id" params={{ id: Number(item.id) }} className="library-table__name">
                        <FileBadge suffix={item.fileExtension} />
                        <span>{item.name}</span>
                      </Link>
                    </td>
                    <td>{t(`library.kindName.${libraryKind(item.fileExtension)}`)}</td>
                    <td className="library-table__number" data-testid="library-size">
                      {t('library.sizeMb', { size: megabytes(item.sizeBytes) })}
                    </td>
                    <td className="library-table__number">{item.browseCount}</td>
                    <td>{formatDateTime(item.updatedAt, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            <Pager total={result?.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setSearch({ page, limit })} />
          </>
        </QueryState>
      </FilterTabPanel>
    </section>
  );
}
