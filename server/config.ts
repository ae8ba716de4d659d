import path from 'node:path';
import { DEFAULT_RATE_LIMITS } from './core/http/rate-limit.js';

/** Runtime settings, read once from the environment (documented in the README). */
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder for the embedded database (pg/) and stored files (files/). */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded database. */
  databaseUrl?: string;
  /** Address of the separate back-office site opened by the admin link. */
  adminUrl: string;
  /** Development mode serves GraphiQL on /graphql. */
  dev: boolean;
  logLevel: string;
  /** The company's time zone: days and months (daily credit, month figures) are counted in it. */
  timezone: string;
  /** The DingTalk app behind the chat-app sign-in (DINGTALK_APP_KEY, DINGTALK_APP_SECRET, DINGTALK_API_BASE). */
  dingTalk: { apiBase: string; appKey: string; appSecret: string };
  /** Addresses or CIDR ranges of the reverse proxy (TRUSTED_PROXY, comma-separated): X-Forwarded-For is read only from them. */
  trustedProxies: string[];
  /** Sign-ins per client and minute (SIGN_IN_LIMIT). */
  signInPerMinute: number;
  /** Verification-code and password-recovery requests per client and minute (RECOVERY_LIMIT). */
  recoveryPerMinute: number;
  /**
   * /graphql runs only the persisted documents of the build's manifest (production:
   * NODE_ENV=production; GRAPHQL_PERSISTED_ONLY=1 or 0 decides otherwise).
   */
  graphqlPersistedOnly: boolean;
}

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    // The back office is served by this server at /admin/ (same origin: it reads the admin token
    // the portal stored, so no token ever travels in an address); an operator may point it elsewhere.
    adminUrl: env.ADMIN_URL ?? '/admin/',
    dev: argv.includes('--dev') || env.NODE_ENV === 'development',
    logLevel: env.LOG_LEVEL ?? 'info',
    timezone: env.APP_TIMEZONE ?? 'Asia/Shanghai',
    dingTalk: {
      apiBase: env.DINGTALK_API_BASE || 'https://oapi.dingtalk.com',
      appKey: env.DINGTALK_APP_KEY ?? '',
      appSecret: env.DINGTALK_APP_SECRET ?? '',
    },
    trustedProxies: (env.TRUSTED_PROXY ?? '').split(',').map((a) => a.trim()).filter(Boolean),
    signInPerMinute: positive(env.SIGN_IN_LIMIT, DEFAULT_RATE_LIMITS.signInPerMinute),
    recoveryPerMinute: positive(env.RECOVERY_LIMIT, DEFAULT_RATE_LIMITS.recoveryPerMinute),
    graphqlPersistedOnly: env.GRAPHQL_PERSISTED_ONLY ? env.GRAPHQL_PERSISTED_ONLY === '1' : env.NODE_ENV === 'production',
  };
}
