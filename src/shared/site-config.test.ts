import { createHash } from 'node:crypto';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SiteConfigDocument } from '../graphql/generated/session';
import { PERSISTED_OPERATIONS } from '../graphql/generated/persisted';
import { SITE_CONFIG_OPERATION } from './site-config';

describe('site config without the Apollo client', () => {
  it("sends the SPA's own SiteConfig operation as the manifest holds it: its text (with Apollo's __typename) and its hash", () => {
    expect(SITE_CONFIG_OPERATION.name).toBe('SiteConfig');
    expect(SITE_CONFIG_OPERATION.text).toBe(print(addTypenameToDocument(SiteConfigDocument)));
    expect(SITE_CONFIG_OPERATION.hash).toBe(PERSISTED_OPERATIONS.SiteConfig);
    expect(createHash('sha256').update(SITE_CONFIG_OPERATION.text).digest('hex')).toBe(SITE_CONFIG_OPERATION.hash);
  });
});
