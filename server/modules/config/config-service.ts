import { DomainError } from '../../core/errors.js';
import type { ConfigRepo } from './config-repo.js';

/** Keys of the site settings kept in `site_config`, with their defaults. */
export const siteDefaults = {
  web_title: '学习平台',
  web_title_en: 'Learning Portal',
  web_ico: '/favicon.svg',
  web_logo: '',
  /** The logo for English readers (its picture may hold words); empty: web_logo. */
  web_logo_en: '',
  advertise_logo: '',
  manager_logo: '',
  copyright: '',
  copyright_en: '',
  download_url: '',
  /** The download page for English readers; empty: download_url. */
  download_url_en: '',
  /** '1' shows the credits mall (spec: shop routes only when the stored flag equals '1'). */
  shop_status: '1',
  /** '1' enables the workplace chat-app login. */
  dd_login: '0',
  dd_corp_id: '',
  dd_agent_id: '',
  daily_login_points: '2',
  /** Minutes a defence may be entered before its start (spec section 9: configurable). */
  defence_early_minutes: '15',
} satisfies Record<string, string>;

export type SiteSettings = typeof siteDefaults;

export class ConfigService {
  constructor(
    private readonly repo: ConfigRepo,
    /** The company's time zone (APP_TIMEZONE). */
    private readonly zone: string,
  ) {}

  async settings(): Promise<SiteSettings> {
    return { ...siteDefaults, ...(await this.repo.all()) } as SiteSettings;
  }

  async webConfig() {
    const s = await this.settings();
    return {
      web_title: s.web_title,
      web_title_en: s.web_title_en,
      web_ico: s.web_ico,
      web_logo: s.web_logo,
      web_logo_en: s.web_logo_en || s.web_logo,
      advertise_logo: s.advertise_logo,
      copyright: s.copyright,
      copyright_en: s.copyright_en,
      manager_logo: s.manager_logo,
      download_url: s.download_url,
      download_url_en: s.download_url_en || s.download_url,
      shop_status: s.shop_status,
      dd_login: s.dd_login,
      timezone: this.zone,
    };
  }

  /** Configuration by type; only the chat app's (ding_talk) exists. */
  async byType(type: string) {
    if (type !== 'ding_talk') throw new DomainError('notFound', 'configTypeUnknown');
    const s = await this.settings();
    return { corp_id: s.dd_corp_id, agent_id: s.dd_agent_id };
  }

  async dailyLoginPoints(): Promise<number> {
    return Number((await this.settings()).daily_login_points) || 0;
  }

  /** Minutes a defence session may be entered before its start (defence_early_minutes): 0 when unset, not a number or negative. */
  async defenceEarlyMinutes(): Promise<number> {
    return Math.max(0, Number((await this.settings()).defence_early_minutes) || 0);
  }
}
