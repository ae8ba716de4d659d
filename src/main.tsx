import '@blueprintjs/core/lib/css/blueprint.css';
import './app/app.css';
import { RouterProvider } from '@tanstack/react-router';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { apolloLoader } from './app/apollo-loader';
import { createAuthActor } from './app/auth';
import { createAppRouter } from './app/router';
import { currentLanguage, initI18n } from './i18n/i18n';
import { isSignedIn } from './machines/auth';
import type { ApiProblem } from './shared/api-errors';
import { AuthActorContext } from './shared/auth-actor';
import { readToken } from './shared/local-session';
import { toast } from './shared/toaster';
import { loadIconsOnUse } from './shared/icon-paths';

loadIconsOnUse();
await initI18n();

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

const apollo = apolloLoader({ token: readToken, language: currentLanguage, onProblem: handleProblem });
const auth = createAuthActor({
  client: apollo,
  goHome: () => void router.navigate({ to: '/home' }),
  goLogin: () => void router.navigate({ to: '/login', replace: true }),
});
const router = createAppRouter({ auth, apollo });

// The server words its labels (course kinds, categories, plates, credit types…) in the
// request's language: after a switch, every cached answer is dropped and the shown queries
// are asked again in the new language (one place for every page, no per-page keys).
i18next.on('languageChanged', () => {
  void apollo.loaded()?.resetStore().catch(() => {});
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AuthActorContext.Provider value={auth}>
      <RouterProvider router={router} />
    </AuthActorContext.Provider>
  </StrictMode>,
);
