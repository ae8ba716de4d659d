import { Button, Callout, Card, FileInput, FormGroup, H3, InputGroup, ProgressBar } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { CreateCoursewareDocument } from '../../graphql/generated/courseware';
import { COURSEWARE_NAME_MAX, coursewareUploadMachine, type ChosenFile, type RegisteredCourseware } from '../../machines/courseware-upload';
import { withServerMessage } from '../../shared/api-errors';
import { toast } from '../../shared/toaster';
import { readMediaMetadata } from '../../shared/uploader/media-metadata';
import { sendFile } from '../../shared/uploader/send-file';
import { COURSEWARE_ACCEPT, MEDIA_MAX_SECONDS, UPLOAD_MAX_MB, uploadKindOfName, type CoursewareFileKind } from '../../shared/upload-rules';

/** The upload flow's id in its actor system (the file sender tells it the percent sent). */
const UPLOAD_FLOW = 'courseware-upload';

/** Where each kind is sent (the one upload path: media are queued for transcoding there). */
const UPLOAD_PATH: Record<CoursewareFileKind, string> = { media: '/api/app/public/media/', document: '/api/app/public/document/' };

/**
 * Choosing a file, naming it and sending it with its progress (cancel stops the request), then
 * registering it (createCourseware), driven by the courseware-upload machine.
 */
