import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { ChangePasswordDocument } from '../../graphql/generated/member';
import { passwordChangeMachine, type PasswordChanged, type PasswordChangeRequest } from '../../machines/password-change';
import { withServerMessage } from '../../shared/api-errors';
import { useAuthActor } from '../../shared/auth-actor';
import { PASSWORD_MAX } from '../../shared/validators';
import { toast } from '../../shared/toaster';
import { passwordChangeProblems, type PasswordChangeField } from './password-rules';

const EMPTY: PasswordChangeRequest = { currentPassword: '', password: '', passwordConfirmation: '' };

/**
 * The password change of member-info, driven by the password-change machine: the browser
 * checks spec section 5 first, the server's refusal stays in the dialog, and on success the
 * session goes on with the new token the server answered (the older ones are revoked).
 */
export function PasswordDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const auth = useAuthActor();
  const [values, setValues] = useState<PasswordChangeRequest>(EMPTY);
  /** A submit was tried: each field shows its problem. */
  const [touched, setTouched] = useState(false);
  // The logic is read once, on the first render (as useMachine does).
  const machine = passwordChangeMachine.provide({
    actors: {
      changePassword: fromPromise<PasswordChanged, PasswordChangeRequest>(({ input }) =>
        withServerMessage(async () => {
          const { data } = await client.mutate({ mutation: ChangePasswordDocument, variables: { input }, context: { handlesErrors: true } });
          const token = data?.changePassword.token;
          if (!token) throw new Error(t('common.unexpectedError'));
          return { token, message: t('member.password.changed') };
        }),
      ),
    },
    actions: {
      renewToken: (_, { token }) => auth.send({ type: 'auth.tokenRenewed', token }),
      announce: (_, { message }) => {
        toast.success(message || t('member.password.changed'));
        setValues(EMPTY);
        setTouched(false);
      },
    },
  });
  const [state, send] = useMachine(machine);

  useEffect(() => {
    send({ type: isOpen ? 'password.open' : 'password.close' });
  }, [isOpen, send]);
  /** Each opening starts empty (a closed dialog keeps no password). */
  const close = () => {
    setValues(EMPTY);
    setTouched(false);
    onClose();
  };
  const done = state.matches('done');
  useEffect(() => {
    if (done) onClose();
    // Only when the flow ends: the page may hand a new onClose at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);

  const { error } = state.context;
  const allProblems = passwordChangeProblems(values);
  const problems = touched ? allProblems : {};
  const messages = { oldRequired: t('member.password.oldRequired'), passwordRule: t('forgot.passwordRule'), confirmRequired: t('forgot.confirmRequired'), passwordsDiffer: t('forgot.passwordsDiffer') };
  const submitting = state.matches('submitting');
  const change = (field: PasswordChangeField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    send({ type: 'password.edit' });
  };
  const field = (name: PasswordChangeField, label: string, placeholder: string, autoComplete: string, testId: string) => {
    const problem = problems[name];
    return (
      <FormGroup label={label} labelFor={`password-${name}`} intent={problem ? 'danger' : 'none'} helperText={problem ? messages[problem] : undefined}>
        <InputGroup
          id={`password-${name}`}
          type="password"
          autoComplete={autoComplete}
          maxLength={name === 'currentPassword' ? 64 : PASSWORD_MAX}
          placeholder={placeholder}
          value={values[name]}
          intent={problem ? 'danger' : 'none'}
          disabled={submitting}
          onValueChange={change(name)}
          data-testid={testId}
        />
      </FormGroup>
    );
  };

  return (
    <Dialog isOpen={isOpen && !state.matches('closed') && !done} onClose={close} title={t('member.password.title')} data-testid="password-dialog">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (Object.keys(allProblems).length === 0) send({ type: 'password.submit', request: values });
        }}
      >
        <DialogBody>
          {error !== null && (
            <Callout intent="danger" icon="error" compact role="alert" data-testid="password-error">
              {error}
            </Callout>
          )}
          {field('currentPassword', t('member.password.old'), t('member.password.oldPlaceholder'), 'current-password', 'password-old')}
          {field('password', t('forgot.password'), t('forgot.passwordPlaceholder'), 'new-password', 'password-new')}
          {field('passwordConfirmation', t('forgot.confirm'), t('forgot.confirmPlaceholder'), 'new-password', 'password-confirm')}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('member.password.cancel')} onClick={close} disabled={submitting} data-testid="password-cancel" />
              <Button type="submit" intent="primary" loading={submitting} text={t('member.password.submit')} data-testid="password-submit" />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
