import { Type } from 'typebox';

/** Field schemas shared by several routes. */
export const UserInfo = Type.Object(
  {
    id: Type.Integer(),
    account: Type.String(),
    name: Type.String(),
    photo: Type.String({ description: 'Avatar address' }),
    mobile: Type.Union([Type.String(), Type.Null()]),
    mail: Type.Union([Type.String(), Type.Null()]),
    role_id: Type.Integer({ description: '1 learner, 2 lecturer, 3 examiner' }),
    is_admin: Type.Integer({ description: '1 = admin (sees the back-office link)' }),
    status: Type.Integer({ description: '1 active, 2 disabled' }),
    gender: Type.Integer({ description: '1 male, 2 female, 3 confidential' }),
    work_number: Type.Union([Type.String(), Type.Null()]),
    nation: Type.Union([Type.String(), Type.Null()]),
    politics: Type.Union([Type.Integer(), Type.Null()]),
    birth_date: Type.Union([Type.String(), Type.Null()]),
    entry_time: Type.Union([Type.String(), Type.Null()]),
    user_type: Type.Integer({ description: '1 probation, 2 official' }),
    employee_type: Type.Integer(),
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
