/** Who is calling a protected route; the guard sets it as `request.auth`. */
export interface AuthContext {
  userId: number;
  sessionId: number;
  isAdmin: boolean;
  roleId: number;
  /** True when an admin disabled the account: the user-info call answers 205. */
  disabled: boolean;
  /** The user's department when the session was looked up (null without one). */
  departmentId: number | null;
}

/** Resolves a bearer token (refusing a missing, unknown, expired or revoked one). */
export type Authenticate = (token: string | undefined, operationId: string | undefined) => Promise<AuthContext>;
