import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApolloClient } from '@apollo/client';
import { CreateEmployeeDocument, UpdateEmployeeDocument, type DepartmentNodeFragment, type EmployeeFormFragment, type EmployeeStatus, type EmployeeType, type PositionRowFragment, type Role } from '../../../graphql/generated/admin';
import type { BackOfficeChange, Refusal } from '../../../machines/back-office-change';
import { DepartmentOptions } from '../organisation/organisation-changes';

const ROLES: Role[] = ['LEARNER', 'LECTURER', 'EXAMINER'];
const EMPLOYEE_STATUSES: EmployeeStatus[] = ['PROBATION', 'OFFICIAL'];
const EMPLOYEE_TYPES: EmployeeType[] = ['NONE', 'FULL_TIME', 'PART_TIME', 'INTERN', 'REEMPLOYED_RETIREE', 'DISPATCHED'];
const POSITION_LEVELS = ['1', '3'] as const;

/** The form's values of a new employee (the machine keeps every value as text). */
export function newEmployeeValues(): Record<string, string> {
  return { account: '', name: '', mobile: '', mail: '', workNumber: '', entryDay: '', departmentId: '', positionId: '', role: 'LEARNER', isAdmin: '0', password: '' };
}

/** The form's values of an employee as the list read them. */
export function employeeValues(employee: EmployeeFormFragment): Record<string, string> {
  return {
    account: employee.account,
    name: employee.name,
    mobile: employee.mobile ?? '',
    mail: employee.mail ?? '',
    workNumber: employee.workNumber ?? '',
    entryDay: employee.entryDay ?? '',
    departmentId: employee.departmentId ?? '',
    positionId: employee.positionId ?? '',
    role: employee.role,
    isAdmin: employee.isAdmin ? '1' : '0',
    employmentStatus: employee.employmentStatus,
    employmentType: employee.employmentType,
    supervisor: employee.supervisor ?? '',
    positionLevel: employee.positionLevel === null ? '' : String(employee.positionLevel),
  };
}

/** Saves the form: answers the generated password of a new employee, when one was generated. */
export async function saveEmployee(client: ApolloClient, change: BackOfficeChange): Promise<string | null> {
  const v = change.values;
  const text = (value: string | undefined) => (value ? value : null);
  const shared = {
    account: v.account ?? '',
    name: v.name ?? '',
    mobile: v.mobile ?? '',
    mail: text(v.mail),
    workNumber: text(v.workNumber),
    entryDay: text(v.entryDay),
    departmentId: text(v.departmentId),
    positionId: text(v.positionId),
    role: (v.role ?? 'LEARNER') as Role,
    isAdmin: v.isAdmin === '1',
  };
  const context = { handlesErrors: true };
  if (change.kind === 'createEmployee') {
    const { data } = await client.mutate({ mutation: CreateEmployeeDocument, variables: { input: { ...shared, password: text(v.password) } }, context });
    return data?.createEmployee.generatedPassword ?? null;
  }
  await client.mutate({
    mutation: UpdateEmployeeDocument,
    variables: {
      input: {
        ...shared,
        employeeId: change.targetId!,
        employmentStatus: (v.employmentStatus ?? 'OFFICIAL') as EmployeeStatus,
        employmentType: (v.employmentType ?? 'NONE') as EmployeeType,
        supervisor: text(v.supervisor),
        positionLevel: v.positionLevel ? Number(v.positionLevel) : null,
      },
    },
    context,
  });
  return null;
}

