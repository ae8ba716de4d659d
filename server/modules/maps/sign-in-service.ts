import { DateTime } from 'luxon';
import { DomainError } from '../../core/errors.js';
import type { MapSignRepo } from './map-sign-repo.js';
import type { CompanyCalendar } from '../../core/calendar.js';
import type { MapDeps } from './map-service.js';

/**
 * Map punch-ins (spec: sign-in list, punch-in and make-up). A chapter with a sign day is
 * punched in on that company day; an earlier day can be made up while the chapter's stage
 * has not ended; a later day cannot be signed yet. A refusal changes nothing. A punch-in or a
 * make-up earns the map_sign_in credit, once a company day (the ledger's day index), in the
 * punch-in's transaction.
 */
export class SignInService {
  constructor(
    private readonly repo: MapSignRepo,
    private readonly calendar: CompanyCalendar,
    private readonly deps: Pick<MapDeps, 'db' | 'ledger'>,
  ) {}

  private dayOf(now: Date): string {
    return DateTime.fromJSDate(now, { zone: this.calendar.zone }).toISODate()!;
  }

  /** dk_list: today's punch-ins not done; bk_list: earlier days not signed that can still be made up. */
  async list(userId: number, now = new Date()) {
    const today = this.dayOf(now);
    const rows = await this.repo.unsigned(userId, today, now);
    return { dk_list: rows.filter((r) => r.sign_day === today), bk_list: rows.filter((r) => r.sign_day < today) };
  }

  async signIn(userId: number, chapterId: number, now = new Date()) {
    const chapter = await this.repo.chapterFor(chapterId, userId);
    if (!chapter?.sign_day) throw new DomainError('notFound', 'signChapterNotFound');
    if (!chapter.is_mine) throw new DomainError('forbidden', 'signNotYourMap');
    if (chapter.signed) throw new DomainError('forbidden', 'signAlready');
    const today = this.dayOf(now);
    if (chapter.sign_day > today) throw new DomainError('forbidden', 'signNotYet');
    if (new Date(chapter.stage_end).getTime() <= now.getTime()) throw new DomainError('forbidden', 'signStageEnded');
    const isMakeup = chapter.sign_day < today;
    // Two sign-ins at once: the primary key lets one in; the other is told it is done.
    const signed = await this.deps.db.transaction().execute(async (trx) => {
      if (!(await this.repo.insert(chapterId, userId, isMakeup, trx))) return false;
      await this.deps.ledger.earn(userId, 'map_sign_in', { db: trx });
      return true;
    });
    if (!signed) throw new DomainError('forbidden', 'signAlready');
    return { is_makeup: isMakeup ? 1 : 0 };
  }
}
