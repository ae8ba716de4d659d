import type { Static } from 'typebox';
import type { LibraryCategory, LibraryItem, LibraryItemDetail, LibraryPreview, NewsDetail, NewsItem } from '../../modules/library/index.js';
import type { GraphContext } from '../context.js';
import { connection, pageOf, restPaging, type PageArgs, type RestPage } from '../paging.js';
import { fromUnixSeconds } from '../scalars.js';

type CategoryData = Static<typeof LibraryCategory>;
/** A document of REST's list (`GET /api/library`) or its detail (`GET /api/library/:id`). */
type DocumentData = Static<typeof LibraryItem> | Static<typeof LibraryItemDetail>;
type PreviewData = Static<typeof LibraryPreview>;
/** An article of REST's list (`GET /api/information`) or its detail (`GET /api/information/:id`). */
type ArticleData = Static<typeof NewsItem> | Static<typeof NewsDetail>;

/** The REST routes of the library and the news (signed in). */
const ROUTES = {
  categories: '/api/library/category',
  documents: '/api/library',
  document: '/api/library/:id',
  preview: '/api/library/:id/preview',
  articles: '/api/information',
  article: '/api/information/:id',
} as const;

/** REST's keywords: a blank search is no search. */
function keywordsOf(keywords: string | null | undefined): string | undefined {
  return keywords?.trim() || undefined;
}

interface DocumentsArgs extends PageArgs {
  keywords?: string | null;
  categoryId?: string | null;
}

interface ArticlesArgs extends PageArgs {
  keywords?: string | null;
}

export const libraryResolvers = {
  Query: {
    libraryCategories: async (_: unknown, __: unknown, { rest }: GraphContext) => (await rest.get<{ list: CategoryData[] }>(ROUTES.categories)).list,
    libraryDocuments: async (_: unknown, args: DocumentsArgs, { rest }: GraphContext) => {
      const page = pageOf(args);
      const query = { keywords: keywordsOf(args.keywords), category_id: args.categoryId ?? undefined, ...restPaging(page) };
      return connection(await rest.get<RestPage<DocumentData>>(ROUTES.documents, {}, query), page);
    },
    libraryDocument: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<DocumentData>(ROUTES.document, { id }),
    libraryDocumentPreview: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<PreviewData>(ROUTES.preview, { id }),
    newsArticles: async (_: unknown, args: ArticlesArgs, { rest }: GraphContext) => {
      const page = pageOf(args);
      return connection(await rest.get<RestPage<ArticleData>>(ROUTES.articles, {}, { keywords: keywordsOf(args.keywords), ...restPaging(page) }), page);
    },
    newsArticle: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<ArticleData>(ROUTES.article, { id }),
  },
  LibraryCategory: {
    id: (category: CategoryData) => String(category.id),
  },
  LibraryDocument: {
    id: (document: DocumentData) => String(document.id),
    fileExtension: (document: DocumentData) => document.suffix,
    sizeBytes: (document: DocumentData) => document.size,
    browseCount: (document: DocumentData) => document.browse_number,
    updatedAt: (document: DocumentData) => fromUnixSeconds(document.updated_at),
    category: (document: DocumentData): CategoryData | null => (document.category_id === null ? null : { id: document.category_id, name: document.category_name }),
    // The detail names it; a list's document is saved under the same rule (name.extension) without opening it.
    downloadName: (document: DocumentData) => ('download_name' in document ? document.download_name : `${document.name}.${document.suffix}`),
    preview: (document: DocumentData, _: unknown, { rest }: GraphContext) => rest.get<PreviewData>(ROUTES.preview, { id: document.id }),
  },
  DocumentPreview: {
    kind: (preview: PreviewData) => preview.kind,
  },
  /** REST's preview kinds. */
  DocumentPreviewKind: { PDF: 'pdf', TEXT: 'text' },
  NewsArticle: {
    id: (article: ArticleData) => String(article.id),
    content: async (article: ArticleData, _: unknown, { rest }: GraphContext) =>
      'content' in article ? article.content : (await rest.get<Static<typeof NewsDetail>>(ROUTES.article, { id: article.id })).content,
    browseCount: (article: ArticleData) => article.browse_number,
    updatedAt: (article: ArticleData) => fromUnixSeconds(article.updated_at),
  },
};
