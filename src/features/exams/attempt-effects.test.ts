import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadQueue, storeQueue } from './attempt-effects';

/** A browser's storage for the node test environment. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe("the attempt's queue of unsaved answers", () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the queue per attempt and forgets it once empty', () => {
    storeQueue('7', [{ questionId: '1', answer: { optionIds: ['2'] } }]);
    expect(loadQueue('7')).toEqual([{ questionId: '1', answer: { optionIds: ['2'] } }]);
    expect(loadQueue('8')).toEqual([]);
    storeQueue('7', []);
    expect(localStorage.getItem('exam-queue:7')).toBeNull();
  });

  it('reads a queue stored before the update (numeric ids, option_ids) as the graph names it', () => {
    localStorage.setItem('exam-queue:7', JSON.stringify([{ questionId: 1, answer: { option_ids: [2, 3] } }, { questionId: 4, answer: { texts: ['VPN'] } }]));
    expect(loadQueue('7')).toEqual([
      { questionId: '1', answer: { optionIds: ['2', '3'] } },
      { questionId: '4', answer: { texts: ['VPN'] } },
    ]);
  });

  it('drops what is not a queued answer, and survives a storage that is not JSON', () => {
    localStorage.setItem('exam-queue:7', JSON.stringify([null, 'x', { questionId: '1' }, { questionId: '2', answer: { optionIds: [1] } }]));
    expect(loadQueue('7')).toEqual([]);
    localStorage.setItem('exam-queue:7', '{');
    expect(loadQueue('7')).toEqual([]);
  });
});
