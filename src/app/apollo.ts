import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { getMainDefinition, type StoreObject } from '@apollo/client/utilities';
import { NEXT_ENTITY_TYPES } from '../graphql/generated/next/entity-types';
import { PERSISTED_OPERATIONS } from '../graphql/generated/next/persisted';
import { classifyGraphQLErrors, type ApiProblem } from '../shared/api-errors';
import { NEXT_ENDPOINT, portalHeaders, REQUEST_TIMEOUT_MS } from '../shared/plain-graphql';

/** Where the domain graph is served while the SPA moves to it (docs/graph-design.md §1, decision 4). */
export { NEXT_ENDPOINT };

/** The domain graph's tables: generated ones (src/graphql/generated/next) unless a test gives its own. */
export interface NextGraph {
  /** Operation name -> sha256 of its persisted document (generated/next/persisted.ts). */
  persisted: Readonly<Record<string, string>>;
  /** The object types with an `id: ID!` (generated/next/entity-types.ts). */
  entityTypes: ReadonlySet<string>;
}

const GENERATED: NextGraph = { persisted: PERSISTED_OPERATIONS, entityTypes: NEXT_ENTITY_TYPES };

/** Whether an operation is the domain graph's: its name is in the persisted table (it is one of src/graphql/next). */
export function isNextOperation(operationName: string | undefined, persisted: NextGraph['persisted'] = GENERATED.persisted): boolean {
  return operationName !== undefined && Object.hasOwn(persisted, operationName);
}

/**
 * The cache key of an object: `__typename:id` for an entity of the domain graph (its ids are
 * strings, unique within a type), none (kept inside the answer that holds it) for everything
 * else, among them all of today's schema, whose objects have numeric ids that repeat across kinds
 * (an option id in two questions, a question in two attempts). An old `Lecturer` with id 1 can
 * therefore never merge with a new `Lecturer:1`.
 */
export function nextDataId(object: Readonly<StoreObject>, entityTypes: NextGraph['entityTypes'] = GENERATED.entityTypes): string | false {
  const { __typename: typename, id } = object;
  return typeof typename === 'string' && entityTypes.has(typename) && typeof id === 'string' ? `${typename}:${id}` : false;
}


export interface ApolloOptions {
  token: () => string | null;
  language: () => string;
  /** Every failed call, classified (spec section 8); the app decides what the user sees. */
  onProblem: (problem: ApiProblem, operationName: string) => void;
  /** The domain graph's tables (the generated ones by default). */
  nextGraph?: NextGraph;
}

/**
 * One client for both graphs. The headers and error links serve every operation; then an
 * operation of the domain graph (named in the persisted table) goes to /graphql/next as its
 * persisted document's hash (a production server runs nothing else; a development server
 * without the build's manifest answers PERSISTED_QUERY_NOT_FOUND, and the link sends the text),
 * every other one to /graphql as a query text. One cache: the domain graph's entities
 * normalised, today's answers not (nextDataId).
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
    if (CombinedGraphQLErrors.is(error)) {
      const problem = classifyGraphQLErrors(error.errors);
      if (problem.kind === 'message' && handlesErrors) return;
      options.onProblem(problem, operation.operationName ?? '');
      return;
    }
    console.error(`[network] ${operation.operationName ?? ''}`, error);
    options.onProblem({ kind: 'network', message: error.message }, operation.operationName ?? '');
  });

  const timedFetch: typeof fetch = (input, init) => {
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return fetch(input, { ...init, signal });
  };
  const http = new HttpLink({ uri: '/graphql', fetch: timedFetch });

  const graph = options.nextGraph ?? GENERATED;
  const persisted = new PersistedQueryLink({
    // The build's hash of the document as the server holds it (the same text Apollo sends: __typename added).
    generateHash: (document) => {
      const name = getMainDefinition(document).name?.value;
      const hash = name === undefined ? undefined : graph.persisted[name];
      if (hash === undefined) throw new Error(`${name ?? 'An anonymous operation'} is not a persisted document of the domain graph`);
      return hash;
    },
    useGETForHashedQueries: false,
  });
  const next = ApolloLink.from([persisted, new HttpLink({ uri: NEXT_ENDPOINT, fetch: timedFetch })]);

  return new ApolloClient({
    link: ApolloLink.from([headers, errors, ApolloLink.split((operation) => isNextOperation(operation.operationName, graph.persisted), next, http)]),
    cache: new InMemoryCache({ dataIdFromObject: (object) => nextDataId(object, graph.entityTypes) }),
  });
}
