import type { ApolloClient } from '@apollo/client';
import i18next from 'i18next';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { authMachine, type SessionUser } from '../machines/auth';
import { clearSession, readSession, writeSession, writeToken, writeUser } from '../shared/local-session';
import { withServerMessage } from '../shared/api-errors';
import { toast } from '../shared/toaster';

export type AuthActor = ActorRefFrom<typeof authMachine>;

export interface AuthEffects {
  /** The GraphQL client, loaded on first use (app/apollo-loader.ts). */
  client: () => Promise<ApolloClient>;
  goHome: () => void;
  goLogin: () => void;
}

/** The session's operations: loaded with the GraphQL client, not with the first page. */
const documents = () => import('../graphql/generated/session');

/** The auth machine with the portal's real effects: GraphQL calls, local storage, toasts, navigation. */
export function createAuthActor(effects: AuthEffects): AuthActor {
  const stored = readSession();
  const machine = authMachine.provide({
    actors: {
      signIn: fromPromise(({ input }) =>
        withServerMessage(async () => {
          const [client, { LoginDocument }] = await Promise.all([effects.client(), documents()]);
          const { data } = await client.mutate({
            mutation: LoginDocument,
            variables: { input: { account: input.account.trim(), password: input.password } },
            context: { handlesErrors: true },
          });
          const login = data?.login?.data;
          if (!login) throw new Error('empty sign-in answer');
          return { token: login.remember_token, user: login.user_info as SessionUser };
        }),
      ),
      // Inside the chat app: the corporation id from config/ding_talk, then DingTalk's own API
      // for the code (its package loads only here). A rejection keeps DingTalk's error data.
      requestAuthCode: fromPromise(async () => {
        const [client, { DingTalkConfigDocument }] = await Promise.all([effects.client(), documents()]);
        const { data } = await client.query({ query: DingTalkConfigDocument, fetchPolicy: 'network-only', context: { handlesErrors: true } });
        const corpId = data?.configByType?.data?.corp_id;
        if (!corpId) throw new Error(i18next.t('login.chatApp.noCorpId'));
        const { requestDingTalkAuthCode } = await import('../features/auth/dingtalk-bridge');
        return requestDingTalkAuthCode(corpId);
      }),
      exchangeCode: fromPromise(({ input }) =>
        withServerMessage(async () => {
          const [client, { DdLoginDocument }] = await Promise.all([effects.client(), documents()]);
          const { data } = await client.mutate({
            mutation: DdLoginDocument,
            variables: { input: { code: input.code } },
            context: { handlesErrors: true },
          });
          const login = data?.ddLogin?.data;
          if (!login) throw new Error('empty sign-in answer');
          return { token: login.remember_token, user: login.user_info as SessionUser };
        }),
      ),
      signOut: fromPromise(async () => {
        const [client, { LogoutDocument }] = await Promise.all([effects.client(), documents()]);
        await client.mutate({ mutation: LogoutDocument, context: { handlesErrors: true } });
      }),
    },
    actions: {
      storeSession: (_, { token, user }) => (user ? writeSession(token, user) : writeToken(token)),
      storeUser: (_, { user }) => writeUser(user),
      clearStoredSession: () => {
        clearSession();
        void effects.client().then((client) => client.clearStore());
      },
      // Spec section 4: after login an integral increment call is made.
      requestDailyCredit: () => {
        void Promise.all([effects.client(), documents()])
          .then(([client, { IncrementIntegralDocument }]) => client.query({ query: IncrementIntegralDocument, fetchPolicy: 'network-only' }))
          .then(({ data }) => {
            const credit = data?.incrementIntegral;
            if (credit?.data?.added) toast.success(credit.msg);
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
