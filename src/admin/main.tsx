import '@blueprintjs/core/lib/css/blueprint.css';
import '../app/app.css';
import './admin.css';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from '@tanstack/react-router';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient, type OperationType } from '../app/apollo';
import { currentLanguage, initI18n, loadAdminTexts, loadPortalTexts } from '../i18n/i18n';
import type { ApiProblem } from '../shared/api-errors';
import { companyZoneReady } from '../shared/company-zone-ready';
import { loadIconsOnUse } from '../shared/icon-paths';
import { clearAdminSession, readAdminToken } from '../shared/local-session';
import { toast } from '../shared/toaster';
import { createAdminRouter } from './router';
import { adminSession } from './session';

loadIconsOnUse();
await initI18n();
// The back office shows the portal's shared pieces (grid pager, load states) and its own texts,
// and its dates in the company's zone, as the portal does.
await Promise.all([loadPortalTexts(), loadAdminTexts(), companyZoneReady()]);

/**
 * What the back office does with a failed call: a refused or expired back-office token, or a
 * user who is no longer an admin (403: the back office's guard is its only refusal of that
 * code), ends its session here (the signed-out page says how to come back); a page's read of
 * something gone is the page's to show; anything else is a toast, and the page keeps what it showed.
 */
function handleProblem(problem: ApiProblem, _operationName: string, operationType: OperationType | undefined) {
  switch (problem.kind) {
    case 'expired':
    case 'forced':
      endSession();
      return;
    case 'message':
      if (problem.code === 403) endSession();
      else toast.error(problem.message);
      return;
    case 'notFound':
      // A page that reads something gone says so in place (its not-found state); a change to it is told here.
      if (operationType !== 'query') toast.error(problem.message);
      return;
    case 'network':
      toast.error(i18next.t('common.networkError'), 'network');
  }
}

function endSession() {
  clearAdminSession();
  adminSession.refuse();
}

const apollo = createApolloClient({ token: readAdminToken, language: currentLanguage, onProblem: handleProblem });
const router = createAdminRouter(apollo);

// Labels the server words in the request's language are asked again after a switch.
i18next.on('languageChanged', () => {
  void apollo.resetStore().catch(() => {});
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={apollo}>
      <RouterProvider router={router as never} />
    </ApolloProvider>
  </StrictMode>,
);
