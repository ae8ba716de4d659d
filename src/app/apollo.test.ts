/**
 * The one Apollo client of both graphs (docs/graph-design.md §4.4): an operation of the domain
 * graph's persisted table goes to /graphql/next as its hash, any other to /graphql as text, both
 * with the portal's headers; and the one cache keys the domain graph's entities `__typename:id`
 * while today's answers stay unnormalised. No server: fetch answers from the test.
 */
import { gql, type ApolloClient } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient, isNextOperation, nextDataId, NEXT_ENDPOINT, type NextGraph } from './apollo';

const VIEWER_HASH = 'a'.repeat(64);
const COURSE_HASH = 'b'.repeat(64);
const graph: NextGraph = { persisted: { NextViewer: VIEWER_HASH, NextCourse: COURSE_HASH }, entityTypes: new Set(['User', 'Course', 'Lecturer']) };

const NEXT_VIEWER = gql`
  query NextViewer {
    viewer {
      id
      name
    }
  }
`;
const NEXT_COURSE = gql`
  query NextCourse($id: ID!) {
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
const OLD_USER = gql`
  query UserInfo {
    userInfo {
      code
      data {
        id
        name
      }
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
  const client = createApolloClient({ token: () => 'token-1', language: () => 'en-US', onProblem: (problem) => problems.push(problem), nextGraph: graph });
  return { client, sent, problems };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the split link', () => {
  it('sends an operation of the persisted table to /graphql/next as its hash, without the text', async () => {
    const { client, sent } = clientAnswering(() => ({ data: { viewer: { __typename: 'User', id: '1', name: '李明' } } }));
    const result = await client.query({ query: NEXT_VIEWER });
    expect(result.data).toEqual({ viewer: { __typename: 'User', id: '1', name: '李明' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(NEXT_ENDPOINT);
    expect(sent[0]!.body.query).toBeUndefined();
    expect(sent[0]!.body.operationName).toBe('NextViewer');
    expect(sent[0]!.body.extensions?.persistedQuery).toEqual({ version: 1, sha256Hash: VIEWER_HASH });
    expect(sent[0]!.headers).toMatchObject({ authorization: 'Bearer token-1', 'accept-language': 'en-US', devicetype: 'PC' });
  });

  it('sends any other operation to /graphql as its text, as before', async () => {
    const { client, sent } = clientAnswering(() => ({ data: { userInfo: { __typename: 'UserInfoEnvelope', code: 200, data: { __typename: 'UserInfo', id: 1, name: '李明' } } } }));
    await client.query({ query: OLD_USER });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/graphql');
    expect(sent[0]!.body.query).toContain('query UserInfo');
    expect(sent[0]!.body.extensions?.persistedQuery).toBeUndefined();
    expect(sent[0]!.headers).toMatchObject({ authorization: 'Bearer token-1', 'accept-language': 'en-US' });
  });

  it('sends the text with the hash when a server does not hold the document (a development server without the manifest)', async () => {
    const { client, sent, problems } = clientAnswering((request) =>
      request.body.query
        ? { data: { viewer: { __typename: 'User', id: '1', name: '李明' } } }
        : { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] },
    );
    const result = await client.query<{ viewer: { id: string } }>({ query: NEXT_VIEWER });
    expect(result.data?.viewer).toMatchObject({ id: '1' });
    expect(sent.map((request) => request.url)).toEqual([NEXT_ENDPOINT, NEXT_ENDPOINT]);
    expect(sent[1]!.body.query).toContain('query NextViewer');
    // The text as Apollo sends it: __typename below the root, as the build's manifest holds it.
    expect(sent[1]!.body.query).toContain('__typename');
    expect(problems).toEqual([]);
  });

  it('decides by the operation name', () => {
    expect(isNextOperation('NextViewer', graph.persisted)).toBe(true);
    expect(isNextOperation('UserInfo', graph.persisted)).toBe(false);
    expect(isNextOperation('toString', graph.persisted)).toBe(false);
    expect(isNextOperation(undefined, graph.persisted)).toBe(false);
  });
});

describe('the cache', () => {
  it('keys the domain graph\'s entities by __typename and string id, and nothing else', () => {
    expect(nextDataId({ __typename: 'Course', id: '12' }, graph.entityTypes)).toBe('Course:12');
    // Today's schema: numeric ids, envelope and card types: kept inside their answers.
    expect(nextDataId({ __typename: 'Course', id: 12 }, graph.entityTypes)).toBe(false);
    expect(nextDataId({ __typename: 'CourseInfo', id: '12' }, graph.entityTypes)).toBe(false);
    expect(nextDataId({ __typename: 'PageInfo', page: 1 }, graph.entityTypes)).toBe(false);
    expect(nextDataId({ id: '12' }, graph.entityTypes)).toBe(false);
  });

  it('merges one entity of two answers of the domain graph, and leaves old answers whole', async () => {
    const { client } = clientAnswering((request) => {
      if (request.body.operationName === 'NextViewer') return { data: { viewer: { __typename: 'User', id: '202', name: '王芳' } } };
      if (request.body.operationName === 'NextCourse') {
        return {
          data: { course: { __typename: 'Course', id: '1', title: 'Course one', lecturers: [{ __typename: 'Lecturer', id: '202', name: '王芳 (lecturer)' }] } },
        };
      }
      return { data: { userInfo: { __typename: 'UserInfoEnvelope', code: 200, data: { __typename: 'UserInfo', id: 202, name: 'old' } } } };
    });
    await client.query({ query: NEXT_VIEWER });
    await client.query({ query: NEXT_COURSE, variables: { id: '1' } });
    await client.query({ query: OLD_USER });
    const store = client.cache.extract() as unknown as Record<string, Record<string, unknown>>;
    expect(Object.keys(store).sort()).toEqual(['Course:1', 'Lecturer:202', 'ROOT_QUERY', 'User:202']);
    expect(store.ROOT_QUERY!.viewer).toEqual({ __ref: 'User:202' });
    expect(store.ROOT_QUERY!['course({"id":"1"})']).toEqual({ __ref: 'Course:1' });
    expect(store['Course:1']!.lecturers).toEqual([{ __ref: 'Lecturer:202' }]);
    // The old answer stays inside the root query, its numeric id unkeyed.
    expect(store.ROOT_QUERY!.userInfo).toMatchObject({ data: { __typename: 'UserInfo', id: 202, name: 'old' } });
    // A write to an entity reaches every answer that holds it.
    client.cache.modify({ id: 'Course:1', fields: { title: () => 'Renamed' } });
    const course = client.readQuery({ query: NEXT_COURSE, variables: { id: '1' } }) as { course: { title: string } };
    expect(course.course.title).toBe('Renamed');
  });
});
