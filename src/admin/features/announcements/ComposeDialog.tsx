import { useQuery } from '@apollo/client/react';
import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup, Spinner, Tag, TextArea } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import enUS from 'date-fns/locale/en-US';
import zhCN from 'date-fns/locale/zh-CN';
import { Settings } from 'luxon';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnouncementDepartmentsDocument, AnnouncementPeopleSearchDocument } from '../../../graphql/generated/admin';
import type { AnnouncementDraft, ComposeAudience } from '../../../machines/announcement-compose';
import type { Refusal } from '../../../machines/back-office-change';
import { ordered, subtreeOf } from '../organisation/organisation-changes';

const TITLE_MAX = 100;
const BODY_MAX = 2000;
const AUDIENCES: ComposeAudience[] = ['EVERYONE', 'DEPARTMENTS', 'PEOPLE'];
const LINK_KINDS = ['COURSE', 'LEARNING_MAP', 'OFFLINE_TRAINING', 'FORMAL_EXAM'] as const;

export interface ComposeDialogProps {
  open: boolean;
  draft: AnnouncementDraft | null;
  editing: boolean;
  saving: boolean;
  refusal: Refusal | null;
  onChange: (draft: Partial<AnnouncementDraft>) => void;
  onSubmit: () => void;
  onClose: () => void;
}

/**
 * The compose dialog: title and text (with their limits), who it is for (everyone, departments
 * chosen in the tree, each with its sub-departments, or people found by a search), an optional
 * link to one of the notification centre's kinds, and when (now, or a time in the company's
 * zone). The server's refusal is shown at its field.
 */
export function ComposeDialog({ open, draft, editing, saving, refusal, onChange, onSubmit, onClose }: ComposeDialogProps) {
  const { t, i18n } = useTranslation();
  const fieldError = (field: string) => (refusal?.field === field ? refusal.message : undefined);
  const intentOf = (field: string) => (fieldError(field) ? 'danger' : 'none');
  // The days the picker offers: from today to two years ahead (a past time is refused by the server too).
  const [days] = useState(() => ({ min: new Date(), max: new Date(Date.now() + 2 * 365 * 86_400_000) }));
  return (
    <Dialog isOpen={open} onClose={onClose} title={t(editing ? 'admin.announcements.editTitle' : 'admin.announcements.newTitle')} className="admin-announce__dialog">
      {draft && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <DialogBody>
            <FormGroup label={t('admin.announcements.titleLabel')} labelFor="announce-title" intent={intentOf('title')} helperText={fieldError('title')}>
              <InputGroup id="announce-title" autoFocus value={draft.title} maxLength={TITLE_MAX} intent={intentOf('title')} onValueChange={(title) => onChange({ title })} required />
            </FormGroup>
            <FormGroup
              label={t('admin.announcements.bodyLabel')}
              labelFor="announce-body"
              intent={intentOf('body')}
              helperText={fieldError('body') ?? t('admin.announcements.counter', { count: [...draft.body].length, max: BODY_MAX })}
            >
              <TextArea id="announce-body" fill rows={4} value={draft.body} maxLength={BODY_MAX} intent={intentOf('body')} onChange={(event) => onChange({ body: event.target.value })} required />
            </FormGroup>
            <RadioGroup label={t('admin.announcements.audienceLabel')} inline selectedValue={draft.audience} onChange={(event) => onChange({ audience: event.currentTarget.value as ComposeAudience })}>
              {AUDIENCES.map((audience) => (
                <Radio key={audience} value={audience} label={t(`admin.announcements.audience.${audience}`)} />
              ))}
            </RadioGroup>
            {draft.audience === 'DEPARTMENTS' && <DepartmentPicker chosen={draft.departmentIds} onChange={(departmentIds) => onChange({ departmentIds })} error={fieldError('departmentIds')} />}
            {draft.audience === 'PEOPLE' && <PeoplePicker chosen={draft.people} onChange={(people) => onChange({ people })} error={fieldError('employeeIds')} />}
            <FormGroup label={t('admin.announcements.linkLabel')} labelFor="announce-link" intent={intentOf('linkId')} helperText={fieldError('linkId') ?? t('admin.announcements.linkHint')}>
              <div className="admin-announce__link">
                <HTMLSelect id="announce-link" value={draft.linkKind} onChange={(event) => onChange({ linkKind: event.target.value, linkId: event.target.value ? draft.linkId : '' })}>
                  <option value="">{t('admin.announcements.linkNone')}</option>
                  {LINK_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`admin.announcements.linkKind.${kind}`)}
                    </option>
                  ))}
                </HTMLSelect>
                {draft.linkKind && (
                  <InputGroup aria-label={t('admin.announcements.linkId')} placeholder={t('admin.announcements.linkId')} inputMode="numeric" value={draft.linkId} intent={intentOf('linkId')} onValueChange={(linkId) => onChange({ linkId: linkId.replace(/\D/g, '') })} />
                )}
              </div>
            </FormGroup>
            <RadioGroup label={t('admin.announcements.whenLabel')} inline selectedValue={draft.schedule ? 'later' : 'now'} onChange={(event) => onChange({ schedule: event.currentTarget.value === 'later' })}>
              <Radio value="now" label={t('admin.announcements.now')} />
              <Radio value="later" label={t('admin.announcements.later')} />
            </RadioGroup>
            {draft.schedule && (
              <FormGroup label={t('admin.announcements.at', { zone: Settings.defaultZone.name })} labelFor="announce-at" intent={intentOf('sendAt')} helperText={fieldError('sendAt')}>
                <DateInput
                  timePrecision="minute"
                  timezone={Settings.defaultZone.name}
                  showTimezoneSelect={false}
                  value={draft.sendAt || null}
                  onChange={(sendAt) => onChange({ sendAt: sendAt ?? '' })}
                  dateFnsFormat="yyyy-MM-dd HH:mm"
                  locale={i18n.language === 'en-US' ? enUS : zhCN}
                  minDate={days.min}
                  maxDate={days.max}
                  closeOnSelection={false}
                  placeholder={t('admin.announcements.atPlaceholder')}
                  inputProps={{ id: 'announce-at', intent: intentOf('sendAt') }}
                  popoverProps={{ placement: 'bottom-start' }}
                />
              </FormGroup>
            )}
            {refusal && !(refusal.field && shownFields(draft).includes(refusal.field)) && (
              <Callout intent="danger" role="alert">
                {refusal.message}
              </Callout>
            )}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t('admin.announcements.cancel')} onClick={onClose} />
                <Button
                  type="submit"
                  intent="primary"
                  loading={saving}
                  text={t(editing ? 'admin.announcements.save' : draft.schedule ? 'admin.announcements.schedule' : 'admin.announcements.send')}
                  data-testid="announce-submit"
                />
              </>
            }
          />
        </form>
      )}
    </Dialog>
  );
}

