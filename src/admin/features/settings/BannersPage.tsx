import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Button, ButtonGroup, Callout, HTMLTable, Tag } from '@blueprintjs/core';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { BannersDocument, type BannerRowFragment } from '../../../graphql/generated/admin';
import { backOfficeChangeMachine, type BackOfficeChange, type BackOfficeChangeKind } from '../../../machines/back-office-change';
import { withServerMessage } from '../../../shared/api-errors';
import { focusFirstInvalid } from '../../../shared/focus-invalid';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/state/LoadState';
import { toast } from '../../../shared/toaster';
import { BannerDialog } from './BannerDialog';
import { bannerValues, movedOrder, NEW_BANNER, saveBannerChange } from './banner-save';

/** The changes of this page. */
type BannerChangeKind = 'createBanner' | 'editBanner' | 'deleteBanner' | 'moveBanner';

/** The most banners the carousel shows, and the server keeps (server/modules/home/banners-admin.ts). */
const BANNERS_MAX = 10;

/** The form's fields by the element that holds each (for the first refused one to take the focus). */
const FIELD_ELEMENTS: Record<string, string> = { title: 'banner-title', image: 'banner-image', linkKind: 'banner-link', url: 'banner-url', targetId: 'banner-target' };

/**
 * The home page's banners (the portal's carousel): listed in their order with their picture,
 * added and rewritten in a form (the server's refusal at its field), deleted after a
 * confirmation, moved up and down one place with buttons (the keyboard's focus stays on the
 * moved banner's button). Every change is one run of the back-office-change machine; the portal's
 * home page shows it on its next load.
 */
