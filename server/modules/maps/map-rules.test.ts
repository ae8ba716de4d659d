import { describe, expect, it } from 'vitest';
import { percent, stageLocks, StudyType } from './map-rules.js';

describe('stage locks', () => {
  it('a free map opens every stage', () => {
    expect(stageLocks(StudyType.free, [false, false, false])).toEqual([false, false, false]);
  });
  it('a fixed map opens a stage when every earlier one is complete', () => {
    expect(stageLocks(StudyType.fixed, [true, false, false])).toEqual([false, false, true]);
    expect(stageLocks(StudyType.fixed, [false, true, true])).toEqual([false, true, true]);
    expect(stageLocks(StudyType.fixed, [true, true, false])).toEqual([false, false, false]);
    expect(stageLocks(StudyType.fixed, [])).toEqual([]);
  });
  it('progress is whole percent', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(0, 0)).toBe(0);
  });
});
