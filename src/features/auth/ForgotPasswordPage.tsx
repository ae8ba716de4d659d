import { Button, Callout, ControlGroup, FormGroup, InputGroup } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { ResetPasswordDocument, SendRecoveryCodeDocument } from '../../graphql/generated/recovery';
import { passwordRecoveryMachine } from '../../machines/password-recovery';
import { withServerMessage } from '../../shared/api-errors';
import { GuestLayout } from '../../shared/GuestLayout';
import { toast } from '../../shared/toaster';
import { confirmationProblem, isValidPassword, mobileOrMail } from '../../shared/validators';

/** Spec: another code may be requested 60 seconds after the last. */
const RESEND_SECONDS = 60;

type Field = 'target' | 'code' | 'password' | 'confirmation';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const machine = useMemo(
    () =>
      passwordRecoveryMachine.provide({
        actors: {
          sendCode: fromPromise(({ input }) =>
            withServerMessage(async () => {
              await client.mutate({ mutation: SendRecoveryCodeDocument, variables: { input: { mobileOrMail: input.target } }, context: { handlesErrors: true } });
            }),
          ),
          resetPassword: fromPromise(({ input }) =>
            withServerMessage(async () => {
              await client.mutate({
                mutation: ResetPasswordDocument,
                variables: { input: { mobileOrMail: input.target, code: input.code, password: input.password, passwordConfirmation: input.confirmation } },
                context: { handlesErrors: true },
              });
            }),
          ),
        },
        actions: { announceCodeSent: () => toast.success(t('forgot.codeSent')) },
      }),
    [client, t],
  );
  const [state, send] = useMachine(machine, { input: { cooldownSeconds: RESEND_SECONDS } });
  const [values, setValues] = useState<Record<Field, string>>({ target: '', code: '', password: '', confirmation: '' });
  const [shown, setShown] = useState<Partial<Record<Field, boolean>>>({});

  const targetError = (() => {
    const v = values.target.trim();
    if (!v) return t('forgot.targetRequired');
    if (mobileOrMail(v)) return null;
    return v.includes('@') ? t('forgot.mailInvalid') : t('forgot.mobileInvalid');
  })();
  const errors: Record<Field, string | null> = {
    target: targetError,
    code: /^\d{6}$/.test(values.code) ? null : t('forgot.codeRequired'),
    password: isValidPassword(values.password) ? null : t('forgot.passwordRule'),
    confirmation: ((problem) => (problem ? t(`forgot.${problem}`) : null))(confirmationProblem(values.password, values.confirmation)),
  };
  const visible = (field: Field) => (shown[field] ? errors[field] : null);
  const set = (field: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  /** Requests a code: only the mobile/mail field is checked (the others are not needed yet). */
  const sendCode = () => {
    send({ type: 'recovery.retry' });
    setShown((s) => ({ ...s, target: true }));
    if (errors.target) return;
    send({ type: 'recovery.sendCode', target: values.target.trim() });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'recovery.retry' });
    setShown({ target: true, code: true, password: true, confirmation: true });
    if (Object.values(errors).some(Boolean)) return;
    send({ type: 'recovery.submit', request: { target: values.target.trim(), code: values.code, password: values.password, confirmation: values.confirmation } });
  };

  const codeState = state.value.code;

  if (state.matches({ form: 'done' })) {
    return (
      <GuestLayout heading={t('forgot.title')}>
        <Callout intent="success" icon="tick-circle" data-testid="reset-done">
          {t('forgot.done')}
        </Callout>
        <div className="guest-page__links">
          <Link to="/login">{t('forgot.backToLogin')}</Link>
        </div>
      </GuestLayout>
    );
  }

  const intent = (name: Field) => (visible(name) ? 'danger' : 'none');
  const field = (name: Field, label: string, input: React.ReactNode) => (
    <FormGroup label={label} labelFor={name} intent={visible(name) ? 'danger' : 'none'} helperText={visible(name)}>
      {input}
    </FormGroup>
  );

  return (
    <GuestLayout heading={t('forgot.title')}>
      <form onSubmit={submit} noValidate data-testid="forgot-form">
        {state.context.error && (
          <Callout intent="danger" icon="error" className="guest-page__error" role="alert" data-testid="recovery-error">
            {state.context.error}
          </Callout>
        )}
        {field(
          'target',
          t('forgot.target'),
          <InputGroup
            id="target"
            leftIcon="mobile-phone"
            placeholder={t('forgot.targetPlaceholder')}
            value={values.target}
            intent={intent('target')}
            onChange={set('target')}
            onBlur={() => setShown((s) => ({ ...s, target: true }))}
            // Enter here asks for the code (the next step), not for the whole form.
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              if (codeState === 'idle') sendCode();
            }}
          />,
        )}
        {field(
          'code',
          t('forgot.code'),
          <ControlGroup fill>
            <InputGroup id="code" inputMode="numeric" maxLength={6} placeholder={t('forgot.codePlaceholder')} value={values.code} intent={intent('code')} onChange={set('code')} />
            <Button
              type="button"
              className="forgot-code-button"
              disabled={codeState !== 'idle'}
              loading={codeState === 'sending'}
              onClick={sendCode}
              text={codeState === 'cooldown' ? t('forgot.resendIn', { seconds: state.context.secondsLeft }) : t('forgot.sendCode')}
              data-testid="send-code"
            />
          </ControlGroup>,
        )}
        {field(
          'password',
          t('forgot.password'),
          <InputGroup id="password" type="password" autoComplete="new-password" maxLength={16} placeholder={t('forgot.passwordPlaceholder')} value={values.password} intent={intent('password')} onChange={set('password')} onBlur={() => setShown((s) => ({ ...s, password: true }))} />,
        )}
        {field(
          'confirmation',
          t('forgot.confirm'),
          <InputGroup id="confirmation" type="password" autoComplete="new-password" maxLength={16} placeholder={t('forgot.confirmPlaceholder')} value={values.confirmation} intent={intent('confirmation')} onChange={set('confirmation')} onBlur={() => setShown((s) => ({ ...s, confirmation: true }))} />,
        )}
        <Button type="submit" intent="primary" size="large" fill loading={state.matches({ form: 'submitting' })} text={t('forgot.submit')} data-testid="reset-submit" />
        <div className="guest-page__links">
          <Link to="/login">{t('forgot.backToLogin')}</Link>
        </div>
      </form>
    </GuestLayout>
  );
}
