import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { Envelope } from '../../core/http/envelope.js';
import { caller, ok } from '../../core/http/reply.js';
import { GridPaging, Id, IdParams, Nullable, PageOf, Unix } from '../../core/http/schema-kit.js';
import { RICH_TEXT_NOTE } from '../../core/text.js';
import type { LibraryService } from './library-service.js';

const tags = ['library'];

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

const Keywords = Type.Optional(Type.String({ maxLength: 50, description: 'Part of the name or title' }));

const trimmed = (keywords?: string) => keywords?.trim() || undefined;

export function libraryRoutes({ guarded }: RouteScopes, { library }: { library: LibraryService }) {
  guarded.get(
    '/api/library/category',
    { schema: { operationId: 'libraryCategories', tags, summary: 'The library\'s categories', response: { 200: Envelope('LibraryCategoriesEnvelope', Type.Object({ list: Type.Array(Category) }, { title: 'LibraryCategoryList' })) } } },
    async (request) => ok(request, await library.categories(request.locale)),
  );

  guarded.get(
    '/api/library',
    {
      schema: {
        operationId: 'libraryList',
        tags,
        summary: 'Library documents, newest first, by name and category',
        querystring: Type.Object({ ...GridPaging, keywords: Keywords, category_id: Type.Optional(Id()) }),
        response: { 200: Envelope('LibraryListEnvelope', PageOf('LibraryPage', Item)) },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, keywords, category_id } = request.query;
      return ok(request, await library.items({ keywords: trimmed(keywords), categoryId: category_id, page, limit }, request.locale));
    },
  );

  guarded.get(
    '/api/library/:id',
    { schema: { operationId: 'libraryDetail', tags, summary: 'One document (each opening counts one browse)', params: IdParams, response: { 200: Envelope('LibraryDetailEnvelope', ItemDetail) } } },
    async (request) => ok(request, await library.detail(request.params.id, request.locale)),
  );

  guarded.get(
    '/api/library/:id/preview',
    {
      schema: {
        operationId: 'libraryPreview',
        tags,
        summary: 'What the browser reads to show the document: a PDF (office files converted once on the server) or text',
        description: 'The address is signed for the caller and opens for a few hours; ask again for a fresh one.',
        params: IdParams,
        response: { 200: Envelope('LibraryPreviewEnvelope', Preview) },
      },
    },
    async (request) => ok(request, await library.preview(request.params.id, caller(request).userId)),
  );

  // A file, not an envelope: left out of the API reference (and so of the GraphQL schema); the SPA downloads it.
  guarded.get(
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

  guarded.get(
    '/api/information',
    {
      schema: {
        operationId: 'newsList',
        tags,
        summary: 'News, newest first, by title',
        querystring: Type.Object({ ...GridPaging, keywords: Keywords }),
        response: { 200: Envelope('NewsListEnvelope', PageOf('NewsPage', News)) },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, keywords } = request.query;
      return ok(request, await library.news({ keywords: trimmed(keywords), page, limit }));
    },
  );

  guarded.get(
    '/api/information/:id',
    { schema: { operationId: 'newsDetail', tags, summary: 'One news item (each opening counts one browse)', params: IdParams, response: { 200: Envelope('NewsDetailEnvelope', NewsDetail) } } },
    async (request) => ok(request, await library.newsDetail(request.params.id)),
  );
}
