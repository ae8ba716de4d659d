import i18next from 'i18next';
import { readToken } from './local-session';

/** Where the graph is served (src/app/apollo.ts sends there too). */
export const GRAPHQL_ENDPOINT = '/graphql';

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

interface Answer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function post<T>(url: string, body: Record<string, unknown>): Promise<{ response: Response; body: Answer<T> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json', ...portalHeaders(readToken(), i18next.language || 'zh-CN') },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { response, body: (await response.json()) as Answer<T> };
}

function dataOf<T>({ response, body }: { response: Response; body: Answer<T> }): T {
  if (!response.ok || body.errors?.length || !body.data) throw new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}`);
  return body.data;
}

/** A persisted document of the graph, for sendPersistedOperation. */
export interface PersistedOperation {
  name: string;
  /** sha256 of the text: its key in the server's manifest (src/graphql/generated/persisted.ts). */
  hash: string;
  /** The document's text, sent only when the server does not know the hash. */
  text: string;
}

/**
 * One operation of the graph at /graphql with fetch, as Apollo's PersistedQueryLink
 * sends it (src/app/apollo.ts): its hash first; when the server does not know it
 * (PERSISTED_QUERY_NOT_FOUND: a development server without the build's manifest) the text with
 * it. Resolves with `data`; rejects on a network failure, an HTTP error or GraphQL errors.
 */
export async function sendPersistedOperation<T>(operation: PersistedOperation, variables: Record<string, unknown> = {}): Promise<T> {
  const persistedQuery = { version: 1, sha256Hash: operation.hash };
  const first = await post<T>(GRAPHQL_ENDPOINT, { operationName: operation.name, variables, extensions: { persistedQuery } });
  if (first.body.errors?.[0]?.extensions?.code !== 'PERSISTED_QUERY_NOT_FOUND') return dataOf(first);
  return dataOf(await post<T>(GRAPHQL_ENDPOINT, { operationName: operation.name, query: operation.text, variables, extensions: { persistedQuery } }));
}
