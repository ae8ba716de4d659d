import { Type } from 'typebox';
import { Nullable } from '../../core/http/schema-kit.js';

/** Field schemas shared by several routes. */
export const UserInfo = Type.Object(
  {
    id: Type.Integer(),
    account: Type.String(),
    name: Type.String(),
    photo: Type.String({ description: 'Avatar address' }),
    mobile: Nullable(Type.String()),
    mail: Nullable(Type.String()),
    role_id: Type.Integer({ description: '1 learner, 2 lecturer, 3 examiner' }),
    is_admin: Type.Integer({ description: '1 = admin (sees the back-office link)' }),
    status: Type.Integer({ description: '1 active, 2 disabled' }),
    gender: Type.Integer({ description: '1 male, 2 female, 3 confidential' }),
    work_number: Nullable(Type.String()),
    nation: Nullable(Type.String()),
    politics: Nullable(Type.Integer()),
    birth_date: Nullable(Type.String()),
    entry_time: Nullable(Type.String()),
    user_type: Type.Integer({ description: '1 probation, 2 official' }),
    employee_type: Type.Integer({ description: '0 none, 1 full-time, 2 part-time, 3 intern, 4 re-employed retiree, 5 labour dispatch' }),
    id_number: Type.Union([Type.String(), Type.Null()], { description: 'ID card number' }),
    passport: Nullable(Type.String()),
    half_photo: Type.String({ description: 'Half-body photo address' }),
    supervisor: Nullable(Type.String()),
    position_level: Type.Union([Type.Integer(), Type.Null()], { description: '1 junior manager, 3 senior manager' }),
    province_id: Type.Union([Type.Integer(), Type.Null()], { description: 'Work place: province area id' }),
    city_id: Nullable(Type.Integer()),
    district_id: Nullable(Type.Integer()),
    work_place: Type.String({ description: 'Work place: province, city and district names' }),
    editable_fields: Type.Array(Type.String(), { description: 'Profile fields the employee may change (PUT users); the others only HR' }),
    department_name: Type.String(),
    position_name: Type.String(),
    current_month_integral: Type.Integer({ description: 'Credits earned this month' }),
    current_month_department_score_rank: Type.Integer(),
    current_month_study_time: Type.Integer({ description: 'Seconds studied this month' }),
    current_month_department_study_rank: Type.Integer(),
  },
  { title: 'UserInfo' },
);

export const PasswordField = Type.String({ minLength: 1, maxLength: 64 });
