import type { NotificationsRepo } from '../repositories/notifications-repo.js';

/** Notify types: 0 all, 1 study, 2 interaction, 3 system, 4 teaching. Inner status 2 means unread. */
export class NotificationsService {
  constructor(private readonly repo: NotificationsRepo) {}

  total(userId: number, notifyType: number, innerStatus: number) {
    return this.repo.count(userId, notifyType, innerStatus === 2);
  }
}
