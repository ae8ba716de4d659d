import { Button, Callout, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthActor } from '../../shared/auth-actor';
import { GuestLayout } from '../../shared/GuestLayout';
import { inChatApp } from '../../shared/local-session';
import { useSiteConfig } from '../../shared/site-config';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/validators';

/** The chat app's sign-in view: loaded only inside DingTalk. */
const ChatAppSignIn = lazy(() => import('./ChatAppSignIn').then((m) => ({ default: m.ChatAppSignIn })));

/**
 * Sign-in. Account and password are required, and the password is 8-16 characters (spec
 * section 5; of the two readings, 8-16 and the hint's 6-16, the portal's password rule is
 * 8-16), checked before anything is sent. Everything else the server decides, and its
 * refusal (in the reader's language) is shown above the form.
 *
 * Inside the DingTalk chat app with its sign-in enabled (site setting dingTalkSignInEnabled), the page
 * signs in without a password: it asks DingTalk for a one-time code and exchanges it; when
 * that fails it shows the spec's 'dd error' alert with the error data, to try again or to
 * sign in with the password form.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const auth = useAuthActor();
  const signingIn = useSelector(auth, (s) => s.matches('signingIn'));
  const serverError = useSelector(auth, (s) => (s.matches('chatAppFailed') ? null : s.context.error));
  const chatAppError = useSelector(auth, (s) => (s.matches('chatAppFailed') ? s.context.error : null));
  const chatAppBusy = useSelector(auth, (s) => s.matches('requestingCode') || s.matches('exchangingCode'));
  const { config } = useSiteConfig();
  const chatAppLogin = inChatApp() && config?.dingTalkSignInEnabled === true;
  const [usePassword, setUsePassword] = useState(false);
  const chatAppStarted = useRef(false);
  useEffect(() => {
    if (!chatAppLogin || usePassword || chatAppStarted.current) return;
    chatAppStarted.current = true;
    auth.send({ type: 'auth.chatApp' });
  }, [auth, chatAppLogin, usePassword]);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [touched, setTouched] = useState(false);

  const accountError = touched && !account.trim() ? t('login.accountRequired') : null;
  const passwordProblem = !password ? t('login.passwordRequired') : password.length < PASSWORD_MIN || password.length > PASSWORD_MAX ? t('login.passwordLength') : null;
  const passwordError = touched ? passwordProblem : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!account.trim() || passwordProblem) return;
    auth.send({ type: 'auth.login', credentials: { account: account.trim(), password } });
  };

  if (chatAppLogin && !usePassword) {
    return (
      <GuestLayout heading={t('login.title')} slogan={t('login.slogan')}>
        <Suspense fallback={<Spinner size={40} aria-label={t('login.chatApp.signingIn')} />}>
          <ChatAppSignIn busy={chatAppBusy} error={chatAppError} onRetry={() => auth.send({ type: 'auth.chatApp' })} onUsePassword={() => setUsePassword(true)} />
        </Suspense>
      </GuestLayout>
    );
  }

  return (
    <GuestLayout heading={t('login.title')} slogan={t('login.slogan')}>
      <form onSubmit={submit} noValidate data-testid="login-form">
        {serverError && !signingIn && (
          <Callout intent="danger" icon="error" className="guest-page__error" role="alert" data-testid="login-error">
            {serverError}
          </Callout>
        )}
        <FormGroup label={t('login.account')} labelFor="account" intent={accountError ? 'danger' : 'none'} helperText={accountError}>
          <InputGroup
            id="account"
            name="account"
            leftIcon="user"
            size="large"
            autoComplete="username"
            autoFocus
            placeholder={t('login.accountPlaceholder')}
            value={account}
            intent={accountError ? 'danger' : 'none'}
            onChange={(e) => setAccount(e.target.value)}
          />
        </FormGroup>
        <FormGroup label={t('login.password')} labelFor="password" intent={passwordError ? 'danger' : 'none'} helperText={passwordError}>
          <InputGroup
            id="password"
            name="password"
            leftIcon="lock"
            size="large"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder={t('login.passwordPlaceholder')}
            value={password}
            maxLength={64}
            intent={passwordError ? 'danger' : 'none'}
            onChange={(e) => setPassword(e.target.value)}
            rightElement={
              // The browser's own tooltip (title): a popover library is not worth its weight on the sign-in page.
              <Button
                variant="minimal"
                icon={showPassword ? 'eye-off' : 'eye-open'}
                aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                title={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                onClick={() => setShowPassword((v) => !v)}
              />
            }
          />
        </FormGroup>
        <Button type="submit" intent="primary" size="large" fill loading={signingIn} text={t('login.submit')} data-testid="login-submit" />
        <div className="guest-page__links">
          <Link to="/forgot-password">{t('login.forgot')}</Link>
        </div>
      </form>
    </GuestLayout>
  );
}
