import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { classifyGraphQLErrors, type ApiProblem } from '../shared/api-errors';
import { portalHeaders, REQUEST_TIMEOUT_MS } from '../shared/plain-graphql';


export interface ApolloOptions {
  token: () => string | null;
  language: () => string;
  /** Every failed call, classified (spec section 8); the app decides what the user sees. */
  onProblem: (problem: ApiProblem, operationName: string) => void;
}

/**
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

  const http = new HttpLink({
    uri: '/graphql',
    fetch: (input, init) => {
      const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
      const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      return fetch(input, { ...init, signal });
    },
  });

  return new ApolloClient({
    link: ApolloLink.from([headers, errors, http]),
    // No normalisation by id: the API's objects are answers in envelopes, and ids repeat
    // across kinds (an option id in two questions, a question in two attempts), so each
    // query keeps its own answer.
    cache: new InMemoryCache({ dataIdFromObject: () => false }),
  });
}
