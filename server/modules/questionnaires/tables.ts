import type { Generated } from 'kysely';
import type { QuestionOption } from '../exams/index.js';
import type { CreatedAt, Json } from '../../core/db/columns.js';

export interface QuestionnaireTable {
  id: Generated<number>;
  title: string;
  description: Generated<string>;
  created_at: CreatedAt;
}

/** kind: single, multiple, text, textarea, id_number, email, phone. */
export interface QuestionnaireItemTable {
  id: Generated<number>;
  questionnaire_id: number;
  sort: number;
  kind: string;
  title: string;
  options: Json<QuestionOption[]>;
  required: Generated<number>;
}

export interface QuestionnaireSubmissionTable {
  questionnaire_id: number;
  user_id: number;
  answers: Json<unknown>;
  submitted_at: Generated<Date>;
}

declare module '../../core/db/database.js' {
  interface Database {
    questionnaires: QuestionnaireTable;
    questionnaire_items: QuestionnaireItemTable;
    questionnaire_submissions: QuestionnaireSubmissionTable;
  }
}
