import type { Db } from '../../core/db/database.js';
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
  /** Credits of the rules the ledger applies (users module, credit-rules.ts), set in the back office. */
  credits_course_complete: '10',
  credits_exam_pass: '20',
  credits_map_sign_in: '1',
  /** The study-time rule's most credits for one lesson (1 per full minute studied). */
  credits_study_max: '5',
  /** The certificate rules that issue certificates (certificates module: 1 required course, 2 task, 3 online training, 4 official exam, 5 learning map). */
  certificate_rules: '1,2,3,4,5',
} satisfies Record<string, string>;

export type SiteSettings = typeof siteDefaults;

/** The settings of the credit rules. */
export type CreditSettingKey = 'daily_login_points' | 'credits_course_complete' | 'credits_exam_pass' | 'credits_map_sign_in' | 'credits_study_max';

export class ConfigService {
  constructor(
    private readonly repo: ConfigRepo,
    /** The company's time zone (APP_TIMEZONE). */
    private readonly zone: string,
  ) {}

  /** Every setting, stored or default; `db`: a transaction to read in. */
  async settings(db?: Db): Promise<SiteSettings> {
    return { ...siteDefaults, ...(await this.repo.all(db)) } as SiteSettings;
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
    return this.creditSetting('daily_login_points');
  }

  /** A credit rule's setting (points, or the study rule's most per lesson): 0 when unset or not a number. */
  async creditSetting(key: CreditSettingKey, db?: Db): Promise<number> {
    return Math.max(0, Number((await this.settings(db))[key]) || 0);
  }

  /** The certificate rules (their numbers) that issue certificates now. */
  async certificateRules(): Promise<Set<number>> {
    const value = (await this.settings()).certificate_rules;
    return new Set(value.split(',').filter(Boolean).map(Number));
  }

  /** Minutes a defence session may be entered before its start (defence_early_minutes): 0 when unset, not a number or negative. */
  async defenceEarlyMinutes(): Promise<number> {
    return Math.max(0, Number((await this.settings()).defence_early_minutes) || 0);
  }
}
