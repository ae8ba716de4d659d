import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { ReportForumContentDocument } from '../../graphql/generated/forum';
import { COMPLAINT_MAX, complaintProblem, FORUM_CODE_OK, forumReportMachine, type ForumAnswer, type ReportTarget } from '../../machines/forum-report';
import { messageOfError } from '../../shared/api-errors';
import { toast } from '../../shared/toaster';

export { COMPLAINT_MAX };

interface Props {
  /** The post (and comment) reported. */
  target: ReportTarget;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The report dialog, driven by the report machine (src/machines/forum-report.ts): the reason is
 * required, at most 100 characters with a counter (spec sections 5 and 9); done when the server
 * takes it, then the dialog closes; a refusal stays in the dialog. A report changes nothing the
 * page shows (the moderators see it in their queue), so nothing reads again.
 */
export function ReportDialog({ target, isOpen, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const client = useApolloClient();
  // The logic is read once, on the first render (as useMachine does).
  const machine = forumReportMachine.provide({
    actors: {
      report: fromPromise<ForumAnswer, { target: ReportTarget; reason: string }>(async ({ input }) => {
        try {
          const { post_id: postId, comment_id: commentId } = input.target;
          const { data } = await client.mutate({
            mutation: ReportForumContentDocument,
            variables: { input: { postId: String(postId), commentId: commentId === undefined ? undefined : String(commentId), reason: input.reason } },
            context: { handlesErrors: true },
          });
          if (!data?.reportForumContent.reported) throw new Error(t('common.loadFailed'));
          return { code: FORUM_CODE_OK, msg: t('forum.done.reported') };
        } catch (error) {
          throw new Error(messageOfError(error) || t('common.loadFailed'));
        }
      }),
    },
    actions: {
      announce: (_, { message }) => toast.success(message),
    },
  });
  const [state, send] = useMachine(machine);
  const { reason, touched, error } = state.context;

  useEffect(() => {
    send(isOpen ? { type: 'report.open', target } : { type: 'report.close' });
    // The target of an open dialog does not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen, send]);
  const done = state.matches('done');
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);

  const problem = complaintProblem(reason);
  const showProblem = touched && problem !== null;
  const length = [...reason].length;
  return (
    <Dialog isOpen={isOpen && !state.matches('closed') && !done} onClose={onClose} title={t('forum.report.title')}>
      <DialogBody>
        {error !== null && (
          <Callout intent="danger" icon="error" className="forum-report-error" data-testid="report-error">
            {error}
          </Callout>
        )}
        <FormGroup
          label={t('forum.report.reason')}
          labelFor={id}
          labelInfo={t('forum.required')}
          intent={showProblem ? 'danger' : 'none'}
          helperText={
            <span className="forum-counter" aria-live="polite" data-testid="report-counter">
              {showProblem ? `${t(problem === 'required' ? 'forum.report.reasonRequired' : 'forum.report.reasonTooLong')} · ` : ''}
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
            intent={showProblem ? 'danger' : 'none'}
            disabled={state.matches('submitting')}
            onChange={(event) => send({ type: 'reason.change', reason: event.target.value })}
            data-testid="report-reason"
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('forum.cancel')} onClick={onClose} disabled={state.matches('submitting')} />
            <Button intent="primary" text={t('forum.report.submit')} loading={state.matches('submitting')} onClick={() => send({ type: 'report.submit' })} data-testid="report-submit" />
          </>
        }
      />
    </Dialog>
  );
}
