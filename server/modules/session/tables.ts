import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from '../../core/db/columns.js';

/**
 * Wrong passwords per account name, whether or not an account has that name, so that a
 * lock tells nothing about which accounts exist.
 */
export interface LoginThrottleTable {
  account: string;
  failures: Generated<number>;
  since: Timestamp | null;
  locked_until: Timestamp | null;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  /** 'user' for the portal, 'admin' for a back-office token issued by adminUser/login. */
  kind: string;
  device_type: string | null;
  expires_at: Timestamp;
  last_used_at: Generated<Date>;
  revoked_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  target: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  consumed_at: Timestamp | null;
  created_at: CreatedAt;
}

declare module '../../core/db/database.js' {
  interface Database {
    login_throttle: LoginThrottleTable;
    sessions: SessionTable;
    verification_codes: VerificationCodeTable;
  }
}
