import { Button, Callout, FormGroup, H2, HTMLSelect, NonIdealState } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { CreateForumPostDocument, ForumPlateChoicesDocument, ViewerForumBanDocument } from '../../graphql/generated/forum';
import { forumPostEditorMachine, MAX_POST_IMAGES, postProblems, type BanStatus, type CreatedPost, type NewPost } from '../../machines/forum-post-editor';
import { messageOfError } from '../../shared/api-errors';
import { companyTime, formatDateTime } from '../../shared/dates';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { toast } from '../../shared/toaster';
import { ImageUploader } from '../../shared/uploader/ImageUploader';
import { RichEditor } from './RichEditor';
import './forum.css';

/** The text of the editor's HTML, to tell an empty post before sending it. */
function hasText(html: string) {
  const div = document.createElement('div');
  div.innerHTML = html;
  return (div.textContent ?? '').trim() !== '';
}

/**
 * /forum/forum-post/, driven by the post editor machine (src/machines/forum-post-editor.ts):
 * the banned check runs first (a banned user sees why and until when, and no editor); then a
 * plate (required), the rich text and up to 9 pictures, each upload pending or failed;
 * submitting; a refusal (a ban that began meanwhile, a banned plate) keeps the post.
 */
export function ForumPostPage({ plateId }: { plateId?: number }) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const labelId = useId();
  const plateFieldId = useId();
  const platesQuery = useQuery(ForumPlateChoicesDocument, { fetchPolicy: 'cache-and-network' });
  // The logic is read once, on the first render (as useMachine does).
  const machine = forumPostEditorMachine.provide({
    actors: {
      checkBan: fromPromise<BanStatus, void>(async () => {
        try {
          const { data } = await client.query({ query: ViewerForumBanDocument, fetchPolicy: 'network-only', context: { handlesErrors: true } });
          if (!data?.viewer) throw new Error(t('common.loadFailed'));
          const ban = data.viewer.forumBan;
          if (!ban) return { is_banned: 0, reason: null, ends_at: null };
          return { is_banned: 1, reason: ban.reason, ends_at: ban.endsAt === null ? null : Math.floor(companyTime(ban.endsAt).toSeconds()) };
        } catch (error) {
          throw new Error(messageOfError(error) || t('common.loadFailed'));
        }
      }),
      createPost: fromPromise<CreatedPost, NewPost>(async ({ input }) => {
        try {
          const { data } = await client.mutate({
            mutation: CreateForumPostDocument,
            variables: { input: { plateId: String(input.plateId), content: input.content, imageIds: input.imageIds.map(String) } },
            context: { handlesErrors: true },
          });
          const post = data?.createForumPost.post;
          if (!post) throw new Error(t('common.loadFailed'));
          return { id: Number(post.id), plate_id: Number(post.plate.id), msg: t('forum.done.posted') };
        } catch (error) {
          throw new Error(messageOfError(error) || t('common.loadFailed'));
        }
      }),
    },
    actions: {
      posted: (_, { post }) => {
        toast.success(post.msg ?? '');
        void navigate({ to: '/forum/forum-detail/$id', params: { id: post.id }, search: { plate_id: post.plate_id } });
      },
    },
  });
  const [state, send] = useMachine(machine, { input: { plateId: plateId ?? null } });
  const { context } = state;

  if (state.matches('checking')) return <LoadingState />;
  if (state.matches('checkFailed')) return <ErrorState error={new Error(context.error ?? '')} onRetry={() => send({ type: 'post.retry' })} />;
  if (state.matches('banned') && context.ban) {
    const until = context.ban.ends_at ? formatDateTime(context.ban.ends_at, i18n.language) : null;
    const reason = context.ban.reason ?? '';
    return (
      <section className="forum-page" role="alert" data-testid="post-banned">
        <NonIdealState
          icon="disable"
          title={t('forum.bannedTitle')}
          description={until ? t('forum.bannedUntil', { until, reason }) : t('forum.bannedForever', { reason })}
          action={<Link to="/forum">{t('forum.backToForum')}</Link>}
        />
      </section>
    );
  }

  const plates = (platesQuery.data?.forumPlates ?? []).filter((p) => p.status !== 'BANNED');
  const problems = postProblems(context);
  const submitting = state.matches('submitting') || state.matches('posted');
  return (
    <section className="forum-page forum-post-form" data-testid="forum-post">
      <H2>{t('forum.write')}</H2>
      {state.matches('refused') && context.error && (
        <Callout intent="danger" icon="error" title={t('forum.postRefusedTitle')} data-testid="post-refused">
          {context.error}
        </Callout>
      )}
      <FormGroup
        label={t('forum.plate')}
        labelFor={plateFieldId}
        labelInfo={t('forum.required')}
        intent={context.tried && problems.plate ? 'danger' : 'none'}
        helperText={context.tried && problems.plate ? t('forum.plateRequired') : undefined}
      >
        <HTMLSelect
          id={plateFieldId}
          value={context.plateId ?? ''}
          disabled={submitting}
          onChange={(e) => send({ type: 'plate.choose', plateId: e.target.value ? Number(e.target.value) : null })}
          data-testid="plate-select"
        >
          <option value="">{t('forum.choosePlate')}</option>
          {plates.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <div className="bp6-form-group">
        <span id={labelId} className="bp6-label">
          {t('forum.content')}
        </span>
        <RichEditor labelId={labelId} onChange={(html) => send({ type: 'content.change', html, empty: !hasText(html) })} invalid={context.tried && problems.content} />
        {context.tried && problems.content && <div className="bp6-form-helper-text forum-error">{t('forum.contentRequired')}</div>}
      </div>
      <FormGroup label={t('forum.pictures', { max: MAX_POST_IMAGES })}>
        <ImageUploader value={context.images} onChange={() => undefined} onUploadEvent={send} max={MAX_POST_IMAGES} disabled={submitting} />
      </FormGroup>
      <div className="forum-post-form__buttons">
        <Button intent="primary" text={t('forum.publish')} loading={submitting} disabled={problems.uploading} onClick={() => send({ type: 'post.submit' })} data-testid="publish" />
        <Link to="/forum">{t('forum.cancel')}</Link>
      </div>
    </section>
  );
}
