import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Card, Checkbox, FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { useMachine } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { SiteSettingsDocument, UpdateSiteSettingsDocument, type CertificateRule, type SiteSettingsFormFragment } from '../../../graphql/generated/admin';
import { backOfficeChangeMachine, type BackOfficeChange } from '../../../machines/back-office-change';
import { withServerMessage } from '../../../shared/api-errors';
import { ErrorState, LoadingState } from '../../../shared/state/LoadState';
import { toast } from '../../../shared/toaster';

type Draft = SiteSettingsFormFragment;
type TextKey = { [K in keyof Draft]: Draft[K] extends string ? K : never }[keyof Draft];
type NumberKey = { [K in keyof Draft]: Draft[K] extends number ? K : never }[keyof Draft];
type SwitchKey = { [K in keyof Draft]: Draft[K] extends boolean ? K : never }[keyof Draft];

const CERTIFICATE_RULES: CertificateRule[] = ['REQUIRED_COURSE', 'TASK', 'ONLINE_TRAINING', 'OFFICIAL_EXAM', 'LEARNING_MAP'];
/** The bounds the server holds each number to (config module, site-settings.ts), offered by the inputs. */
const NUMBER_BOUNDS: Record<NumberKey, [number, number]> = {
  dailySignInCredits: [0, 100],
  courseCompleteCredits: [0, 1000],
  examPassCredits: [0, 1000],
  mapPunchInCredits: [0, 100],
  studyCreditsMax: [1, 60],
  defenceEarlyMinutes: [0, 120],
};

/** The settings that changed from what the server holds (only those are sent). */
function changedOf(draft: Draft, saved: Draft): Partial<Draft> {
  return Object.fromEntries(Object.entries(draft).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(saved[key as keyof Draft]))) as Partial<Draft>;
}

