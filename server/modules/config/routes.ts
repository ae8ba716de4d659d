import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes, withMessage } from '../../core/http/route.js';
import type { ConfigService } from './config-service.js';
import { EDITABLE_KEYS, type EditableSetting, type SiteSettingsAdmin } from './site-settings.js';

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

/** The settings the back office edits, each as text as site_config keeps it (site-settings.ts says each one's rule). */
const SiteSettings = Type.Object(Object.fromEntries(EDITABLE_KEYS.map((key) => [key, Type.String()])) as Record<EditableSetting, ReturnType<typeof Type.String>>, { title: 'SiteSettings' });
const SiteSettingsChange = Type.Object(Object.fromEntries(EDITABLE_KEYS.map((key) => [key, Type.Optional(Type.String({ maxLength: 1000 }))])) as Record<EditableSetting, ReturnType<typeof Type.Optional<ReturnType<typeof Type.String>>>>, {
  additionalProperties: false,
});

/** The back office's site settings (/api/admin/settings, behind its guard). */
export function siteSettingsRoutes(scopes: RouteScopes, { settings }: { settings: SiteSettingsAdmin }) {
  const route = routes(scopes, ['admin']);
  route.get('/api/admin/settings', { operationId: 'adminSiteSettings', summary: 'The site settings the back office edits', admin: true, data: SiteSettings, envelope: 'SiteSettingsEnvelope' }, () => settings.read());
  route.put(
    '/api/admin/settings',
    {
      operationId: 'adminUpdateSiteSettings',
      summary: 'Change site settings (only those given)',
      description:
        'Titles and copyright (text), icon and logos (a path on this site), the client download address, the credits mall and chat-app login switches (0 or 1), the chat app\'s ids, the credits of each credit rule, the study rule\'s most credits per lesson, the defence early-entry minutes and the certificate rules that issue certificates (1 required course, 2 task, 3 online training, 4 official exam, 5 learning map, comma-separated). A bad value is refused at its field (422 with `field`) and nothing is saved. The portal reads them on its next request. Recorded in the audit trail (settings.update) with the values before and after.',
      admin: true,
      body: SiteSettingsChange,
      data: SiteSettings,
    },
    async ({ userId, body }) => withMessage(await settings.update(userId, body as Partial<Record<EditableSetting, string>>), 'settingsSaved'),
  );
}
