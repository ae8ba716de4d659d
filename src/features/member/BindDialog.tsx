import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoundMobileMailDocument, PassMobileMailDocument, type MemberProfileFieldsFragment } from '../../graphql/generated';
import { messageOfError } from '../../shared/api-errors';
import { toast } from '../../shared/toaster';
import { isValidMail, isValidMobile } from '../../shared/validators';

/** A digits-only entry is a mobile number and must have 11 digits (spec section 5); anything else must be a mail address. */
export function bindTargetProblem(value: string): 'mobileInvalid' | null {
  const v = value.trim();
  if (/^\d+$/.test(v) || !v.includes('@')) return isValidMobile(v) ? null : 'mobileInvalid';
  return isValidMail(v) ? null : 'mobileInvalid';
}

/** Binds a new mobile number or mail address: a code is sent to it (passMobileMail), then confirmed (boundMobileMail). */
export function BindDialog({ isOpen, onClose, onBound }: { isOpen: boolean; onClose: () => void; onBound: (user: MemberProfileFieldsFragment) => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  async function send() {
    const problem = bindTargetProblem(target);
    if (problem) return setError(t(`member.bind.${problem}`));
    setError(null);
    setBusy(true);
    try {
      const { data } = await client.mutate({ mutation: PassMobileMailDocument, variables: { input: { mobile: target.trim() } }, context: { handlesErrors: true } });
      toast.success(data?.passMobileMail?.msg ?? '');
      setWait(data?.passMobileMail?.data?.resend_after ?? 60);
    } catch (e) {
      setError(messageOfError(e));
    } finally {
      setBusy(false);
    }
  }

  async function bind() {
    const problem = bindTargetProblem(target);
    if (problem) return setError(t(`member.bind.${problem}`));
    if (!/^\d{6}$/.test(code)) return setError(t('member.bind.codeRequired'));
    setBusy(true);
    try {
      const { data } = await client.mutate({ mutation: BoundMobileMailDocument, variables: { input: { mobile: target.trim(), code } }, context: { handlesErrors: true } });
      const user = data?.boundMobileMail?.data;
      toast.success(data?.boundMobileMail?.msg ?? t('member.bind.bound'));
      if (user) onBound(user);
      setTarget('');
      setCode('');
      setError(null);
      onClose();
    } catch (e) {
      setError(messageOfError(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('member.bind.title')} data-testid="bind-dialog">
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
            rightElement={<Button variant="minimal" disabled={wait > 0 || busy} text={wait > 0 ? t('member.bind.resend', { seconds: wait }) : t('member.bind.sendCode')} onClick={() => void send()} data-testid="bind-send" />}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('member.bind.cancel')} onClick={onClose} />
            <Button intent="primary" loading={busy} text={t('member.bind.submit')} onClick={() => void bind()} data-testid="bind-submit" />
          </>
        }
      />
    </Dialog>
  );
}
