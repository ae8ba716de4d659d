import { MapItemType, type MapService } from '../maps/index.js';
import type { CertificateService } from '../certificates/index.js';
import type { TaskService } from '../tasks/index.js';
import type { CreditLedger } from '../users/index.js';

/** What the exam rules span: the domains that hold an exam back or move on when it is passed. */
export interface ExamProgressDeps {
  tasks: Pick<TaskService, 'assertExamStart'>;
  maps: Pick<MapService, 'assertExamStart' | 'itemDone'>;
  certificates: Pick<CertificateService, 'issueEarned'>;
  ledger: Pick<CreditLedger, 'earn'>;
}

/**
 * The rules that span an exam and the domains around it, in one place: the exam engine asks
 * before a new attempt and tells after a pass (its ExamProgressPort); each domain keeps its own
 * part of the rule (the task order, the map's stage locks and progress, which certificates are
 * earned, the credit's points), and this service says which parts an exam's start and pass take.
 */
export class ExamProgress {
  constructor(private readonly deps: ExamProgressDeps) {}

  /** A new attempt: an exam that is a task mission starts only in the task's order and window, a map stage exam only from an open stage. */
  async assertMayStart(userId: number, examId: number): Promise<void> {
    await this.deps.tasks.assertExamStart(userId, examId);
    await this.deps.maps.assertExamStart(userId, examId);
  }

  /** A passed exam (a passing submit or a passing last mark): its credit (once per exam), the certificates it earns, the maps holding it move on. */
  async passed(userId: number, examId: number): Promise<void> {
    await this.deps.ledger.earn(userId, 'exam_pass', { refId: examId });
    await this.deps.certificates.issueEarned(userId);
    await this.deps.maps.itemDone(userId, MapItemType.exam, examId);
  }
}
