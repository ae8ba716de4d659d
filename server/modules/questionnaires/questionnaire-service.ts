import { plainText } from '../../core/text.js';
import { isValidIdNumber, isValidMail, isValidMobile } from '../../../src/shared/validators.js';
import { DomainError } from '../../core/errors.js';
import { PeriodType, type CourseService } from '../courses/index.js';
import type { QuestionnaireRepo } from './questionnaire-repo.js';

export interface QuestionnaireAnswer {
  item_id: number;
  option_ids?: number[];
  text?: string;
}

/** Where a questionnaire outside a course lesson is held back and moves on: the learning maps' stages. */
export interface QuestionnaireStages {
  /** Refuses a submission of a questionnaire in a locked stage (or a map not opened). */
  assertQuestionnaire(userId: number, questionnaireId: number): Promise<void>;
  /** Told after a submission: the stages holding it move on. */
  questionnaireSubmitted(userId: number, questionnaireId: number): Promise<void>;
}

export class QuestionnaireService {
  constructor(
    private readonly repo: QuestionnaireRepo,
    /** The courses module: a questionnaire lesson (period type 6) completes by its rule, as a class test does. */
    private readonly courses: Pick<CourseService, 'resourcePeriod' | 'completeResource'>,
    private readonly stages: QuestionnaireStages,
  ) {}

  async details(userId: number, id: number) {
    const questionnaire = await this.repo.find(id);
    if (!questionnaire) throw new DomainError('notFound', 'questionnaireNotFound');
    const [items, submission] = await Promise.all([this.repo.items(id), this.repo.submission(id, userId)]);
    return {
      ...questionnaire,
      submitted: submission ? 1 : 0,
      submitted_at: submission ? new Date(submission.submitted_at).toISOString() : null,
      items: items.map((item) => ({ id: item.id, kind: item.kind, title: item.title, options: item.options, required: item.required })),
    };
  }

  /**
   * Validates every answer (required, option ids, ID number, email, phone) and stores the one
   * submission; then the course lesson it was opened from (`periodId`, checked before anything
   * is stored) is completed, with the course's progress.
   */
  async submit(userId: number, id: number, answers: QuestionnaireAnswer[], periodId?: number) {
    const questionnaire = await this.repo.find(id);
    if (!questionnaire) throw new DomainError('notFound', 'questionnaireNotFound');
    const lesson = { periodType: PeriodType.questionnaire, resourceId: id, periodId };
    await this.courses.resourcePeriod(userId, lesson);
    if (periodId === undefined) await this.stages.assertQuestionnaire(userId, id);
    const items = await this.repo.items(id);
    const given = new Map(answers.map((a) => [a.item_id, a]));
    for (const answer of answers) {
      if (!items.some((item) => item.id === answer.item_id)) throw new DomainError('invalid', 'questionnaireItemUnknown');
    }
    const stored: QuestionnaireAnswer[] = [];
    for (const item of items) {
      const answer = given.get(item.id);
      const text = plainText(answer?.text ?? '').trim();
      const optionIds = [...new Set(answer?.option_ids ?? [])];
      const choice = item.kind === 'single' || item.kind === 'multiple';
      const empty = choice ? optionIds.length === 0 : text === '';
      if (empty) {
        if (item.required) throw new DomainError('invalid', 'questionnaireRequired', { title: item.title });
        continue;
      }
      if (choice) {
        if (optionIds.some((oid) => !item.options.some((o) => o.id === oid)) || (item.kind === 'single' && optionIds.length > 1)) {
          throw new DomainError('invalid', 'questionnaireOption', { title: item.title });
        }
        stored.push({ item_id: item.id, option_ids: optionIds });
        continue;
      }
      if (item.kind === 'id_number' && !isValidIdNumber(text)) throw new DomainError('invalid', 'idNumberFormat');
      if (item.kind === 'email' && !isValidMail(text)) throw new DomainError('invalid', 'mailFormat');
      if (item.kind === 'phone' && !isValidMobile(text)) throw new DomainError('invalid', 'mobileFormat');
      if (text.length > 2000) throw new DomainError('invalid', 'questionnaireTooLong', { title: item.title });
      stored.push({ item_id: item.id, text });
    }
    if (!(await this.repo.submit(id, userId, stored))) throw new DomainError('forbidden', 'questionnaireSubmitted');
    await this.courses.completeResource(userId, lesson);
    await this.stages.questionnaireSubmitted(userId, id);
    return { id, submitted: 1 };
  }
}
