import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec sections 5 and 9: a complaint's reason is required, at most 100 characters, with a counter. */
export const COMPLAINT_MAX = 100;

/** Asks the reason of a report; `onSubmit` answers whether the report was taken (then the dialog closes). */
export function ReportDialog({ isOpen, onClose, onSubmit }: { isOpen: boolean; onClose: () => void; onSubmit: (reason: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const length = [...reason].length;
  const empty = reason.trim() === '';
  const tooLong = length > COMPLAINT_MAX;
  const invalid = empty || tooLong;

  async function submit() {
    setTouched(true);
    if (invalid) return;
    setBusy(true);
    const done = await onSubmit(reason.trim());
    setBusy(false);
    if (done) {
      setReason('');
      setTouched(false);
      onClose();
    }
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('forum.report.title')}>
      <DialogBody>
        <FormGroup
          label={t('forum.report.reason')}
          labelFor={id}
          labelInfo={t('forum.required')}
          intent={touched && invalid ? 'danger' : 'none'}
          helperText={
            <span className="forum-counter" aria-live="polite" data-testid="report-counter">
              {touched && empty ? `${t('forum.report.reasonRequired')} · ` : ''}
              {t('forum.report.counter', { count: length, max: COMPLAINT_MAX })}
            </span>
          }
        >
          <TextArea
            id={id}
            fill
            rows={3}
            value={reason}
            maxLength={COMPLAINT_MAX}
            intent={touched && invalid ? 'danger' : 'none'}
            onChange={(event) => setReason(event.target.value)}
            data-testid="report-reason"
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('forum.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('forum.report.submit')} loading={busy} onClick={() => void submit()} data-testid="report-submit" />
          </>
        }
      />
    </Dialog>
  );
}
