import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { BindContactDocument, SendBindingCodeDocument, type MemberProfileFieldsFragment } from '../../graphql/generated/member';
import { contactBindingMachine, type BindRequest, type Bound, type CodeSent } from '../../machines/contact-binding';
import { withServerMessage } from '../../shared/api-errors';
import { toast } from '../../shared/toaster';
import { isValidMail, isValidMobile } from '../../shared/validators';

/** A digits-only entry is a mobile number and must have 11 digits (spec section 5); anything else must be a mail address. */
export function bindTargetProblem(value: string): 'mobileInvalid' | null {
  const v = value.trim();
  if (/^\d+$/.test(v) || !v.includes('@')) return isValidMobile(v) ? null : 'mobileInvalid';
  return isValidMail(v) ? null : 'mobileInvalid';
}

/**
 * Binds a new mobile number or mail address, driven by the contact-binding machine: a code is
 * sent to it (passMobileMail, then the countdown the server names), then confirmed
 * (boundMobileMail); the dialog's checks and the server's refusals stay shown in it.
 */
export function BindDialog({ isOpen, onClose, onBound }: { isOpen: boolean; onClose: () => void; onBound: (user: MemberProfileFieldsFragment) => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  // The logic is read once, on the first render (as useMachine does).
  const machine = contactBindingMachine.provide({
    actors: {
      sendCode: fromPromise<CodeSent, { target: string }>(({ input }) =>
        withServerMessage(async () => {
          const { data } = await client.mutate({ mutation: SendBindingCodeDocument, variables: { input: { target: input.target } }, context: { handlesErrors: true } });
          return { resendAfter: data?.sendBindingCode.resendAfterSeconds ?? 60, message: t('member.bind.codeSent') };
        }),
      ),
      bindTarget: fromPromise<Bound<unknown>, BindRequest>(({ input }) =>
        withServerMessage(async () => {
          // The payload's viewer is written into the cache: the page shows the new number at once.
          const { data } = await client.mutate({ mutation: BindContactDocument, variables: { input: { target: input.target, code: input.code } }, context: { handlesErrors: true } });
          return { user: data?.bindContact.viewer ?? null, message: t('member.bind.bound') };
        }),
      ),
    },
    actions: {
      announce: (_, { message }) => {
        if (message) toast.success(message);
      },
      bound: (_, { user }) => {
        if (user) onBound(user as MemberProfileFieldsFragment);
        setTarget('');
        setCode('');
      },
    },
  });
  const [state, send] = useMachine(machine);
  const { error, secondsLeft } = state.context;
  const bound = state.matches({ form: 'bound' });
  useEffect(() => {
    if (bound) onClose();
    // Only when the flow ends: the page may hand a new onClose at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bound]);
  useEffect(() => {
    if (isOpen) send({ type: 'bind.open' });
  }, [isOpen, send]);

  const counting = state.matches({ code: 'codeSent' });
  const busy = state.matches({ code: 'sending' }) || state.matches({ form: 'binding' });

  function sendCode() {
    const problem = bindTargetProblem(target);
    if (problem) return send({ type: 'bind.invalid', message: t(`member.bind.${problem}`) });
    send({ type: 'bind.sendCode', target: target.trim() });
  }

  function bind() {
    const problem = bindTargetProblem(target);
    if (problem) return send({ type: 'bind.invalid', message: t(`member.bind.${problem}`) });
    if (!/^\d{6}$/.test(code)) return send({ type: 'bind.invalid', message: t('member.bind.codeRequired') });
    send({ type: 'bind.submit', request: { target: target.trim(), code } });
  }

  return (
    <Dialog isOpen={isOpen && !bound} onClose={onClose} title={t('member.bind.title')} data-testid="bind-dialog">
      <DialogBody>
        {error && (
          <Callout intent="danger" compact data-testid="bind-error">
            {error}
          </Callout>
        )}
        <FormGroup label={t('member.bind.target')} labelFor="bind-target">
          <InputGroup id="bind-target" value={target} placeholder={t('member.bind.targetPlaceholder')} onValueChange={setTarget} data-testid="bind-target" />
        </FormGroup>
        <FormGroup label={t('member.bind.code')} labelFor="bind-code">
          <InputGroup
            id="bind-code"
            value={code}
            maxLength={6}
            placeholder={t('member.bind.codePlaceholder')}
            onValueChange={setCode}
            data-testid="bind-code"
            rightElement={<Button variant="minimal" disabled={counting || busy} text={counting ? t('member.bind.resend', { seconds: secondsLeft }) : t('member.bind.sendCode')} onClick={sendCode} data-testid="bind-send" />}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('member.bind.cancel')} onClick={onClose} />
            <Button intent="primary" loading={state.matches({ form: 'binding' })} disabled={state.matches({ code: 'sending' })} text={t('member.bind.submit')} onClick={bind} data-testid="bind-submit" />
          </>
        }
      />
    </Dialog>
  );
}
