import { describe, expect, it } from 'vitest';
import { idParams, idSearch, mapIdSearch, oneOf, positiveInt } from './params';

describe('route params', () => {
  it('a tab is one of its values, else undefined', () => {
    expect(oneOf(['courses', 'maps'] as const, 'maps')).toBe('maps');
    expect(oneOf([1, 2] as const, '2')).toBe(2);
    expect(oneOf(['courses', 'maps'] as const, 'x')).toBeUndefined();
    expect(oneOf(['courses', 'maps'] as const, undefined)).toBeUndefined();
  });
  it('positive integers pass, anything else falls back to undefined', () => {
    expect(positiveInt('12')).toBe(12);
    expect(positiveInt(3)).toBe(3);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', null]) expect(positiveInt(bad)).toBeUndefined();
  });
  it('$id parses to a number and back; a malformed id is NaN for the page to refuse', () => {
    expect(idParams.parse({ id: '42' })).toEqual({ id: 42 });
    expect(idParams.stringify({ id: 42 })).toEqual({ id: '42' });
    expect(idParams.parse({ id: 'abc' }).id).toBeNaN();
  });
  it('?id= keeps a positive integer only', () => {
    expect(idSearch({ id: '7' })).toEqual({ id: 7 });
    expect(idSearch({ id: 7 })).toEqual({ id: 7 });
    // A malformed id is answered as undefined, so it overrides the raw value the router also hands the page.
    expect(idSearch({ id: 'x' })).toStrictEqual({ id: undefined });
    expect(idSearch({})).toStrictEqual({ id: undefined });
  });
  it('the map detail reads ?mapId=, not ?id=', () => {
    expect(mapIdSearch({ mapId: '6' })).toEqual({ mapId: 6 });
    expect(mapIdSearch({ id: '6' })).toStrictEqual({ mapId: undefined });
  });
});