interface Props {
  change: BackOfficeChange | null;
  refusal: Refusal | null;
  saving: boolean;
  units: readonly DepartmentNodeFragment[];
  positions: readonly PositionRowFragment[];
  onChange: (field: string, value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/**
 * The employee form, to add one or edit what HR keeps of one (a run of the back-office change
 * machine): the server's refusal shows at the field it names, the form stays open to correct.
 * A department or position since disabled stays offered to the employee who is in it.
 */
export function EmployeeFormDialog({ change, refusal, saving, units, positions, onChange, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const open = change?.kind === 'createEmployee' || change?.kind === 'editEmployee';
  const creating = change?.kind === 'createEmployee';
  const values = change?.values ?? {};
  const refusedHere = (field: string) => refusal !== null && refusal.field === field;
  // A refusal that names no field of the form is shown above the buttons.
  const fields = ['account', 'name', 'mobile', 'mail', 'workNumber', 'entryDay', 'departmentId', 'positionId', 'role', 'isAdmin', 'password', 'employmentStatus', 'employmentType', 'supervisor', 'positionLevel'];
  const general = refusal !== null && (refusal.field === null || !fields.includes(refusal.field)) ? refusal.message : null;
  const keptUnit = units.find((unit) => unit.id === values.departmentId && unit.status !== 'ACTIVE');
  const offeredPositions = positions.filter((position) => position.status === 'ACTIVE' || position.id === values.positionId);

  const field = (name: string, label: string, control: (id: string, intent: 'danger' | 'none') => ReactNode, options: { required?: boolean; help?: string } = {}) => {
    const id = `employee-${name}`;
    const intent = refusedHere(name) ? 'danger' : 'none';
    return (
      <FormGroup label={label} labelFor={id} labelInfo={options.required ? t('admin.people.form.required') : undefined} intent={intent} helperText={refusedHere(name) ? refusal!.message : options.help}>
        {control(id, intent)}
      </FormGroup>
    );
  };
  const textField = (name: string, label: string, options: { required?: boolean; help?: string; type?: string; maxLength?: number; autoComplete?: string } = {}) =>
    field(
      name,
      label,
      (id, intent) => (
        <InputGroup
          id={id}
          type={options.type ?? 'text'}
          value={values[name] ?? ''}
          intent={intent}
          maxLength={options.maxLength ?? 64}
          autoComplete={options.autoComplete ?? 'off'}
          required={options.required}
          aria-invalid={intent === 'danger' || undefined}
          onValueChange={(value) => onChange(name, value)}
        />
      ),
      options,
    );

  return (
    <Dialog isOpen={open} onClose={onCancel} title={change ? t(`admin.organisation.form.${creating ? 'createEmployee' : 'editEmployee'}`, { name: change.targetName }) : ''} className="admin-employee-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        data-testid="employee-form"
      >
        <DialogBody>
          <div className="admin-form-grid">
            {textField('account', t('admin.people.column.account'), { required: true, help: t('admin.people.form.accountHelp') })}
            {textField('name', t('admin.people.column.name'), { required: true })}
            {textField('mobile', t('admin.people.column.mobile'), { required: true, type: 'tel', maxLength: 11 })}
            {textField('mail', t('member.info.fields.mail'), { type: 'email', maxLength: 254 })}
            {textField('workNumber', t('admin.people.column.workNumber'), { maxLength: 32 })}
            {textField('entryDay', t('member.info.fields.entryTime'), { type: 'date', maxLength: 10 })}
            {field(
              'departmentId',
              t('admin.people.column.department'),
              (id) => (
                <HTMLSelect id={id} fill required value={values.departmentId ?? ''} onChange={(event) => onChange('departmentId', event.target.value)}>
                  <option value="">{t('admin.organisation.chooseDepartment')}</option>
                  {keptUnit && <option value={keptUnit.id}>{t('admin.people.form.disabledOption', { name: keptUnit.name })}</option>}
                  <DepartmentOptions units={units} />
                </HTMLSelect>
              ),
              { required: true },
            )}
            {field('positionId', t('admin.people.column.position'), (id) => (
              <HTMLSelect id={id} fill value={values.positionId ?? ''} onChange={(event) => onChange('positionId', event.target.value)}>
                <option value="">{t('admin.people.form.noPosition')}</option>
                {offeredPositions.map((position) => (
                  <option key={position.id} value={position.id}>
                    {position.status === 'ACTIVE' ? position.name : t('admin.people.form.disabledOption', { name: position.name })}
                  </option>
                ))}
              </HTMLSelect>
            ))}
            {field('role', t('admin.people.column.role'), (id) => (
              <HTMLSelect id={id} fill value={values.role ?? 'LEARNER'} onChange={(event) => onChange('role', event.target.value)}>
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`admin.people.role.${role}`)}
                  </option>
                ))}
              </HTMLSelect>
            ))}
            {!creating &&
              field('employmentStatus', t('member.info.fields.employeeStatus'), (id) => (
                <HTMLSelect id={id} fill value={values.employmentStatus ?? 'OFFICIAL'} onChange={(event) => onChange('employmentStatus', event.target.value)}>
                  {EMPLOYEE_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t(`member.info.employeeStatus.${status}`)}
                    </option>
                  ))}
                </HTMLSelect>
              ))}
            {!creating &&
              field('employmentType', t('member.info.fields.employeeType'), (id) => (
                <HTMLSelect id={id} fill value={values.employmentType ?? 'NONE'} onChange={(event) => onChange('employmentType', event.target.value)}>
                  {EMPLOYEE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`member.info.employeeType.${type}`)}
                    </option>
                  ))}
                </HTMLSelect>
              ))}
            {!creating && textField('supervisor', t('member.info.fields.supervisor'))}
            {!creating &&
              field('positionLevel', t('member.info.fields.positionLevel'), (id) => (
                <HTMLSelect id={id} fill value={values.positionLevel ?? ''} onChange={(event) => onChange('positionLevel', event.target.value)}>
                  <option value="">{t('admin.people.form.noLevel')}</option>
                  {POSITION_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {t(`member.info.positionLevel.${level}`)}
                    </option>
                  ))}
                </HTMLSelect>
              ))}
            {creating && textField('password', t('admin.import.field.password'), { type: 'password', maxLength: 16, autoComplete: 'new-password', help: t('admin.people.form.passwordHelp') })}
          </div>
          <FormGroup intent={refusedHere('isAdmin') ? 'danger' : 'none'} helperText={refusedHere('isAdmin') ? refusal!.message : t('admin.people.form.adminHelp')}>
            <Switch checked={values.isAdmin === '1'} label={t('admin.people.form.isAdmin')} onChange={(event) => onChange('isAdmin', event.currentTarget.checked ? '1' : '0')} />
          </FormGroup>
          {general && (
            <p className="bp6-text-danger" role="alert">
              {general}
            </p>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('admin.people.cancel')} onClick={onCancel} />
              <Button type="submit" intent="primary" loading={saving} text={t('admin.organisation.save')} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
