import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { getMainDefinition, type StoreObject } from '@apollo/client/utilities';
import { ENTITY_TYPES } from '../graphql/generated/entity-types';
import { PERSISTED_OPERATIONS } from '../graphql/generated/persisted';
import { classifyGraphQLErrors, type ApiProblem } from '../shared/api-errors';
import { GRAPHQL_ENDPOINT, portalHeaders, REQUEST_TIMEOUT_MS } from '../shared/plain-graphql';

/** The graph's tables: the generated ones (src/graphql/generated) unless a test gives its own. */
export interface GraphTables {
  /** Operation name -> sha256 of its persisted document (generated/persisted.ts). */
  persisted: Readonly<Record<string, string>>;
  /** The object types with an `id: ID!` (generated/entity-types.ts). */
  entityTypes: ReadonlySet<string>;
}

const GENERATED: GraphTables = { persisted: PERSISTED_OPERATIONS, entityTypes: ENTITY_TYPES };

/**
 * The cache key of an object: `__typename:id` for an entity of the graph (a type with an
 * `id: ID!`, unique within the type), none (kept inside the answer that holds it) for a value
 * type (a page's info, a search hit, an answer's figures), whatever fields it has.
 */
export function dataIdOf(object: Readonly<StoreObject>, entityTypes: GraphTables['entityTypes'] = GENERATED.entityTypes): string | false {
  const { __typename: typename, id } = object;
  return typeof typename === 'string' && entityTypes.has(typename) && typeof id === 'string' ? `${typename}:${id}` : false;
}

/** What an operation does: reads (query), changes (mutation), or follows (subscription). */
export type OperationType = 'query' | 'mutation' | 'subscription';

export interface ApolloOptions {
  token: () => string | null;
  language: () => string;
  /** Every failed call, classified (spec section 8), with its operation's name and type; the app decides what the user sees. */
  onProblem: (problem: ApiProblem, operationName: string, operationType: OperationType | undefined) => void;
  /** The graph's tables (the generated ones by default). */
  graph?: GraphTables;
}

/**
 * The SPA's client: every operation with the portal's headers and its errors classified, sent to
 * /graphql as its persisted document's hash (a production server runs nothing else; a
 * development server without the build's manifest answers PERSISTED_QUERY_NOT_FOUND, and the
 * link sends the text). One normalised cache (dataIdOf).
 *
 * Operations that show their own error in place (for example sign-in) set
 * `context: { handlesErrors: true }`; the link then leaves the user message to them,
 * but a 202/205/4004 is still handled here.
 */
export function createApolloClient(options: ApolloOptions) {
  const headers = new SetContextLink((prevContext) => ({
    headers: { ...(prevContext.headers as Record<string, string> | undefined), ...portalHeaders(options.token(), options.language()) },
  }));

  const errors = new ErrorLink(({ error, operation }) => {
    const handlesErrors = Boolean(operation.getContext().handlesErrors);
    const main = getMainDefinition(operation.query);
    const type = 'operation' in main ? main.operation : undefined;
    if (CombinedGraphQLErrors.is(error)) {
      const problem = classifyGraphQLErrors(error.errors);
      if (problem.kind === 'message' && handlesErrors) return;
      options.onProblem(problem, operation.operationName ?? '', type);
      return;
    }
    console.error(`[network] ${operation.operationName ?? ''}`, error);
    options.onProblem({ kind: 'network', message: error.message }, operation.operationName ?? '', type);
  });

  const timedFetch: typeof fetch = (input, init) => {
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return fetch(input, { ...init, signal });
  };
  const graph = options.graph ?? GENERATED;
  const persisted = new PersistedQueryLink({
    // The build's hash of the document as the server holds it (the same text Apollo sends: __typename added).
    generateHash: (document) => {
      const name = getMainDefinition(document).name?.value;
      const hash = name === undefined ? undefined : graph.persisted[name];
      if (hash === undefined) throw new Error(`${name ?? 'An anonymous operation'} is not a persisted document of the graph (src/graphql)`);
      return hash;
    },
    useGETForHashedQueries: false,
  });
  return new ApolloClient({
    link: ApolloLink.from([headers, errors, persisted, new HttpLink({ uri: GRAPHQL_ENDPOINT, fetch: timedFetch })]),
    cache: new InMemoryCache({ dataIdFromObject: (object) => dataIdOf(object, graph.entityTypes) }),
  });
}
