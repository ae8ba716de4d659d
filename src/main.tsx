import '@blueprintjs/core/lib/css/blueprint.css';
import './app/app.css';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from '@tanstack/react-router';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './app/apollo';
import { createAuthActor } from './app/auth';
import { createAppRouter } from './app/router';
import { currentLanguage, initI18n } from './i18n/i18n';
import { isSignedIn } from './machines/auth';
import type { ApiProblem } from './shared/api-errors';
import { AuthActorContext } from './shared/auth-actor';
import { SystemWebConfigDocument } from './graphql/generated';
import { applyCompanyZone } from './shared/company-zone';
import { readToken, readWebConfig } from './shared/local-session';
import { toast } from './shared/toaster';

initI18n();

/** Spec section 8, for every call: one place decides what the user sees. */
function handleProblem(problem: ApiProblem) {
  switch (problem.kind) {
    case 'expired':
      if (isSignedIn(auth.getSnapshot())) auth.send({ type: 'auth.expired', message: problem.message });
      else toast.error(problem.message);
      return;
    case 'forced':
      if (isSignedIn(auth.getSnapshot())) auth.send({ type: 'auth.forced', message: problem.message });
      return;
    case 'notFound':
      window.location.assign('/404.html');
      return;
    case 'message':
      toast.error(problem.message);
      return;
    case 'network':
      toast.error(i18next.t('common.networkError'), 'network');
  }
}

const client = createApolloClient({ token: readToken, language: currentLanguage, onProblem: handleProblem });
const auth = createAuthActor({
  client: () => client,
  goHome: () => void router.navigate({ to: '/home' }),
  goLogin: () => void router.navigate({ to: '/login', replace: true }),
});
const router = createAppRouter({ auth, apollo: client });

/**
 * Dates are shown in the company's zone (shared/company-zone.ts): the cached site config
 * knows it; on a first visit the config is read before the first page is drawn.
 */
async function companyZoneKnown() {
  const cached = readWebConfig()?.timezone;
  if (cached) return applyCompanyZone(cached);
  try {
    const { data } = await client.query({ query: SystemWebConfigDocument });
    applyCompanyZone(data?.systemWebConfig?.data?.timezone);
  } catch {
    // Shown by the pages themselves; the browser's zone until the config arrives.
  }
}

await companyZoneKnown();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <AuthActorContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthActorContext.Provider>
    </ApolloProvider>
  </StrictMode>,
);
