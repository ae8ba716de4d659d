import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes, withMessage } from '../../core/http/route.js';
import { Id, IdParams, Int, Nullable } from '../../core/http/schema-kit.js';
import { PLAIN_TEXT_NOTE } from '../../core/text.js';
import { BANNER_TITLE_MAX, BANNERS_MAX, type BannersAdmin } from './banners-admin.js';

const JUMP_DESCRIPTION = '1 no link, 2 external link (jump_content: an http or https address), 3 library document, 4 news item (jump_content: its id)';

// The service trims, removes markup and refuses on the field with the real rules; these only cap what is read.
const Body = Type.Object(
  {
    title: Type.String({ maxLength: BANNER_TITLE_MAX * 4, description: `The picture's alternative text, 1 to ${BANNER_TITLE_MAX} characters. ${PLAIN_TEXT_NOTE}` }),
    pc_banner_img: Type.String({
      maxLength: 400,
      description: 'The picture: a path on this site (the portal loads pictures from its own origin only), such as an image uploaded with POST /api/admin/uploads/image; a /files/ path must be a stored public picture',
    }),
    jump_type: Int({ description: JUMP_DESCRIPTION }),
    jump_content: Type.Optional(Nullable(Type.String({ maxLength: 800, description: 'The address (2) or the id (3, 4); ignored for 1' }))),
  },
  { additionalProperties: false },
);

const AdminBanner = Type.Object(
  {
    id: Id(),
    title: Type.String(),
    pc_banner_img: Type.String(),
    jump_type: Type.Integer({ description: JUMP_DESCRIPTION }),
    jump_content: Type.String({ description: 'The address (2) or the id (3, 4); empty for 1' }),
    target_title: Nullable(Type.String({ description: 'The title of the library document or news item it opens; null for 1 and 2, or when that is gone or hidden' })),
    shown: Type.Boolean({ description: 'Whether the home page shows it (its status)' }),
  },
  { title: 'AdminBanner' },
);
const AdminBannerList = Type.Object({ list: Type.Array(AdminBanner, { description: "In the carousel's order" }) }, { title: 'AdminBannerList' });

const AUDITED = 'Recorded in the audit trail with the values before and after; the portal\'s home page shows the change on its next load.';

/** The back office's home banners (/api/admin/banners, behind its guard). */
export function bannerRoutes(scopes: RouteScopes, { banners }: { banners: BannersAdmin }) {
  const route = routes(scopes, ['admin']);
  route.get('/api/admin/banners', { operationId: 'adminBanners', summary: "The home page's banners, in the carousel's order", admin: true, data: AdminBannerList }, () => banners.list());
  route.post(
    '/api/admin/banners',
    {
      operationId: 'adminCreateBanner',
      summary: 'Add a banner at the end of the carousel',
      description: `At most ${BANNERS_MAX} banners (the carousel's size). A bad field is refused at it (422 with \`field\`) and nothing is saved. ${AUDITED} (banner.create)`,
      admin: true,
      body: Body,
      data: AdminBanner,
    },
    async ({ userId, body }) => withMessage(await banners.create(userId, body), 'bannerSaved'),
  );
  route.put(
    '/api/admin/banners/order',
    {
      operationId: 'adminReorderBanners',
      summary: 'Put the banners in a new order',
      description: `ids: every banner once, first shown first; refused at \`ids\` when the list has changed since it was read, nothing changed. ${AUDITED} (banner.reorder)`,
      admin: true,
      body: Type.Object({ ids: Type.Array(Id(), { maxItems: BANNERS_MAX }) }, { additionalProperties: false }),
      data: AdminBannerList,
    },
    async ({ userId, body }) => withMessage(await banners.reorder(userId, body.ids), 'bannersReordered'),
  );
  route.put(
    '/api/admin/banners/:id',
    {
      operationId: 'adminUpdateBanner',
      summary: 'Rewrite a banner',
      description: `Every field as when adding one. ${AUDITED} (banner.update, the fields that changed)`,
      admin: true,
      params: IdParams,
      body: Body,
      data: AdminBanner,
    },
    async ({ userId, params, body }) => withMessage(await banners.update(userId, params.id, body), 'bannerSaved'),
  );
  route.delete(
    '/api/admin/banners/:id',
    { operationId: 'adminDeleteBanner', summary: 'Delete a banner', description: `${AUDITED} (banner.delete)`, admin: true, params: IdParams, data: Type.Object({ id: Id() }, { title: 'DeletedBanner' }) },
    async ({ userId, params }) => withMessage(await banners.remove(userId, params.id), 'bannerDeleted'),
  );
}
