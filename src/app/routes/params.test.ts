import { describe, expect, it } from 'vitest';
import { idParams, idSearch, mapIdSearch, positiveInt } from './params';

describe('route params', () => {
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
    expect(idSearch({ id: 'x' })).toEqual({});
    expect(idSearch({})).toEqual({});
  });
  it('the map detail reads ?mapId=, not ?id=', () => {
    expect(mapIdSearch({ mapId: '6' })).toEqual({ mapId: 6 });
    expect(mapIdSearch({ id: '6' })).toEqual({});
  });
});