/**
 * The site settings (everything the portal reads from the site config): the page holds the
 * draft, the back-office change machine the save (saving; refused: the server's message at the
 * field it names, the draft kept to correct). Only the settings that changed are sent; the
 * portal reads them on its next request.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(SiteSettingsDocument, { fetchPolicy: 'network-only' });
  const [draft, setDraft] = useState<Draft | null>(null);
  // The server's values (with Apollo's __typename, never sent: only changed settings are).
  const saved = data?.siteSettings ?? null;
  const current = draft ?? saved;

  const [state, send] = useMachine(
    backOfficeChangeMachine.provide({
      actors: {
        save: fromPromise<string | undefined, BackOfficeChange>(({ input }) =>
          withServerMessage(async () => {
            await client.mutate({ mutation: UpdateSiteSettingsDocument, variables: { input: JSON.parse(input.values.changes ?? '{}') as Partial<Draft> }, context: { handlesErrors: true } });
            return undefined;
          }),
        ),
      },
      actions: {
        announce: () => toast.success(t('admin.organisation.done.updateSettings')),
        refresh: () => {
          setDraft(null);
          void refetch();
        },
      },
    }),
  );
  const refusal = state.context.refusal;

  if (!current && loading) return <LoadingState rows={10} />;
  if (!current || !saved) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const changes = changedOf(current, saved);
  const dirty = Object.keys(changes).length > 0;

  const change = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    // Correcting the draft clears the refusal (the machine leaves `refused`).
    if (state.matches('refused')) send({ type: 'edit.cancel' });
    setDraft({ ...current, [key]: value });
  };
  const group = (key: keyof Draft, control: (id: string, refused: boolean) => ReactNode, help?: string) => {
    const id = `setting-${key}`;
    const refused = refusal?.field === key;
    return (
      <FormGroup label={t(`admin.settings.field.${key}`)} labelFor={id} intent={refused ? 'danger' : 'none'} helperText={refused ? refusal.message : help}>
        {control(id, refused)}
      </FormGroup>
    );
  };
  const text = (key: TextKey, maxLength = 200, help?: string) =>
    group(key, (id, refused) => <InputGroup id={id} value={current[key]} maxLength={maxLength} intent={refused ? 'danger' : 'none'} aria-invalid={refused || undefined} onValueChange={(value) => change(key, value)} />, help);
  const picture = (key: 'icon' | 'logo' | 'logoEn') =>
    group(
      key,
      (id, refused) => (
        <div className="admin-settings__picture">
          <InputGroup id={id} value={current[key]} maxLength={400} intent={refused ? 'danger' : 'none'} aria-invalid={refused || undefined} onValueChange={(value) => change(key, value)} />
          {/^\/(?!\/)/.test(current[key]) && <img src={current[key]} alt={t('admin.settings.preview', { name: t(`admin.settings.field.${key}`) })} className="admin-settings__preview" />}
        </div>
      ),
      t('admin.settings.pictureHelp'),
    );
  const number = (key: NumberKey) => {
    const [min, max] = NUMBER_BOUNDS[key];
    return group(
      key,
      (id, refused) => <InputGroup id={id} type="number" min={min} max={max} step={1} value={String(current[key])} intent={refused ? 'danger' : 'none'} aria-invalid={refused || undefined} onValueChange={(value) => change(key, Number(value))} />,
      t('admin.settings.range', { min, max }),
    );
  };
  const toggle = (key: SwitchKey) => {
    const refused = refusal?.field === key;
    return (
      <FormGroup intent={refused ? 'danger' : 'none'} helperText={refused ? refusal.message : undefined}>
        <Switch checked={current[key]} label={t(`admin.settings.field.${key}`)} onChange={(event) => change(key, event.currentTarget.checked)} />
      </FormGroup>
    );
  };
  const general = refusal && (refusal.field === null || !(refusal.field in current)) ? refusal.message : null;

  return (
    <section aria-labelledby="admin-settings-title" className="admin-settings">
      <div className="admin-page__head">
        <h1 id="admin-settings-title" className="admin-page__title">
          {t('admin.settings.title')}
        </h1>
      </div>
      <p className="bp6-text-muted">{t('admin.settings.intro')}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (dirty) send({ type: 'edit.open', change: { kind: 'updateSettings', targetId: null, targetName: '', values: { changes: JSON.stringify(changes) } } });
        }}
        data-testid="settings-form"
      >
        <Card className="admin-settings__card">
          <h2 className="admin-settings__heading">{t('admin.settings.section.site')}</h2>
          <div className="admin-form-grid">
            {text('webTitle', 40)}
            {text('webTitleEn', 60)}
            {text('copyright')}
            {text('copyrightEn')}
            {picture('icon')}
            {picture('logo')}
            {picture('logoEn')}
            {text('downloadUrl', 400)}
            {text('downloadUrlEn', 400)}
          </div>
        </Card>
        <Card className="admin-settings__card">
          <h2 className="admin-settings__heading">{t('admin.settings.section.features')}</h2>
          {toggle('shopOpen')}
          {toggle('chatAppLogin')}
          <div className="admin-form-grid">
            {text('chatAppCorpId', 64)}
            {text('chatAppAgentId', 20)}
          </div>
        </Card>
        <Card className="admin-settings__card">
          <h2 className="admin-settings__heading">{t('admin.settings.section.credits')}</h2>
          <div className="admin-form-grid">
            {number('dailySignInCredits')}
            {number('courseCompleteCredits')}
            {number('examPassCredits')}
            {number('mapPunchInCredits')}
            {number('studyCreditsMax')}
            {number('defenceEarlyMinutes')}
          </div>
        </Card>
        <Card className="admin-settings__card">
          <h2 className="admin-settings__heading" id="certificate-rules-heading">
            {t('admin.settings.section.certificates')}
          </h2>
          <p className="bp6-text-muted">{t('admin.settings.certificatesHelp')}</p>
          <div role="group" aria-labelledby="certificate-rules-heading">
            {CERTIFICATE_RULES.map((rule) => (
              <Checkbox
                key={rule}
                inline
                label={t(`learning.certificates.rule.${rule}`)}
                checked={current.certificateRules.includes(rule)}
                onChange={(event) => change('certificateRules', event.currentTarget.checked ? [...current.certificateRules, rule] : current.certificateRules.filter((chosen) => chosen !== rule))}
              />
            ))}
          </div>
          {refusal?.field === 'certificateRules' && (
            <p className="bp6-text-danger" role="alert">
              {refusal.message}
            </p>
          )}
        </Card>
        {general && (
          <p className="bp6-text-danger" role="alert">
            {general}
          </p>
        )}
        <div className="admin-settings__actions">
          <Button text={t('admin.settings.discard')} disabled={!dirty || state.matches('saving')} onClick={() => setDraft(null)} />
          <Button type="submit" intent="primary" text={t('admin.organisation.save')} loading={state.matches('saving')} disabled={!dirty} data-testid="settings-save" />
        </div>
      </form>
    </section>
  );
}
