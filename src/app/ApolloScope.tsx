import { ApolloProvider } from '@apollo/client/react';
import { Outlet, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The GraphQL client for the pages below a layout whose loader waited for it (routes/root.tsx). */
export function ApolloScope({ children }: { children: ReactNode }) {
  const client = useRouter().options.context.apollo.loaded();
  if (!client) throw new Error('the GraphQL client is loaded by the layout before its pages');
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}

/** A layout route's component: its pages with the GraphQL client. */
export function ApolloOutlet() {
  return (
    <ApolloScope>
      <Outlet />
    </ApolloScope>
  );
}
