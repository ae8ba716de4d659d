import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import type { ConfigService } from './config-service.js';

export const WebConfig = Type.Object(
  {
    web_title: Type.String({ description: 'Site title (zh-CN)' }),
    web_title_en: Type.String({ description: 'Site title (en-US)' }),
    web_ico: Type.String(),
    web_logo: Type.String({ description: 'Logo (zh-CN)' }),
    web_logo_en: Type.String({ description: 'Logo (en-US); web_logo when none is set' }),
    advertise_logo: Type.String(),
    copyright: Type.String({ description: 'Copyright text (zh-CN)' }),
    copyright_en: Type.String({ description: 'Copyright text (en-US)' }),
    manager_logo: Type.String(),
    download_url: Type.String({ description: 'Client download address (zh-CN)' }),
    download_url_en: Type.String({ description: 'Client download address (en-US); download_url when none is set' }),
    shop_status: Type.String({ description: "'1' when the credits mall is open" }),
    dd_login: Type.String({ description: "'1' when the workplace chat-app login is enabled" }),
    timezone: Type.String({ description: "The company's time zone (APP_TIMEZONE, IANA name): the portal shows every date and time in it" }),
  },
  { title: 'WebConfig' },
);

export const DingTalkConfig = Type.Object({ corp_id: Type.String(), agent_id: Type.String() }, { title: 'DingTalkConfig' });

export function configRoutes(scopes: RouteScopes, { config }: { config: ConfigService }) {
  const route = routes(scopes, ['session']);

  route.get(
    '/api/config/system_webConfig',
    { operationId: 'systemWebConfig', summary: 'Site title, icon, logos, copyright and feature flags (public)', data: WebConfig, envelope: 'WebConfigEnvelope', open: true },
    () => config.webConfig(),
  );

  route.get(
    '/api/config/:type',
    {
      operationId: 'configByType',
      summary: 'Configuration by type; ding_talk gives the chat app corporation and agent ids (public)',
      description: 'An unknown type is a missing resource (4004).',
      params: Type.Object({ type: Type.String({ maxLength: 32 }) }),
      data: DingTalkConfig,
      envelope: 'DingTalkConfigEnvelope',
      open: true,
    },
    ({ params }) => config.byType(params.type),
  );
}
