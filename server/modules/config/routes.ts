import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { Envelope } from '../../core/http/envelope.js';
import { ok } from '../../core/http/reply.js';
import type { ConfigService } from './config-service.js';

const WebConfig = Type.Object(
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

const DingTalkConfig = Type.Object({ corp_id: Type.String(), agent_id: Type.String() }, { title: 'DingTalkConfig' });

export function configRoutes({ open }: RouteScopes, { config }: { config: ConfigService }) {
  open.get(
    '/api/config/system_webConfig',
    {
      schema: {
        operationId: 'systemWebConfig',
        tags: ['session'],
        summary: 'Site title, icon, logos, copyright and feature flags (public)',
        response: { 200: Envelope('WebConfigEnvelope', WebConfig) },
      },
    },
    async (request) => ok(request, await config.webConfig()),
  );

  open.get(
    '/api/config/:type',
    {
      schema: {
        operationId: 'configByType',
        tags: ['session'],
        summary: 'Configuration by type; ding_talk gives the chat app corporation and agent ids (public)',
        description: 'An unknown type is a missing resource (4004).',
        params: Type.Object({ type: Type.String({ maxLength: 32 }) }),
        response: { 200: Envelope('DingTalkConfigEnvelope', DingTalkConfig) },
      },
    },
    async (request) => ok(request, await config.byType(request.params.type)),
  );
}