export function BannersPage() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(BannersDocument, { fetchPolicy: 'cache-and-network' });
  /** The move button to focus again once the list is read in its new order. */
  const refocus = useRef<{ id: string; by: -1 | 1; order: string } | null>(null);

  const [state, send] = useMachine(
    backOfficeChangeMachine.provide({
      actors: {
        save: fromPromise<string | undefined, BackOfficeChange>(({ input }) =>
          withServerMessage(async () => {
            await saveBannerChange(client, input);
            return undefined;
          }),
        ),
      },
      actions: {
        announce: (_, { change }) => toast.success(t(`admin.organisation.done.${change.kind as BannerChangeKind}`, { name: change.values.title || change.targetName, position: Number(change.values.position ?? 0) })),
        refresh: () => void refetch(),
      },
    }),
  );

  const banners = data?.banners;
  const change = state.context.change;
  const refusal = state.context.refusal;
  const moveRefused = state.matches('refused') && change?.kind === 'moveBanner';

  // A moved banner's button keeps the focus (the row moved in the table, which drops it).
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || !banners || state.matches('saving')) return;
    // A refused move leaves the focus where it is; an accepted one waits for the list in its new
    // order (the answer and the list's new rows may come in either order: a row moved after the
    // focus was set would drop it again).
    if (state.matches('refused')) {
      refocus.current = null;
      return;
    }
    if (banners.map((banner) => banner.id).join(',') !== wanted.order) return;
    refocus.current = null;
    const button = (by: number) => document.querySelector<HTMLButtonElement>(`[data-move="${by}:${wanted.id}"]`);
    const target = button(wanted.by);
    (target && !target.disabled ? target : button(-wanted.by))?.focus();
  }, [banners, state]);

  // A refused move (the list changed meanwhile): the list is read again, the message stays until the next change.
  useEffect(() => {
    if (moveRefused) void refetch();
  }, [moveRefused, refetch]);

  // A form refused at a field: that field takes the focus.
  useEffect(() => {
    if (state.matches('refused') && refusal?.field && FIELD_ELEMENTS[refusal.field]) focusFirstInvalid([FIELD_ELEMENTS[refusal.field]!]);
  }, [state, refusal]);

  if (!banners && loading) return <LoadingState rows={5} />;
  if (!banners) return <ErrorState error={error} onRetry={() => void refetch()} />;

  const open = (kind: BackOfficeChangeKind, banner: BannerRowFragment | null, values: Record<string, string>) => {
    // A refused move is left behind by the next change.
    if (state.matches('refused')) send({ type: 'edit.cancel' });
    send({ type: 'edit.open', change: { kind, targetId: banner?.id ?? null, targetName: banner?.title ?? '', values } });
  };
  const move = (banner: BannerRowFragment, by: -1 | 1) => {
    const order = movedOrder(
      banners.map((other) => other.id),
      banner.id,
      by,
    );
    if (!order) return;
    refocus.current = { id: banner.id, by, order: order.join(',') };
    open('moveBanner', banner, { title: banner.title, bannerIds: order.join(','), position: String(order.indexOf(banner.id) + 1) });
  };
  const busy = state.matches('saving');
  const formOpen = change !== null && (change.kind === 'createBanner' || change.kind === 'editBanner') && !state.matches('idle');
  const askDelete = change?.kind === 'deleteBanner' && !state.matches('idle');
  const full = banners.length >= BANNERS_MAX;

  const linkOf = (banner: BannerRowFragment) => {
    const kind = t(`admin.banners.link.${banner.linkKind}`);
    if (banner.linkKind === 'EXTERNAL') return t('admin.banners.linkTo', { kind, target: banner.url ?? '' });
    if (banner.linkKind === 'NONE') return kind;
    return t('admin.banners.linkTo', { kind, target: banner.targetTitle ?? t('admin.banners.targetGone', { id: banner.targetId ?? '' }) });
  };

  return (
    <section aria-labelledby="admin-banners-title" className="admin-banners">
      <h1 id="admin-banners-title" className="admin-page__title">
        {t('admin.banners.title')}
      </h1>
      <p className="bp6-text-muted">{t('admin.banners.intro', { max: BANNERS_MAX })}</p>
      <div className="admin-toolbar">
        <Button icon="add" intent="primary" text={t('admin.banners.add')} disabled={full} aria-describedby={full ? 'admin-banners-full' : undefined} onClick={() => open('createBanner', null, NEW_BANNER)} data-testid="banner-add" />
        {full && (
          <span id="admin-banners-full" className="bp6-text-muted">
            {t('admin.banners.full', { max: BANNERS_MAX })}
          </span>
        )}
      </div>
      {moveRefused && refusal && (
        <Callout intent="danger" role="alert" className="admin-banners__refused">
          {refusal.message}
        </Callout>
      )}
      {banners.length === 0 ? (
        <EmptyState icon="media" title={t('admin.banners.empty')} description={t('admin.banners.emptyHint')} />
      ) : (
        <HTMLTable className="admin-table admin-banners__table" striped>
          <caption className="bp6-text-muted admin-table__caption">{t('admin.banners.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.banners.column.order')}</th>
              <th scope="col">{t('admin.banners.column.picture')}</th>
              <th scope="col">{t('admin.banners.column.title')}</th>
              <th scope="col">{t('admin.banners.column.link')}</th>
              <th scope="col">{t('admin.banners.column.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {banners.map((banner, index) => (
              <tr key={banner.id} data-testid="banner-row">
                <td>{index + 1}</td>
                <td>
                  <img className="admin-banners__thumb" src={banner.image} alt={banner.title} />
                </td>
                <td>
                  <span className="user-text">{banner.title}</span>
                  {!banner.shown && (
                    <Tag minimal className="admin-tag">
                      {t('admin.banners.hidden')}
                    </Tag>
                  )}
                </td>
                <td className="user-text admin-banners__link">{linkOf(banner)}</td>
                <td>
                  <ButtonGroup variant="minimal">
                    <Button icon="arrow-up" aria-label={t('admin.banners.moveUp', { title: banner.title })} title={t('admin.banners.moveUp', { title: banner.title })} disabled={index === 0 || busy} data-move={`-1:${banner.id}`} onClick={() => move(banner, -1)} />
                    <Button icon="arrow-down" aria-label={t('admin.banners.moveDown', { title: banner.title })} title={t('admin.banners.moveDown', { title: banner.title })} disabled={index === banners.length - 1 || busy} data-move={`1:${banner.id}`} onClick={() => move(banner, 1)} />
                    <Button text={t('admin.banners.edit')} aria-label={t('admin.banners.editLabel', { title: banner.title })} onClick={() => open('editBanner', banner, bannerValues(banner))} />
                    <Button intent="danger" text={t('admin.banners.delete')} aria-label={t('admin.banners.deleteLabel', { title: banner.title })} onClick={() => open('deleteBanner', banner, { title: banner.title })} />
                  </ButtonGroup>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}

      <BannerDialog
        open={formOpen}
        editing={change?.kind === 'editBanner'}
        values={formOpen ? (change?.values ?? null) : null}
        saving={busy}
        refusal={formOpen ? refusal : null}
        onChange={(field, value) => send({ type: 'edit.change', field, value })}
        onSubmit={() => send({ type: 'edit.submit' })}
        onClose={() => send({ type: 'edit.cancel' })}
      />

      <Alert
        isOpen={askDelete}
        intent="danger"
        icon="trash"
        confirmButtonText={t('admin.banners.delete')}
        cancelButtonText={t('admin.banners.cancel')}
        loading={busy}
        onConfirm={() => send({ type: 'edit.confirm' })}
        onCancel={() => send({ type: 'edit.cancel' })}
      >
        <p>{askDelete && t('admin.organisation.ask.deleteBanner', { name: change?.targetName ?? '' })}</p>
        {askDelete && refusal && (
          <p className="bp6-text-danger" role="alert">
            {refusal.message}
          </p>
        )}
      </Alert>
    </section>
  );
}
