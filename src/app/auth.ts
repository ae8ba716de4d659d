import type { ApolloClient } from '@apollo/client';
import i18next from 'i18next';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { authMachine } from '../machines/auth';
import { clearSession, readSession, writeSession, writeToken, writeUser } from '../shared/local-session';
import { sessionUserOf } from '../shared/session-user';
import { withServerMessage } from '../shared/api-errors';
import { toast } from '../shared/toaster';

export type AuthActor = ActorRefFrom<typeof authMachine>;

export interface AuthEffects {
  /** The GraphQL client, loaded on first use (app/apollo-loader.ts). */
  client: () => Promise<ApolloClient>;
  goHome: () => void;
  goLogin: () => void;
}

/** The session's operations (the domain graph's): loaded with the GraphQL client, not with the first page. */
const documents = () => import('../graphql/generated/session');

/** The auth machine with the portal's real effects: GraphQL calls, local storage, toasts, navigation. */
export function createAuthActor(effects: AuthEffects): AuthActor {
  const stored = readSession();
  const machine = authMachine.provide({
    actors: {
      signIn: fromPromise(({ input }) =>
        withServerMessage(async () => {
          const [client, { SignInDocument }] = await Promise.all([effects.client(), documents()]);
          const { data } = await client.mutate({
            mutation: SignInDocument,
            variables: { input: { account: input.account.trim(), password: input.password } },
            context: { handlesErrors: true },
          });
          const session = data?.signIn;
          if (!session) throw new Error('empty sign-in answer');
          return { token: session.token, user: sessionUserOf(session.viewer) };
        }),
      ),
      // Inside the chat app: the corporation id of the company's DingTalk app, then DingTalk's own
      // API for the code (its package loads only here). A rejection keeps DingTalk's error data.
      requestAuthCode: fromPromise(async () => {
        const [client, { DingTalkAppDocument }] = await Promise.all([effects.client(), documents()]);
        const { data } = await client.query({ query: DingTalkAppDocument, fetchPolicy: 'network-only', context: { handlesErrors: true } });
        const corpId = data?.siteConfig.dingTalkApp?.corpId;
        if (!corpId) throw new Error(i18next.t('login.chatApp.noCorpId'));
        const { requestDingTalkAuthCode } = await import('../features/auth/dingtalk-bridge');
        return requestDingTalkAuthCode(corpId);
      }),
      exchangeCode: fromPromise(({ input }) =>
        withServerMessage(async () => {
          const [client, { SignInWithDingTalkDocument }] = await Promise.all([effects.client(), documents()]);
          const { data } = await client.mutate({
            mutation: SignInWithDingTalkDocument,
            variables: { input: { code: input.code } },
            context: { handlesErrors: true },
          });
          const session = data?.signInWithDingTalk;
          if (!session) throw new Error('empty sign-in answer');
          return { token: session.token, user: sessionUserOf(session.viewer) };
        }),
      ),
      signOut: fromPromise(async () => {
        const [client, { SignOutDocument }] = await Promise.all([effects.client(), documents()]);
        await client.mutate({ mutation: SignOutDocument, context: { handlesErrors: true } });
      }),
    },
    actions: {
      storeSession: (_, { token, user }) => (user ? writeSession(token, user) : writeToken(token)),
      storeUser: (_, { user }) => writeUser(user),
      clearStoredSession: () => {
        clearSession();
        void effects.client().then((client) => client.clearStore());
      },
      // Spec section 4: after login an integral increment call is made. The server words the
      // message ("Daily sign-in credit +5"); a second claim the same day gives nothing and says nothing.
      requestDailyCredit: () => {
        void Promise.all([effects.client(), documents()])
          .then(([client, { ClaimDailySignInCreditsDocument }]) => client.mutate({ mutation: ClaimDailySignInCreditsDocument }))
          .then(({ data }) => {
            const claim = data?.claimDailySignInCredits;
            if (claim?.claimed) toast.success(claim.message);
          })
          .catch(() => undefined);
      },
      announceSignedOut: () => toast.success(i18next.t('auth.exitSuccess')),
      announceExpired: (_, { message }) => toast.error(message || i18next.t('auth.sessionExpired')),
      announceForced: (_, { message }) => toast.error(message || i18next.t('auth.forcedOut')),
      goHome: () => effects.goHome(),
      goLogin: () => effects.goLogin(),
    },
  });
  return createActor(machine, { input: { token: stored?.token ?? null, user: stored?.user ?? null } }).start();
}
