import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from '../../core/db/columns.js';

/**
 * Tries of a secret per subject and client address (secret-throttle.ts). The subject of a
 * password is the account name as typed, whether or not an account has it, so a wait tells
 * nothing about which accounts exist.
 */
export interface SecretFailureTable {
  key: string;
  failures: number;
  blocked_until: Timestamp | null;
  last_try_at: Timestamp;
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
    secret_failures: SecretFailureTable;
    sessions: SessionTable;
    verification_codes: VerificationCodeTable;
  }
}
