import type { Generated } from 'kysely';
import type { CreatedAt } from '../../core/db/columns.js';

/**
 * A certificate, issued once per learner and rule: rule_type 1 required course, 2 task,
 * 3 online training, 4 official exam (5 reserved for learning maps); ref_id is the course,
 * task or exam. cert_no comes from a sequence and is what the verification page checks.
 */
export interface CertificateTable {
  id: Generated<number>;
  cert_no: Generated<string>;
  user_id: number;
  rule_type: number;
  ref_id: number;
  title: string;
  issued_at: Generated<Date>;
  created_at: CreatedAt;
}

declare module '../../core/db/database.js' {
  interface Database {
    certificates: CertificateTable;
  }
}
