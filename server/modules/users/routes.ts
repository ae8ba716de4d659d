import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { NATIONS } from './nations.js';
import { PLAIN_TEXT_NOTE } from '../../core/text.js';
import { UserInfo } from './schemas.js';
import type { UsersService } from './users-service.js';

export function userRoutes(scopes: RouteScopes, { users }: { users: UsersService }) {
  const route = routes(scopes, ['users']);
  nationRoutes(scopes);
  route.get(
    '/api/users',
    {
      operationId: 'userInfo',
      summary: 'The signed-in user with this month\'s credits, study time and department ranks',
      description: 'Code 205 (HTTP 401) when an admin disabled the account: the client forces a logout.',
      data: UserInfo,
      config: { forcedLogoutWhenDisabled: true },
    },
    ({ userId }) => users.userInfo(userId),
  );

  route.put(
    '/api/users',
    {
      operationId: 'updateUserInfo',
      summary: 'Update the editable profile fields of the signed-in user',
      description: 'Only the fields listed in editable_fields; name, department, position, work number, entry time, employee status and type stay with HR (refused as unknown fields).',
      body: Type.Object(
        {
          photo: Type.Optional(
            Type.String({ maxLength: 500, pattern: '^(/files/.+)?$', description: 'A file stored by the portal (the path the image upload answers, under /files/); empty for the default avatar' }),
          ),
          half_photo: Type.Optional(
            Type.String({ maxLength: 500, pattern: '^(/files/.+)?$', description: 'A file stored by the portal (the path the image upload answers, under /files/); empty for none' }),
          ),
          gender: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
          nation: Type.Optional(Type.String({ maxLength: 32, description: PLAIN_TEXT_NOTE })),
          politics: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
          birth_date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
          id_number: Type.Optional(Type.String({ maxLength: 18, description: 'Mainland resident ID number (checked), or empty' })),
          passport: Type.Optional(Type.String({ maxLength: 20, pattern: '^[A-Za-z0-9]*$' })),
          province_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 999999, description: 'Work place: the three ids together' })),
          city_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 999999 })),
          district_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 999999 })),
        },
        { additionalProperties: false },
      ),
      data: UserInfo,
      msg: 'profileSaved',
    },
    ({ userId, body }) => users.updateProfile(userId, body),
  );
}

export function nationRoutes(scopes: RouteScopes) {
  const route = routes(scopes, ['users']);

  route.get(
    '/api/nation',
    {
      operationId: 'nation',
      summary: "The nations (ethnic groups) of the profile: the stored value and its name in the caller's language",
      data: Type.Array(Type.Object({ value: Type.String(), name: Type.String() }, { title: 'Nation' })),
    },
    ({ locale }) => NATIONS.map(([zh, en]) => ({ value: zh, name: locale === 'en-US' ? en : zh })),
  );
}
