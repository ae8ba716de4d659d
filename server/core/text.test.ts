import { describe, expect, it } from 'vitest';
import { plainText, sanitizeRichText } from './text.js';

describe('plainText', () => {
  it.each([
    ['<script>alert(1)</script>Title', 'Title'],
    ['Why <b>this</b>?', 'Why this?'],
    ['<img src=x onerror=alert(1)>hi', 'hi'],
    ['<<b>script>x', 'x'],
    ['a < b and c > d', 'a < b and c > d'],
    ['&lt;script&gt; stays text', '&lt;script&gt; stays text'],
    ['x <b', 'x <b'],
    ['<style>body{}</style>ok', 'ok'],
  ])('%j -> %j', (input, output) => {
    expect(plainText(input)).toBe(output);
  });
});

describe('sanitizeRichText', () => {
  it('keeps the allow-list and drops scripts, handlers and script links', () => {
    expect(sanitizeRichText('<p onclick="x()">a<script>b</script><strong>c</strong></p>')).toBe('<p>a<strong>c</strong></p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">k</a>')).toBe('<a target="_blank" rel="noopener noreferrer nofollow">k</a>');
    expect(sanitizeRichText('<a href="https://example.com">k</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">k</a>');
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><img src=x>')).toBe('');
  });
});
