import { Icon } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FileBadge } from '../../shared/file-badge/FileBadge';
import { type QueryLike, QueryState } from '../../shared/state/LoadState';
import { HomeBlock } from './HomeBlock';
import { libraryKind } from './rules';
import type { LibraryItem } from './types';

/** The newest library items with their file kind and browse count, and More to the library. */
export function LibraryBlock({ items, query }: { items: readonly LibraryItem[]; query: QueryLike }) {
  const { t } = useTranslation();
  return (
    <HomeBlock title={t('home.library.title')} icon="book" testId="home-library" more="/library" className="library-block">
      <QueryState query={query} size="small" empty={items.length === 0} emptyTitle={t('home.library.empty')} emptyIcon="book" skeletonRows={3}>
        <ul className="library-list">
          {items.map((item) => {
            const kind = libraryKind(item.fileExtension);
            return (
              <li key={item.id} data-testid="library-item" data-kind={kind}>
                <Link to="/library/library-show/$id" params={{ id: Number(item.id) }} className="library-item">
                  <FileBadge suffix={item.fileExtension} />
                  <span className="library-item__text">
                    <span className="library-item__name" title={item.name}>
                      {item.name}
                    </span>
                    <span className="library-item__meta">
                      <Icon icon="eye-open" size={12} />
                      {t('home.library.views', { count: item.browseCount })}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </QueryState>
    </HomeBlock>
  );
}
