import { Button, Card, FormGroup, HTMLSelect, Icon, InputGroup, Tooltip } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberProfileDocument, NationsDocument, UpdateProfileDocument, type Gender, type MemberProfileFieldsFragment, type UpdateProfileMutationVariables } from '../../graphql/generated/member';
import { messageOfError } from '../../shared/api-errors';
import { AreaPicker } from '../../shared/area-picker/AreaPicker';
import type { AreaIds } from '../../machines/area-picker';
import { useAuthActor } from '../../shared/auth-actor';
import { present } from '../../shared/present';
import { formatDate } from '../../shared/dates';
import { sessionUserOf } from '../../shared/session-user';
import { QueryState } from '../../shared/state/LoadState';
import { toast } from '../../shared/toaster';
import { ImageUploader } from '../../shared/uploader/ImageUploader';
import { isValidIdNumber } from '../../shared/validators';
import { BindDialog } from './BindDialog';
import { PasswordDialog } from './PasswordDialog';
import './member.css';

type Input = NonNullable<UpdateProfileMutationVariables['input']>;

interface Draft {
  nation: string;
  gender: Gender | '';
  politics: number | null;
  birthDate: string;
  idNumber: string;
  passport: string;
  area: AreaIds;
}

const GENDERS: Gender[] = ['MALE', 'FEMALE', 'UNDISCLOSED'];

/** An area id of the graph as the area picker's number (null when not given). */
const areaId = (id: string | null | undefined) => (id ? Number(id) : null);

const draftOf = (p: MemberProfileFieldsFragment): Draft => ({
  nation: p.nation ?? '',
  gender: p.gender ?? '',
  politics: p.politics ?? null,
  birthDate: p.birthDate ?? '',
  idNumber: p.idNumber ?? '',
  passport: p.passport ?? '',
  area: { provinceId: areaId(p.workPlace?.provinceId), cityId: areaId(p.workPlace?.cityId), districtId: areaId(p.workPlace?.districtId) },
});

/** A read-only field HR keeps: its value and a lock with the reason. */
function HrField({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <FormGroup label={label} inline className="member-field">
      <span className="member-field__value" data-testid={testId}>
        {value || <span className="bp6-text-muted">{t('member.info.notSet')}</span>}
        <Tooltip content={t('member.info.hrOnly')}>
          <Icon icon="lock" size={12} className="member-field__lock" title={t('member.info.hrOnly')} />
        </Tooltip>
      </span>
    </FormGroup>
  );
}

/** member-info: every profile field of the spec; the server says which ones the employee may change. */
export function MemberInfoPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(MemberProfileDocument, { fetchPolicy: 'network-only' });
  const nations = useQuery(NationsDocument).data?.nations ?? [];
  const profile = data?.viewer;
  return (
    <section className="member-page" data-testid="member-info">
      <h1 className="bp6-heading">{t('member.info.heading')}</h1>
      <QueryState query={{ data, loading, error, refetch }} errorTitle={t('member.loadFailed')}>
        {profile && <ProfileForm key={profile.id} profile={profile} nations={present(nations)} />}
      </QueryState>
    </section>
  );
}

