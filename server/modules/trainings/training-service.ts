import type { Db } from '../../core/db/database.js';
import { DomainError } from '../../core/errors.js';
import { unixSeconds } from '../../core/unix-time.js';
import { applyRefusal, enrolRefusal, registerState, trainingStatus, type TrainingTimes } from './training-rules.js';
import type { TrainingFilter, TrainingsRepo } from './trainings-repo.js';

type Row = Omit<NonNullable<Awaited<ReturnType<TrainingsRepo['find']>>>, 'description'>;

/**
 * My offline trainings: the card list, the detail with the registration state, and
 * enrolment and its cancellation. Seats are enforced in one transaction that locks the
 * training row, counts the enrolled and marks the enrolment, so N concurrent enrolments
 * for M seats never exceed M (on PostgreSQL and PGlite alike).
 */
export class TrainingService {
  constructor(
    private readonly db: Db,
    private readonly trainings: TrainingsRepo,
  ) {}

  private card(row: Row, now: Date) {
    const times: TrainingTimes = row;
    const enrolled = row.is_apply === 1;
    const placesLeft = row.places === null ? null : Math.max(0, row.places - row.applied_count);
    const refusal = enrolled ? null : enrolRefusal(times, placesLeft, now);
    const canApply = !enrolled && refusal === null;
    return {
      id: row.id,
      name: row.name,
      img: row.img,
      teacher: row.teacher,
      address: row.address,
      start_time: unixSeconds(row.start_time),
      end_time: unixSeconds(row.end_time),
      apply_start_time: unixSeconds(row.apply_start_time),
      apply_end_time: unixSeconds(row.apply_end_time),
      is_apply: enrolled ? 1 : 0,
      status: trainingStatus(times, now),
      register_state: registerState(times, enrolled, placesLeft, now),
      places: row.places,
      applied_count: row.applied_count,
      places_left: placesLeft,
      can_apply: canApply ? 1 : 0,
      apply_refusal: refusal ?? '',
      can_cancel: enrolled && now < row.start_time && row.publish_status === 1 ? 1 : 0,
    };
  }

  async list(userId: number, filter: TrainingFilter, page: number, limit: number) {
    const [{ rows, total }, now] = await Promise.all([this.trainings.list(userId, filter, page, limit), this.trainings.now()]);
    return { list: rows.map((r) => this.card(r, now)), total, current_page: page };
  }

  /**
   * A lecturer's face-to-face list (lecturer/TrainOffline/{id}): the same trainings as "my
   * training", published ones only, each with the caller's registration when invited
   * (is_invited 1: the card opens the training's page; others see it without enrolment).
   */
  async byLecturer(userId: number, lecturerId: number, page: number, limit: number) {
    const [{ rows, total }, now] = await Promise.all([this.trainings.byLecturer(userId, lecturerId, page, limit), this.trainings.now()]);
    return { list: rows.map((r) => ({ ...this.card(r, now), is_invited: r.is_invited })), total, current_page: page };
  }

  private async mine(userId: number, id: number) {
    const row = await this.trainings.find(userId, id);
    // Trainings the caller is not invited to answer like missing ones.
    if (!row) throw new DomainError('notFound', 'trainingNotFound');
    return row;
  }

  async detail(userId: number, id: number) {
    const [row, now] = await Promise.all([this.mine(userId, id), this.trainings.now()]);
    return { ...this.card(row, now), description: row.description, applied_at: unixSeconds(row.applied_at), server_now: unixSeconds(now) };
  }

  /** Enrols the caller: invited, published, inside the enrolment window, a seat left. Enrolled already: no change. */
  async apply(userId: number, id: number) {
    const row = await this.mine(userId, id);
    if (row.is_apply === 1) return { detail: await this.detail(userId, id), added: false };
    const refusal = applyRefusal(row, await this.trainings.now());
    if (refusal) throw new DomainError(refusal === 'trainingUnavailable' ? 'refused' : 'forbidden', refusal);
    await this.db.transaction().execute(async (trx) => {
      const locked = await this.trainings.lockTraining(id, trx);
      if (!locked) throw new DomainError('notFound', 'trainingNotFound');
      if (locked.places !== null && (await this.trainings.countApplied(id, trx)) >= locked.places) throw new DomainError('forbidden', 'trainingFull');
      await this.trainings.apply(id, userId, trx);
    });
    return { detail: await this.detail(userId, id), added: true };
  }

  /** Cancels the caller's enrolment before the training starts; not enrolled: refused. */
  async cancel(userId: number, id: number) {
    const row = await this.mine(userId, id);
    if (row.is_apply !== 1) throw new DomainError('forbidden', 'trainingNotApplied');
    if ((await this.trainings.now()) >= row.start_time) throw new DomainError('forbidden', 'trainingCancelTooLate');
    await this.trainings.cancel(id, userId);
    return this.detail(userId, id);
  }
}
