import { Alert, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface ChatAppSignInProps {
  busy: boolean;
  error: string | null;
  onRetry: () => void;
  onUsePassword: () => void;
}

/**
 * Signing in inside the DingTalk chat app: a spinner while the code is asked for and
 * exchanged; on failure the spec's 'dd error' alert with the error data, to try again or to
 * sign in with the password form.
 */
export function ChatAppSignIn({ busy, error, onRetry, onUsePassword }: ChatAppSignInProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="guest-page__chat-app" data-testid="chat-app-login" aria-busy={busy}>
        {busy || !error ? (
          <>
            <Spinner size={40} aria-label={t('login.chatApp.signingIn')} />
            <p role="status">{t('login.chatApp.signingIn')}</p>
            <p className="bp6-text-muted">{t('login.chatApp.signingInHint')}</p>
          </>
        ) : null}
      </div>
      <Alert
        isOpen={Boolean(error)}
        icon="error"
        intent="danger"
        confirmButtonText={t('login.chatApp.retry')}
        cancelButtonText={t('login.chatApp.usePassword')}
        onConfirm={onRetry}
        onCancel={onUsePassword}
        canEscapeKeyCancel
      >
        <div data-testid="chat-app-error">
          <p>
            <strong>{t('login.chatApp.errorTitle')}</strong>
          </p>
          <p>{t('login.chatApp.failed')}</p>
          <pre className="guest-page__error-data">{error}</pre>
        </div>
      </Alert>
    </>
  );
}
