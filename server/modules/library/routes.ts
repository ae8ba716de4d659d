import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { caller } from '../../core/http/reply.js';
import { GridPaging, Id, IdParams, Keywords, ListOf, Nullable, PageOf, Unix } from '../../core/http/schema-kit.js';
import { RICH_TEXT_NOTE } from '../../core/text.js';
import type { LibraryService } from './library-service.js';

const Category = Type.Object({ id: Type.Integer(), name: Type.String({ description: 'In the reader\'s language' }) }, { title: 'LibraryCategory' });

const itemFields = {
  id: Type.Integer(),
  name: Type.String(),
  suffix: Type.String({ description: 'pdf, ppt, pptx, txt, doc, docx, xls or xlsx' }),
  size: Type.Integer({ description: 'File size in bytes (shown in MB with two decimals)' }),
  browse_number: Type.Integer({ description: 'Openings of the document' }),
  updated_at: Unix(),
  category_id: Nullable(Type.Integer()),
  category_name: Type.String({ description: 'In the reader\'s language; empty without a category' }),
};
const Item = Type.Object(itemFields, { title: 'LibraryItem' });
const ItemDetail = Type.Object({ ...itemFields, download_name: Type.String({ description: 'The file name of the original' }) }, { title: 'LibraryItemDetail' });

const Preview = Type.Object(
  {
    kind: Type.String({ description: 'pdf: read with a PDF viewer; text: plain UTF-8 text' }),
    url: Type.String({ description: 'The /files address to read (an office document: its PDF, converted on the first preview)' }),
  },
  { title: 'LibraryPreview' },
);

const newsFields = {
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  summary: Type.String(),
  browse_number: Type.Integer(),
  updated_at: Unix(),
};
const News = Type.Object(newsFields, { title: 'NewsItem' });
const NewsDetail = Type.Object({ ...newsFields, content: Type.String({ description: RICH_TEXT_NOTE }) }, { title: 'NewsDetail' });

const NameKeywords = Keywords({ description: 'Part of the name or title' });

/** The answers' schemas, for the graph's resolvers (their parents are these answers). */
export { Category as LibraryCategory, Item as LibraryItem, ItemDetail as LibraryItemDetail, Preview as LibraryPreview, News as NewsItem, NewsDetail };

const trimmed = (keywords?: string) => keywords?.trim() || undefined;

export function libraryRoutes(scopes: RouteScopes, { library }: { library: LibraryService }) {
  const route = routes(scopes, ['library']);

  route.get(
    '/api/library/category',
    { operationId: 'libraryCategories', summary: 'The library\'s categories', data: ListOf('LibraryCategoryList', Category) },
    ({ locale }) => library.categories(locale),
  );

  route.get(
    '/api/library',
    {
      operationId: 'libraryList',
      summary: 'Library documents, newest first, by name and category',
      query: Type.Object({ ...GridPaging, keywords: NameKeywords, category_id: Type.Optional(Id()) }),
      data: PageOf('LibraryPage', Item),
    },
    ({ query: { page, limit, keywords, category_id }, locale }) => library.items({ keywords: trimmed(keywords), categoryId: category_id, page, limit }, locale),
  );

  route.get(
    '/api/library/:id',
    { operationId: 'libraryDetail', summary: 'One document (each opening counts one browse)', params: IdParams, data: ItemDetail },
    ({ params, locale }) => library.detail(params.id, locale),
  );

  route.get(
    '/api/library/:id/preview',
    {
      operationId: 'libraryPreview',
      summary: 'What the browser reads to show the document: a PDF (office files converted once on the server) or text',
      description: 'The address is signed for the caller and opens for a few hours; ask again for a fresh one.',
      params: IdParams,
      data: Preview,
    },
    ({ userId, params }) => library.preview(params.id, userId),
  );

  // A file, not an envelope: left out of the API reference (and so of the GraphQL schema); the SPA downloads it.
  scopes.guarded.get(
    '/api/add_watermark',
    { schema: { hide: true, querystring: Type.Object({ id: Id() }) } },
    async (request, reply) => {
      const file = await library.watermarked(request.query.id, caller(request).userId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes));
    },
  );

  route.get(
    '/api/information',
    { operationId: 'newsList', summary: 'News, newest first, by title', query: Type.Object({ ...GridPaging, keywords: NameKeywords }), data: PageOf('NewsPage', News) },
    ({ query: { page, limit, keywords } }) => library.news({ keywords: trimmed(keywords), page, limit }),
  );

  route.get(
    '/api/information/:id',
    { operationId: 'newsDetail', summary: 'One news item (each opening counts one browse)', params: IdParams, data: NewsDetail },
    ({ params }) => library.newsDetail(params.id),
  );
}
