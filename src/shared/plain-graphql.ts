import i18next from 'i18next';
import { readToken } from './local-session';

/** Spec section 7: requests time out after 100000 ms. */
export const REQUEST_TIMEOUT_MS = 100_000;

/** The headers every call of the portal carries (spec section 7): the token, DeviceType and the reader's language. */
export function portalHeaders(token: string | null, language: string): Record<string, string> {
  return {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    DeviceType: 'PC',
    'Accept-Language': language,
  };
}

/**
 * One GraphQL operation through /graphql with fetch, for what a page needs without the
 * Apollo client (the site config on the sign-in pages). Resolves with `data`; rejects on a
 * network failure, an HTTP error or GraphQL errors.
 */
export async function sendOperation<T>(operationName: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json', ...portalHeaders(readToken(), i18next.language || 'zh-CN') },
    body: JSON.stringify({ operationName, query, variables }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json()) as { data?: T | null; errors?: { message: string }[] };
  if (!response.ok || body.errors?.length || !body.data) throw new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}`);
  return body.data;
}
