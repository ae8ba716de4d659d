import type { Db } from '../../core/db/database.js';
import type { QuestionOption } from '../exams/index.js';

export interface QuestionnaireItemRow {
  id: number;
  sort: number;
  kind: string;
  title: string;
  options: QuestionOption[];
  required: number;
}

export class QuestionnaireRepo {
  constructor(private readonly db: Db) {}

  find(id: number) {
    return this.db.selectFrom('questionnaires').select(['id', 'title', 'description']).where('id', '=', id).executeTakeFirst();
  }

  async items(questionnaireId: number): Promise<QuestionnaireItemRow[]> {
    const rows = await this.db
      .selectFrom('questionnaire_items')
      .select(['id', 'sort', 'kind', 'title', 'options', 'required'])
      .where('questionnaire_id', '=', questionnaireId)
      .orderBy('sort')
      .execute();
    return rows as unknown as QuestionnaireItemRow[];
  }

  submission(questionnaireId: number, userId: number) {
    return this.db
      .selectFrom('questionnaire_submissions')
      .select(['answers', 'submitted_at'])
      .where('questionnaire_id', '=', questionnaireId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Stores the one submission of a user; false when there already is one. */
  async submit(questionnaireId: number, userId: number, answers: unknown): Promise<boolean> {
    const rows = await this.db
      .insertInto('questionnaire_submissions')
      .values({ questionnaire_id: questionnaireId, user_id: userId, answers: JSON.stringify(answers) })
      .onConflict((oc) => oc.columns(['questionnaire_id', 'user_id']).doNothing())
      .returning('user_id')
      .execute();
    return rows.length > 0;
  }
}
