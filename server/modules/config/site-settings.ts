import { SITE_PICTURE_PATH, WEB_ADDRESS } from '../../../src/shared/site-addresses.js';
import type { Db } from '../../core/db/database.js';
import { DomainError } from '../../core/errors.js';
import { plainText } from '../../core/text.js';
import type { AuditTrail } from '../audit/index.js';
import { siteDefaults, type SiteSettings } from './config-service.js';
import type { ConfigRepo } from './config-repo.js';

/**
 * What the back office edits of the site settings, each with its rule. The portal reads them
 * on every request (ConfigService reads site_config each time, nothing caches it), so a saved
 * setting is what the next page load sees.
 */
type Rule = { kind: 'text'; max: number; required?: boolean } | { kind: 'picture' } | { kind: 'address' } | { kind: 'switch' } | { kind: 'number'; min: number; max: number } | { kind: 'rules' } | { kind: 'digits'; max: number };

export const EDITABLE_SETTINGS = {
  web_title: { kind: 'text', max: 40, required: true },
  web_title_en: { kind: 'text', max: 60, required: true },
  web_ico: { kind: 'picture' },
  web_logo: { kind: 'picture' },
  web_logo_en: { kind: 'picture' },
  copyright: { kind: 'text', max: 200 },
  copyright_en: { kind: 'text', max: 200 },
  download_url: { kind: 'address' },
  download_url_en: { kind: 'address' },
  shop_status: { kind: 'switch' },
  dd_login: { kind: 'switch' },
  dd_corp_id: { kind: 'text', max: 64 },
  dd_agent_id: { kind: 'digits', max: 20 },
  daily_login_points: { kind: 'number', min: 0, max: 100 },
  credits_course_complete: { kind: 'number', min: 0, max: 1000 },
  credits_exam_pass: { kind: 'number', min: 0, max: 1000 },
  credits_map_sign_in: { kind: 'number', min: 0, max: 100 },
  credits_study_max: { kind: 'number', min: 1, max: 60 },
  defence_early_minutes: { kind: 'number', min: 0, max: 120 },
  certificate_rules: { kind: 'rules' },
} as const satisfies Partial<Record<keyof SiteSettings, Rule>>;

export type EditableSetting = keyof typeof EDITABLE_SETTINGS;
export const EDITABLE_KEYS = Object.keys(EDITABLE_SETTINGS) as EditableSetting[];

/** The certificate rules a company may switch off (certificates module: 1 required course ... 5 learning map). */
const CERTIFICATE_RULES = ['1', '2', '3', '4', '5'];

/** A picture is a path the portal serves, an address an http(s) one (src/shared/site-addresses.ts). */
const PICTURE = SITE_PICTURE_PATH;
const ADDRESS = WEB_ADDRESS;

/** A setting's value as stored, or the message key of what is wrong with it. */
function checked(key: EditableSetting, raw: string): { value: string } | { problem: 'settingRequired' | 'settingTooLong' | 'settingPicture' | 'settingAddress' | 'settingSwitch' | 'settingNumber' | 'settingRules' | 'settingDigits'; params?: Record<string, number> } {
  const rule: Rule = EDITABLE_SETTINGS[key];
  const value = plainText(raw).trim();
  switch (rule.kind) {
    case 'text':
      if (rule.required && value === '') return { problem: 'settingRequired' };
      return value.length > rule.max ? { problem: 'settingTooLong', params: { max: rule.max } } : { value };
    case 'picture':
      return value === '' || PICTURE.test(value) ? { value } : { problem: 'settingPicture' };
    case 'address':
      return value === '' || ADDRESS.test(value) ? { value } : { problem: 'settingAddress' };
    case 'switch':
      return value === '0' || value === '1' ? { value } : { problem: 'settingSwitch' };
    case 'digits':
      return value === '' || (/^\d+$/.test(value) && value.length <= rule.max) ? { value } : { problem: 'settingDigits' };
    case 'number': {
      const number = Number(value);
      return /^\d+$/.test(value) && number >= rule.min && number <= rule.max ? { value: String(number) } : { problem: 'settingNumber', params: { min: rule.min, max: rule.max } };
    }
    case 'rules': {
      const chosen = value === '' ? [] : value.split(',').map((part) => part.trim());
      if (!chosen.every((part) => CERTIFICATE_RULES.includes(part))) return { problem: 'settingRules' };
      return { value: CERTIFICATE_RULES.filter((rule) => chosen.includes(rule)).join(',') };
    }
  }
}

/** The back office's site settings: read, and changed with validation (refused at the field), audited. */
export class SiteSettingsAdmin {
  constructor(
    private readonly db: Db,
    private readonly repo: ConfigRepo,
    private readonly audit: AuditTrail,
  ) {}

  async read(): Promise<Record<EditableSetting, string>> {
    const stored = await this.repo.all();
    return Object.fromEntries(EDITABLE_KEYS.map((key) => [key, stored[key] ?? siteDefaults[key]])) as Record<EditableSetting, string>;
  }

  /**
   * Saves the settings given (the others stay): every value checked first, the first problem
   * refused at its field with nothing saved; then one transaction writes the changed ones and
   * records them (before and after) in the audit trail.
   */
  async update(actorId: number, changes: Partial<Record<EditableSetting, string>>) {
    const next: Partial<Record<EditableSetting, string>> = {};
    for (const key of EDITABLE_KEYS) {
      const raw = changes[key];
      if (raw === undefined) continue;
      const result = checked(key, raw);
      if ('problem' in result) throw new DomainError('invalid', result.problem, result.params ?? {}, key);
      next[key] = result.value;
    }
    await this.db.transaction().execute(async (trx) => {
      // The rows locked for the transaction, so two saves at once record what each really changed.
      await trx.selectFrom('site_config').select('key').forUpdate().execute();
      const current = await this.repo.all(trx);
      const valueOf = (key: EditableSetting) => current[key] ?? siteDefaults[key];
      const changed = (Object.keys(next) as EditableSetting[]).filter((key) => next[key] !== valueOf(key));
      if (changed.length === 0) return;
      await this.repo.set(Object.fromEntries(changed.map((key) => [key, next[key]!])), trx);
      await this.audit.record(trx, {
        actorId,
        action: 'settings.update',
        entity: 'settings',
        entityId: null,
        before: Object.fromEntries(changed.map((key) => [key, valueOf(key)])),
        after: Object.fromEntries(changed.map((key) => [key, next[key]])),
      });
    });
    return this.read();
  }
}
