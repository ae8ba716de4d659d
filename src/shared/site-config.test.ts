import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SystemWebConfigDocument } from '../graphql/generated/session';
import { SYSTEM_WEB_CONFIG_QUERY } from './site-config';

describe('site config without the Apollo client', () => {
  it('sends the SPA\'s own SystemWebConfig operation, word for word', () => {
    expect(SYSTEM_WEB_CONFIG_QUERY).toBe(print(SystemWebConfigDocument));
  });
});
