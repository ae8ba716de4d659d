import type { ApolloClient } from '@apollo/client';
import type { ApolloOptions } from './apollo';

/**
 * The GraphQL client, loaded on first use: the sign-in pages draw without Apollo (their site
 * config comes through shared/plain-graphql.ts), and the client arrives with the first
 * signed-in page (the auth layout waits for it) or the first sign-in.
 */
export interface ApolloLoader {
  (): Promise<ApolloClient>;
  /** The client once loaded (always, below the layouts that wait for it). */
  loaded(): ApolloClient | undefined;
}

export function apolloLoader(options: ApolloOptions): ApolloLoader {
  let client: ApolloClient | undefined;
  let loading: Promise<ApolloClient> | undefined;
  const load = () => (loading ??= import('./apollo').then(({ createApolloClient }) => (client = createApolloClient(options))));
  return Object.assign(load, { loaded: () => client });
}