/** The fields the form shows now (a refusal of another one is shown above the buttons). */
function shownFields(draft: AnnouncementDraft): string[] {
  return ['title', 'body', 'linkId', ...(draft.audience === 'DEPARTMENTS' ? ['departmentIds'] : []), ...(draft.audience === 'PEOPLE' ? ['employeeIds'] : []), ...(draft.schedule ? ['sendAt'] : [])];
}

/** The department tree as checkboxes (active departments): a chosen one covers every department below it. */
function DepartmentPicker({ chosen, onChange, error }: { chosen: string[]; onChange: (ids: string[]) => void; error?: string }) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(AnnouncementDepartmentsDocument, { fetchPolicy: 'cache-and-network' });
  const units = useMemo(() => data?.departments ?? [], [data]);
  const entries = useMemo(() => ordered(units).filter((entry) => entry.unit.status === 'ACTIVE'), [units]);
  const covered = useMemo(() => {
    const below = new Set<string>();
    for (const id of chosen) for (const other of subtreeOf(units, id)) if (other !== id) below.add(other);
    return below;
  }, [chosen, units]);
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <FormGroup label={t('admin.announcements.departmentsLabel')} intent={error ? 'danger' : 'none'} helperText={error ?? t('admin.announcements.departmentsChosen', { count: chosen.length })}>
      <div className="admin-announce__tree" role="group" aria-label={t('admin.announcements.departmentsLabel')} data-testid="announce-departments">
        {loading && !data ? (
          <Spinner size={20} />
        ) : (
          entries.map(({ unit, depth }) => (
            <Checkbox
              key={unit.id}
              style={{ paddingLeft: `${depth * 20 + 26}px` }}
              label={unit.name}
              checked={chosen.includes(unit.id) || covered.has(unit.id)}
              disabled={covered.has(unit.id) && !chosen.includes(unit.id)}
              onChange={(event) => toggle(unit.id, event.currentTarget.checked)}
            />
          ))
        )}
      </div>
    </FormGroup>
  );
}

/** People found by a search (active employees), added one by one; the chosen ones as tags. */
function PeoplePicker({ chosen, onChange, error }: { chosen: { id: string; name: string }[]; onChange: (people: { id: string; name: string }[]) => void; error?: string }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, loading } = useQuery(AnnouncementPeopleSearchDocument, { variables: { keyword }, skip: !keyword });
  const found = (data?.employees.nodes ?? []).filter((person) => !chosen.some((other) => other.id === person.id));
  return (
    <FormGroup label={t('admin.announcements.peopleLabel')} labelFor="announce-people" intent={error ? 'danger' : 'none'} helperText={error ?? t('admin.announcements.peopleChosen', { count: chosen.length })}>
      <div className="admin-announce__chosen">
        {chosen.map((person) => (
          <Tag key={person.id} minimal endIcon={<Button variant="minimal" size="small" icon="small-cross" aria-label={t('admin.announcements.peopleRemove', { name: person.name })} onClick={() => onChange(chosen.filter((other) => other.id !== person.id))} />}>
            {person.name}
          </Tag>
        ))}
      </div>
      <InputGroup id="announce-people" type="search" leftIcon="search" placeholder={t('admin.announcements.peopleSearch')} value={typed} onValueChange={setTyped} rightElement={loading ? <Spinner size={16} /> : undefined} />
      {keyword && !loading && (
        <ul className="admin-announce__found" aria-live="polite">
          {found.length === 0 && <li className="bp6-text-muted">{t('admin.announcements.peopleNone')}</li>}
          {found.map((person) => (
            <li key={person.id}>
              <Button
                variant="minimal"
                size="small"
                icon="add"
                aria-label={t('admin.announcements.peopleAdd', { name: person.name })}
                text={`${person.name} (${person.account}${person.department ? ` · ${person.department.name}` : ''})`}
                onClick={() => onChange([...chosen, { id: person.id, name: person.name }])}
              />
            </li>
          ))}
        </ul>
      )}
    </FormGroup>
  );
}