export function UploadPanel({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const inputRef = useRef<HTMLInputElement | null>(null);
  // The logic is read once, on the first render (as useMachine does).
  const machine = coursewareUploadMachine.provide({
    actors: {
      sendFile: fromPromise<{ uploadId: number }, { kind: CoursewareFileKind; file: ChosenFile | null }>(({ input, signal, system }) => {
        const file = input.file?.blob;
        if (!(file instanceof File)) return Promise.reject(new Error(t('courseware.upload.notSupported')));
        // The percent sent goes to the upload flow (registered in the actor system under its id).
        const flow = system.get(UPLOAD_FLOW);
        const sending = sendFile<{ id: number; upload_id?: number | null }>(UPLOAD_PATH[input.kind], file, (percent) => flow?.send({ type: 'upload.progress', percent }));
        // Cancel stops this actor: the request is aborted.
        signal.addEventListener('abort', () => sending.abort());
        return sending.done.then((data) => ({ uploadId: input.kind === 'media' ? (data.upload_id ?? 0) : data.id }));
      }),
      register: fromPromise<RegisteredCourseware, { upload_id: number; name: string }>(({ input }) =>
        withServerMessage(async () => {
          const { data } = await client.mutate({ mutation: CreateCoursewareDocument, variables: { input: { uploadId: String(input.upload_id), name: input.name } }, context: { handlesErrors: true } });
          const created = data?.createCourseware.courseware;
          if (!created) throw new Error(t('common.unexpectedError'));
          return { id: created.id, name: created.name, status: created.status };
        }),
      ),
    },
    actions: {
      registered: (_, { courseware }) => {
        toast.success(t('courseware.upload.registered', { name: courseware.name }));
        onRegistered();
      },
    },
  });
  const [state, send] = useMachine(machine, { systemId: UPLOAD_FLOW });
  const { file, name, progress, choice, error } = state.context;
  const sending = state.matches('uploading');
  const registering = state.matches('registering');
  const busy = sending || registering;
  const nameMissing = state.matches({ open: 'chosen' }) && name.trim() === '';
  const reset = () => {
    if (inputRef.current) inputRef.current.value = '';
    send({ type: 'upload.clear' });
  };

  return (
    <Card className="courseware-upload" data-testid="courseware-upload">
      <H3>{t('courseware.upload.title')}</H3>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'upload.submit' });
        }}
      >
        <FormGroup label={t('courseware.upload.file')} labelFor="courseware-file" helperText={t('courseware.upload.chooseHint', { media: UPLOAD_MAX_MB.media, document: UPLOAD_MAX_MB.document, hours: MEDIA_MAX_SECONDS / 3600 })}>
          <FileInput
            fill
            disabled={busy}
            text={file?.name ?? t('courseware.upload.noFile')}
            buttonText={t('courseware.upload.choose')}
            hasSelection={file !== null}
            inputProps={{ id: 'courseware-file', accept: COURSEWARE_ACCEPT, ref: inputRef, 'data-testid': 'courseware-file' } as never}
            onInputChange={(e) => {
              const chosen = (e.target as HTMLInputElement).files?.[0];
              if (!chosen) return;
              // Video and audio: their length and picture size first, where the browser can read them (the caps are checked before sending).
              const metadata = uploadKindOfName(chosen.name) === 'media' ? readMediaMetadata(chosen) : Promise.resolve(null);
              void metadata.then((media) => send({ type: 'file.choose', file: { name: chosen.name, size: chosen.size, blob: chosen, media } }));
            }}
          />
        </FormGroup>
        {choice && (
          <Callout intent="warning" role="alert" data-testid="courseware-choice">
            {choice.problem === 'tooLarge'
              ? t('courseware.upload.tooLarge', { max: choice.maxMb })
              : choice.problem === 'tooLong'
                ? t('courseware.upload.tooLong', { count: choice.maxHours })
                : choice.problem === 'resolutionTooLarge'
                  ? t('courseware.upload.resolutionTooLarge', { long: choice.longSide, short: choice.shortSide })
                  : t('courseware.upload.notSupported')}
          </Callout>
        )}
        {file && (
          <FormGroup label={t('courseware.upload.name')} labelFor="courseware-name" intent={nameMissing ? 'danger' : 'none'} helperText={nameMissing ? t('courseware.upload.nameRequired') : undefined}>
            <InputGroup
              id="courseware-name"
              value={name}
              maxLength={COURSEWARE_NAME_MAX}
              placeholder={t('courseware.upload.namePlaceholder')}
              disabled={busy || state.matches({ open: 'registered' })}
              onChange={(e) => send({ type: 'name.change', value: e.target.value })}
              data-testid="courseware-name-input"
            />
          </FormGroup>
        )}
        {sending && (
          <div className="courseware-upload__progress" data-testid="courseware-progress">
            <ProgressBar value={progress / 100} intent="primary" animate stripes aria-label={t('courseware.upload.sendingLabel')} aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100} />
            <span role="status">{t('courseware.upload.sending', { name: file?.name ?? '', percent: progress })}</span>
          </div>
        )}
        {registering && (
          <p role="status" className="courseware-upload__note">
            {t('courseware.upload.registering')}
          </p>
        )}
        {state.matches({ open: 'failed' }) && error && (
          <Callout intent="danger" role="alert" data-testid="courseware-error">
            {t('courseware.upload.failed', { error })}
          </Callout>
        )}
        <div className="courseware-upload__actions">
          {state.matches({ open: 'chosen' }) && <Button type="submit" intent="primary" icon="upload" text={t('courseware.upload.submit')} disabled={nameMissing} data-testid="courseware-submit" />}
          {sending && <Button icon="cross" text={t('courseware.upload.cancel')} onClick={() => send({ type: 'upload.cancel' })} data-testid="courseware-cancel" />}
          {state.matches({ open: 'failed' }) && <Button intent="primary" icon="refresh" text={t('courseware.upload.retry')} onClick={() => send({ type: 'upload.retry' })} data-testid="courseware-retry" />}
          {(state.matches({ open: 'chosen' }) || state.matches({ open: 'failed' })) && <Button variant="minimal" text={t('courseware.upload.clear')} onClick={reset} />}
          {state.matches({ open: 'registered' }) && <Button icon="plus" text={t('courseware.upload.another')} onClick={reset} data-testid="courseware-another" />}
        </div>
      </form>
    </Card>
  );
}