function ProfileForm({ profile, nations }: { profile: MemberProfileFieldsFragment; nations: { value: string; name: string }[] }) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const auth = useAuthActor();
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [saving, setSaving] = useState(false);
  const [binding, setBinding] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const closePassword = useCallback(() => setChangingPassword(false), []);

  // REST's field names (the graph's editableProfileFields says so).
  const editable = new Set(profile?.editableProfileFields ?? []);

  /**
   * The saved profile: the payload's viewer is already in the cache (the page shows it); the
   * header's name and avatar follow it.
   */
  function adopt(user: MemberProfileFieldsFragment) {
    auth.send({ type: 'auth.userLoaded', user: sessionUserOf(user) });
  }

  async function save(input: Input, after?: () => void) {
    setSaving(true);
    try {
      const { data: answer } = await client.mutate({ mutation: UpdateProfileDocument, variables: { input }, context: { handlesErrors: true } });
      const user = answer?.updateProfile.viewer;
      if (user) {
        adopt(user);
        setDraft(draftOf(user));
      }
      toast.success(t('member.info.saved'));
      after?.();
    } catch (e) {
      toast.error(messageOfError(e));
    } finally {
      setSaving(false);
    }
  }

  function submit() {
    if (draft.idNumber && !isValidIdNumber(draft.idNumber)) return toast.error(t('member.info.idNumberInvalid'));
    const input: Input = { nation: draft.nation || undefined, gender: draft.gender || undefined, passport: draft.passport, idNumber: draft.idNumber };
    if (draft.politics) input.politics = draft.politics;
    if (draft.birthDate) input.birthDate = draft.birthDate;
    const { provinceId, cityId, districtId } = draft.area;
    if (provinceId && cityId && districtId) Object.assign(input, { provinceId: String(provinceId), cityId: String(cityId), districtId: String(districtId) });
    void save(input);
  }

  const enumLabel = (group: string, value: number | string | null | undefined) => (value === null || value === undefined ? '' : t(`member.info.${group}.${value}`, { defaultValue: String(value) }));

  return (
    <div className="member-info">
            <Card className="member-info__photos">
              <h2 className="bp6-heading member-card-title">{t('member.info.photos')}</h2>
              <div className="member-photo">
                <img src={profile.photo} alt={t('member.info.fields.avatar')} className="member-photo__avatar" data-testid="profile-avatar" />
                {editable.has('photo') && (
                  <div data-testid="avatar-uploader">
                    <span className="bp6-text-muted">{t('member.info.changeAvatar')}</span>
                    <ImageUploader value={[]} max={1} onChange={(images) => images[0] && void save({ photo: images[0].url })} />
                  </div>
                )}
              </div>
              <div className="member-photo">
                {profile.halfPhoto ? (
                  <img src={profile.halfPhoto} alt={t('member.info.fields.halfPhoto')} className="member-photo__half" data-testid="profile-half-photo" />
                ) : (
                  <span className="member-photo__half member-photo__empty">{t('member.info.noHalfPhoto')}</span>
                )}
                {editable.has('half_photo') && (
                  <div data-testid="half-photo-uploader">
                    <span className="bp6-text-muted">{t('member.info.changeHalfPhoto')}</span>
                    <ImageUploader value={[]} max={1} onChange={(images) => images[0] && void save({ halfPhoto: images[0].url })} />
                  </div>
                )}
              </div>
            </Card>

            <Card className="member-info__form">
              <h2 className="bp6-heading member-card-title">{t('member.info.basic')}</h2>
              <HrField label={t('member.info.fields.name')} value={profile.name} testId="profile-name" />
              <FormGroup label={t('member.info.fields.mobile')} inline className="member-field">
                <span className="member-field__value" data-testid="profile-mobile">
                  {profile.mobile ?? t('member.info.notSet')}
                  <Button size="small" variant="minimal" intent="primary" icon="mobile-phone" text={profile.mobile ? t('member.bind.change') : t('member.bind.bindMobile')} onClick={() => setBinding(true)} data-testid="bind-open" />
                </span>
              </FormGroup>
              <FormGroup label={t('member.info.fields.mail')} inline className="member-field">
                <span className="member-field__value" data-testid="profile-mail">
                  {profile.mail ?? t('member.info.notSet')}
                  <Button size="small" variant="minimal" intent="primary" icon="envelope" text={profile.mail ? t('member.bind.change') : t('member.bind.bindMail')} onClick={() => setBinding(true)} />
                </span>
              </FormGroup>
              <FormGroup label={t('member.info.fields.gender')} labelFor="profile-gender" inline className="member-field">
                <HTMLSelect
                  id="profile-gender"
                  value={draft.gender}
                  disabled={!editable.has('gender')}
                  onChange={(e) => setDraft({ ...draft, gender: e.currentTarget.value as Gender | '' })}
                  options={[...(draft.gender ? [] : [{ value: '', label: t('member.info.choose') }]), ...GENDERS.map((v) => ({ value: v, label: enumLabel('gender', v) }))]}
                />
              </FormGroup>
              <FormGroup label={t('member.info.fields.nation')} labelFor="profile-nation" inline className="member-field">
                <HTMLSelect
                  id="profile-nation"
                  value={draft.nation}
                  disabled={!editable.has('nation')}
                  onChange={(e) => setDraft({ ...draft, nation: e.currentTarget.value })}
                  options={[{ value: '', label: t('member.info.chooseNation') }, ...nations.map((n) => ({ value: n.value, label: n.name }))]}
                  data-testid="profile-nation"
                />
              </FormGroup>
              <FormGroup label={t('member.info.fields.politics')} labelFor="profile-politics" inline className="member-field">
                <HTMLSelect
                  id="profile-politics"
                  value={draft.politics ?? ''}
                  disabled={!editable.has('politics')}
                  onChange={(e) => setDraft({ ...draft, politics: Number(e.currentTarget.value) || null })}
                  options={[{ value: '', label: t('member.info.choose') }, ...[1, 2, 3, 4].map((v) => ({ value: v, label: enumLabel('politics', v) }))]}
                />
              </FormGroup>
              <FormGroup label={t('member.info.fields.birthDate')} labelFor="profile-birth" inline className="member-field">
                <InputGroup id="profile-birth" type="date" value={draft.birthDate} disabled={!editable.has('birth_date')} onValueChange={(v) => setDraft({ ...draft, birthDate: v })} />
              </FormGroup>
              <FormGroup label={t('member.info.fields.idNumber')} labelFor="profile-id-number" inline className="member-field">
                <InputGroup id="profile-id-number" value={draft.idNumber} maxLength={18} disabled={!editable.has('id_number')} onValueChange={(v) => setDraft({ ...draft, idNumber: v })} />
              </FormGroup>
              <FormGroup label={t('member.info.fields.passport')} labelFor="profile-passport" inline className="member-field">
                <InputGroup id="profile-passport" value={draft.passport} maxLength={20} disabled={!editable.has('passport')} onValueChange={(v) => setDraft({ ...draft, passport: v })} />
              </FormGroup>

              <h2 className="bp6-heading member-card-title">{t('member.info.work')}</h2>
              <HrField label={t('member.info.fields.department')} value={profile.department?.name} />
              <HrField label={t('member.info.fields.position')} value={[profile.positionName, enumLabel('positionLevel', profile.positionLevel)].filter(Boolean).join(' · ')} />
              <HrField label={t('member.info.fields.workNumber')} value={profile.workNumber} />
              <HrField label={t('member.info.fields.entryTime')} value={profile.entryDate ? formatDate(profile.entryDate, i18n.language) : ''} />
              <HrField label={t('member.info.fields.employeeStatus')} value={enumLabel('employeeStatus', profile.employeeStatus)} testId="profile-user-type" />
              <HrField label={t('member.info.fields.employeeType')} value={enumLabel('employeeType', profile.employeeType)} testId="profile-employee-type" />
              <HrField label={t('member.info.fields.supervisor')} value={profile.supervisor} />
              <FormGroup label={t('member.info.fields.workPlace')} inline className="member-field">
                <span data-testid="profile-work-place-text" className="member-field__hidden">
                  {profile.workPlace?.name}
                </span>
                <AreaPicker {...draft.area} disabled={!editable.has('work_place')} onChange={(area) => setDraft((d) => ({ ...d, area }))} data-testid="area-picker" />
              </FormGroup>

              <div className="member-info__actions">
                <Button icon="key" text={t('member.info.changePassword')} onClick={() => setChangingPassword(true)} data-testid="password-open" />
                <Button intent="primary" icon="floppy-disk" loading={saving} text={t('member.info.save')} onClick={submit} data-testid="profile-save" />
              </div>
            </Card>
            <BindDialog isOpen={binding} onClose={() => setBinding(false)} onBound={adopt} />
            <PasswordDialog isOpen={changingPassword} onClose={closePassword} />
    </div>
  );
}
