/**
 * The SPA's Apollo client (docs/graph-design.md §4.4): an operation goes to /graphql as its
 * persisted document's hash with the portal's headers, its text only when the server does not
 * hold the hash; and the cache keys the graph's entities `__typename:id` while value types stay
 * inside the answers that hold them. No server: fetch answers from the test.
 */
import { gql, type ApolloClient } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient, dataIdOf, type GraphTables } from './apollo';
import { GRAPHQL_ENDPOINT } from '../shared/plain-graphql';

const VIEWER_HASH = 'a'.repeat(64);
const COURSE_HASH = 'b'.repeat(64);
const SEARCH_HASH = 'c'.repeat(64);
const graph: GraphTables = { persisted: { Viewer: VIEWER_HASH, Course: COURSE_HASH, Search: SEARCH_HASH }, entityTypes: new Set(['User', 'Course', 'Lecturer']) };

const VIEWER = gql`
  query Viewer {
    viewer {
      id
      name
    }
  }
`;
const COURSE = gql`
  query Course($id: ID!) {
    course(id: $id) {
      id
      title
      lecturers {
        id
        name
      }
    }
  }
`;
const SEARCH = gql`
  query Search {
    siteSearch(keywords: "x") {
      groups {
        kind
        totalCount
      }
    }
  }
`;
const UNKNOWN = gql`
  query Unknown {
    viewer {
      id
    }
  }
`;

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: { operationName?: string; query?: string; variables?: Record<string, unknown>; extensions?: { persistedQuery?: { version: number; sha256Hash: string } } };
}

/** A client whose requests are recorded and answered by `answer` (a JSON body per request). */
function clientAnswering(answer: (sent: Sent) => unknown): { client: ApolloClient; sent: Sent[]; problems: unknown[] } {
  const sent: Sent[] = [];
  const problems: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request: Sent = {
        url: String(input),
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        body: JSON.parse(String(init?.body)) as Sent['body'],
      };
      sent.push(request);
      return new Response(JSON.stringify(answer(request)), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  const client = createApolloClient({ token: () => 'token-1', language: () => 'en-US', onProblem: (problem) => problems.push(problem), graph });
  return { client, sent, problems };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the link', () => {
  it('sends an operation to /graphql as its hash, without the text, with the portal headers', async () => {
    const { client, sent } = clientAnswering(() => ({ data: { viewer: { __typename: 'User', id: '1', name: '李明' } } }));
    const result = await client.query({ query: VIEWER });
    expect(result.data).toEqual({ viewer: { __typename: 'User', id: '1', name: '李明' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(GRAPHQL_ENDPOINT);
    expect(GRAPHQL_ENDPOINT).toBe('/graphql');
    expect(sent[0]!.body.query).toBeUndefined();
    expect(sent[0]!.body.operationName).toBe('Viewer');
    expect(sent[0]!.body.extensions?.persistedQuery).toEqual({ version: 1, sha256Hash: VIEWER_HASH });
    expect(sent[0]!.headers).toMatchObject({ authorization: 'Bearer token-1', 'accept-language': 'en-US', devicetype: 'PC' });
  });

  it('sends the text with the hash when a server does not hold the document (a development server without the manifest)', async () => {
    const { client, sent, problems } = clientAnswering((request) =>
      request.body.query
        ? { data: { viewer: { __typename: 'User', id: '1', name: '李明' } } }
        : { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] },
    );
    const result = await client.query<{ viewer: { id: string } }>({ query: VIEWER });
    expect(result.data?.viewer).toMatchObject({ id: '1' });
    expect(sent.map((request) => request.url)).toEqual([GRAPHQL_ENDPOINT, GRAPHQL_ENDPOINT]);
    expect(sent[1]!.body.query).toContain('query Viewer');
    // The text as Apollo sends it: __typename below the root, as the build's manifest holds it.
    expect(sent[1]!.body.query).toContain('__typename');
    expect(problems).toEqual([]);
  });

  it('sends nothing for an operation that is not a persisted document of the SPA', async () => {
    const { client, sent } = clientAnswering(() => ({ data: { viewer: { __typename: 'User', id: '1' } } }));
    await expect(client.query({ query: UNKNOWN })).rejects.toThrow(/Unknown is not a persisted document/);
    expect(sent).toEqual([]);
  });
});

describe('the cache', () => {
  it("keys the graph's entities by __typename and string id, and nothing else", () => {
    expect(dataIdOf({ __typename: 'Course', id: '12' }, graph.entityTypes)).toBe('Course:12');
    expect(dataIdOf({ __typename: 'Course', id: 12 }, graph.entityTypes)).toBe(false);
    expect(dataIdOf({ __typename: 'SearchGroup', id: '12' }, graph.entityTypes)).toBe(false);
    expect(dataIdOf({ __typename: 'PageInfo', page: 1 }, graph.entityTypes)).toBe(false);
    expect(dataIdOf({ id: '12' }, graph.entityTypes)).toBe(false);
  });

  it('merges one entity of two answers, and keeps value types inside their answers', async () => {
    const { client } = clientAnswering((request) => {
      if (request.body.operationName === 'Viewer') return { data: { viewer: { __typename: 'User', id: '202', name: '王芳' } } };
      if (request.body.operationName === 'Course') {
        return {
          data: { course: { __typename: 'Course', id: '1', title: 'Course one', lecturers: [{ __typename: 'Lecturer', id: '202', name: '王芳 (lecturer)' }] } },
        };
      }
      return { data: { siteSearch: { __typename: 'SiteSearch', groups: [{ __typename: 'SearchGroup', kind: 'COURSE', totalCount: 3 }] } } };
    });
    await client.query({ query: VIEWER });
    await client.query({ query: COURSE, variables: { id: '1' } });
    await client.query({ query: SEARCH });
    const store = client.cache.extract() as unknown as Record<string, Record<string, unknown>>;
    expect(Object.keys(store).sort()).toEqual(['Course:1', 'Lecturer:202', 'ROOT_QUERY', 'User:202']);
    expect(store.ROOT_QUERY!.viewer).toEqual({ __ref: 'User:202' });
    expect(store.ROOT_QUERY!['course({"id":"1"})']).toEqual({ __ref: 'Course:1' });
    expect(store['Course:1']!.lecturers).toEqual([{ __ref: 'Lecturer:202' }]);
    // A value type stays inside the root query's answer.
    expect(store.ROOT_QUERY!['siteSearch({"keywords":"x"})']).toMatchObject({ groups: [{ __typename: 'SearchGroup', kind: 'COURSE', totalCount: 3 }] });
    // A write to an entity reaches every answer that holds it.
    client.cache.modify({ id: 'Course:1', fields: { title: () => 'Renamed' } });
    const course = client.readQuery({ query: COURSE, variables: { id: '1' } }) as { course: { title: string } };
    expect(course.course.title).toBe('Renamed');
  });
});
