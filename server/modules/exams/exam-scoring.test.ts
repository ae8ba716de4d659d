import { describe, expect, it } from 'vitest';
import { isAnswered, markAnswer, normaliseBlank } from './exam-scoring.js';

describe('exam scoring', () => {
  it('normalises fill-in blanks: trim, case fold, full-width to half-width', () => {
    expect(normaliseBlank('  ＨＴＴＰＳ　 ')).toBe('https');
    expect(normaliseBlank('Ｔｃｐ／ＩＰ')).toBe('tcp/ip');
    expect(normaliseBlank('a   b')).toBe('a b');
  });

  it('scores single choice and judge on the one chosen option', () => {
    expect(markAnswer(1, { option_ids: [2] }, { option_ids: [2] }, 5)).toEqual({ score: 5, is_correct: 1, review_status: null });
    expect(markAnswer(1, { option_ids: [2] }, { option_ids: [3] }, 5).score).toBe(0);
    expect(markAnswer(3, { option_ids: [1] }, { option_ids: [1, 2] }, 5).score).toBe(0);
    expect(markAnswer(3, { option_ids: [1] }, undefined, 5)).toEqual({ score: 0, is_correct: 0, review_status: null });
  });

  it('scores multiple choice and undefined-term all or nothing', () => {
    expect(markAnswer(2, { option_ids: [1, 3] }, { option_ids: [3, 1] }, 4).score).toBe(4);
    expect(markAnswer(2, { option_ids: [1, 3] }, { option_ids: [1] }, 4).score).toBe(0);
    expect(markAnswer(6, { option_ids: [2] }, { option_ids: [2] }, 4).score).toBe(4);
    expect(markAnswer(6, { option_ids: [2] }, { option_ids: [1, 2, 3, 4] }, 4).score).toBe(0);
  });

  it('gives fill-in a share per right blank and counts it correct only when all are right', () => {
    const key = { blanks: [['HTTPS'], ['443', '四百四十三']] };
    expect(markAnswer(4, key, { texts: [' ｈｔｔｐｓ ', '４４３'] }, 6)).toEqual({ score: 6, is_correct: 1, review_status: null });
    expect(markAnswer(4, key, { texts: ['https', '80'] }, 6)).toEqual({ score: 3, is_correct: 0, review_status: null });
    expect(markAnswer(4, key, { texts: ['', ''] }, 6).score).toBe(0);
  });

  it('leaves short answers to the examiner', () => {
    expect(markAnswer(5, { reference: 'x' }, { texts: ['answer'] }, 10)).toEqual({ score: null, is_correct: null, review_status: 1 });
  });

  it('knows when a question is answered', () => {
    expect(isAnswered(1, { option_ids: [] })).toBe(false);
    expect(isAnswered(2, { option_ids: [1] })).toBe(true);
    expect(isAnswered(4, { texts: [' ', ''] })).toBe(false);
    expect(isAnswered(5, { texts: ['x'] })).toBe(true);
    expect(isAnswered(5, undefined)).toBe(false);
  });
});
