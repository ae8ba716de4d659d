import { describe, expect, it } from 'vitest';
import { embeddable } from './embed';

describe('embeddable', () => {
  const origin = 'http://portal.test';
  it('takes http(s) addresses and the portal\'s own paths', () => {
    expect(embeddable('https://example.com/a?b=1', origin)).toBe('https://example.com/a?b=1');
    expect(embeddable(' http://intranet/x ', origin)).toBe('http://intranet/x');
    expect(embeddable('/files/site/download.html', origin)).toBe('http://portal.test/files/site/download.html');
  });
  it('refuses other schemes and nothing at all', () => {
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<b>x</b>', 'file:///etc/passwd', 'ftp://x/y', '', '   ', undefined]) expect(embeddable(bad, origin)).toBeNull();
  });
});
