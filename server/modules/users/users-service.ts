import { plainText } from '../../core/text.js';
import { DateTime } from 'luxon';
import { isValidIdNumber } from '../../../src/shared/validators.js';
import { DomainError } from '../../core/errors.js';
import type { CreditLedger } from './credit-ledger.js';
import type { RankingsRepo } from './rankings-repo.js';
import type { UsersRepo } from './users-repo.js';
import type { CompanyCalendar } from '../../core/calendar.js';
import type { FileStorage } from '../../core/storage/file-storage.js';

export interface ProfileChanges {
  photo?: string;
  half_photo?: string;
  gender?: number;
  nation?: string;
  politics?: number;
  birth_date?: string;
  id_number?: string;
  passport?: string;
  province_id?: number;
  city_id?: number;
  district_id?: number;
}

/**
 * The profile fields an employee changes here; every other one (name, department, position,
 * work number, entry time, employee status and type, supervisor) is kept by HR. Mobile and
 * mail change only through a verification code (passMobileMail, boundMobileMail).
 */
export const EDITABLE_FIELDS = ['photo', 'half_photo', 'gender', 'nation', 'politics', 'birth_date', 'id_number', 'passport', 'work_place'] as const;

/** What the users module reads of the areas (names of the work place, whether a chain is real). */
export interface AreaLookup {
  names(ids: number[]): Promise<Map<number, string>>;
  isChain(provinceId: number, cityId: number, districtId: number): Promise<boolean>;
}

export class UsersService {
  constructor(
    private readonly users: UsersRepo,
    private readonly ledger: CreditLedger,
    private readonly rankings: RankingsRepo,
    private readonly calendar: CompanyCalendar,
    private readonly areas: AreaLookup,
    private readonly storage?: FileStorage,
  ) {}

  private async withWorkPlace<T extends { province_id: number | null; city_id: number | null; district_id: number | null }>(profile: T) {
    const ids = [profile.province_id, profile.city_id, profile.district_id].filter((id): id is number => id !== null);
    const names = await this.areas.names(ids);
    return { ...profile, work_place: ids.map((id) => names.get(id) ?? '').join(' '), editable_fields: [...EDITABLE_FIELDS] };
  }

  /**
   * A profile photo is a file the portal stored (an upload or a seeded avatar): a path under
   * /files/ that exists in the files folder; never an outside address, which would let its
   * server see everyone who views the avatar. An empty value puts the default avatar back.
   */
  private async assertStoredPhoto(photo: string) {
    if (photo === '') return;
    const match = /^\/files\/((?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*)$/.exec(photo);
    if (!match || !this.storage || match[1]!.split('/').some((part) => part === '..' || part === '.')) {
      throw new DomainError('invalid', 'photoNotStored');
    }
    if (!(await this.storage.isFile(photo))) throw new DomainError('invalid', 'photoNotStored');
  }

  /**
   * The spec's user info: profile plus this month's credits, study time and department ranks.
   * knownDepartmentId: the user's department when the caller already read it (the session
   * lookup), so the profile and the month figures are read side by side.
   */
  async userInfo(userId: number, knownDepartmentId?: number | null) {
    if (knownDepartmentId !== undefined) {
      const [profile, month] = await Promise.all([this.users.findProfile(userId), this.monthFigures(userId, knownDepartmentId)]);
      if (!profile) throw new DomainError('unauthenticated', 'tokenInvalid');
      return { ...(await this.withWorkPlace(profile)), ...month };
    }
    const profile = await this.users.findProfile(userId);
    if (!profile) throw new DomainError('unauthenticated', 'tokenInvalid');
    return { ...(await this.withWorkPlace(profile)), ...(await this.monthFigures(userId, profile.department_id)) };
  }

  /** This company month's credits and study seconds, and the user's ranks by them within the department (1 without one). */
  async monthFigures(userId: number, departmentId: number | null) {
    const month = this.calendar.month();
    // With a department, one statement answers both the figures and the ranks.
    const { figures, ...ranks } = departmentId
      ? await this.rankings.departmentRanks(userId, departmentId, month)
      : { figures: await this.rankings.monthFigures(userId, month), credits: 1, study_seconds: 1 };
    return {
      current_month_integral: figures.credits,
      current_month_department_score_rank: ranks.credits,
      current_month_study_time: figures.study_seconds,
      current_month_department_study_rank: ranks.study_seconds,
    };
  }

  async updateProfile(userId: number, changes: ProfileChanges) {
    if (changes.photo !== undefined) await this.assertStoredPhoto(changes.photo);
    if (changes.half_photo !== undefined) await this.assertStoredPhoto(changes.half_photo);
    if (changes.nation !== undefined) changes = { ...changes, nation: plainText(changes.nation).trim() };
    if (changes.passport !== undefined) changes = { ...changes, passport: plainText(changes.passport).trim() };
    if (changes.birth_date !== undefined) {
      const day = DateTime.fromISO(changes.birth_date, { zone: this.calendar.zone });
      if (!day.isValid || day > this.calendar.now() || day.year < 1900) throw new DomainError('invalid', 'dateInvalid');
    }
    if (changes.id_number && !isValidIdNumber(changes.id_number)) throw new DomainError('invalid', 'idNumberInvalid');
    const area = [changes.province_id, changes.city_id, changes.district_id];
    if (area.some((id) => id !== undefined)) {
      if (area.some((id) => id === undefined) || !(await this.areas.isChain(changes.province_id!, changes.city_id!, changes.district_id!))) {
        throw new DomainError('invalid', 'areaInvalid');
      }
    }
    await this.users.updateProfile(userId, changes);
    return this.userInfo(userId);
  }

  /** Binds a verified mobile number or mail address to the account. */
  async bindMobileOrMail(userId: number, field: 'mobile' | 'mail', value: string) {
    if (!(await this.users.setMobileOrMail(userId, field, value))) throw new DomainError('refused', field === 'mobile' ? 'mobileTaken' : 'mailTaken');
    return this.userInfo(userId);
  }

  /** The daily sign-in credit: given once per company day per user. */
  async incrementIntegral(userId: number) {
    const { earned, points } = await this.ledger.earn(userId, 'daily_login');
    const month = await this.rankings.monthFigures(userId, this.calendar.month());
    return { added: earned, points, current_month_integral: month.credits };
  }
}
