import { describe, expect, it } from 'vitest';
import { scoreKeyPoints, stem } from './key-points.js';

const point = (id: number, text: string, synonyms: string[] = []) => ({ id, text, synonyms });
const hits = (transcript: string, ...points: ReturnType<typeof point>[]) => scoreKeyPoints(transcript, points, 'en-US').points.map((p) => p.matched);

describe('key-point scoring', () => {
  it.each([
    ['running', 'run'],
    ['runs', 'run'],
    ['stopped', 'stop'],
    ['studies', 'study'],
    ['studied', 'study'],
    ['boxes', 'box'],
    ['customer\'s', 'customer'],
    ['status', 'status'],
    ['analysis', 'analysis'],
    ['class', 'class'],
    ['filling', 'fill'],
  ])('stems %s as %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it.each<[string, string, string[], string | null]>([
    ['the same words', 'we must back up the data every day', ['back up data'], 'back up data'],
    ['other word forms', 'he was backing up all customers records', ['back up customer record'], 'back up customer record'],
    ['any order within the window', 'records of every customer are encrypted', ['encrypt customer record'], 'encrypt customer record'],
    ['words too far apart', 'encrypt the laptop and then later after lunch write the customer report', ['encrypt customer'], null],
    ['a missing word', 'we back up the data', ['back up customer data'], null],
    ['case and punctuation', 'Two-Factor AUTHENTICATION, always!', ['two factor authentication'], 'two factor authentication'],
    ['stop words only, as a sequence', 'it is what it is', ['it is'], 'it is'],
    ['stop words only, not scattered', 'is it', ['it is'], null],
    ['a single word', 'the password must be long', ['password'], 'password'],
    ['no partial words', 'a passwordless login', ['password'], null],
    ['an empty transcript', '', ['password'], null],
  ])('English: %s', (_label, transcript, phrases, expected) => {
    expect(hits(transcript, point(1, phrases[0]!))[0]).toBe(expected);
  });

  it.each<[string, string, string, string | null]>([
    ['a phrase inside a sentence', '我们每天都要备份客户数据以防丢失', '备份客户数据', '备份客户数据'],
    ['spaces and punctuation in the transcript', '首先，备份 客户 数据。', '备份客户数据', '备份客户数据'],
    ['an English term written against Chinese, in full width', '启用ＶＰＮ并设置８位密码', 'vpn', 'vpn'],
    ['full-width latin inside Chinese', '必须启用ＶＰＮ连接', '启用VPN', '启用VPN'],
    ['a missing character', '备份客户资料', '备份客户数据', null],
    ['order matters in Chinese', '数据客户备份', '备份客户数据', null],
  ])('Chinese: %s', (_label, transcript, phrase, expected) => {
    expect(scoreKeyPoints(transcript, [point(1, phrase)], 'zh-CN').points[0]!.matched).toBe(expected);
  });

  it('reports the synonym that was found and the share covered', () => {
    const report = scoreKeyPoints(
      'lock the screen and use a strong passphrase',
      [point(1, 'strong password', ['strong passphrase', 'long password']), point(2, 'lock screen'), point(3, 'report incident')],
      'en-US',
    );
    expect(report.points).toEqual([
      { id: 1, text: 'strong password', hit: true, matched: 'strong passphrase' },
      { id: 2, text: 'lock screen', hit: true, matched: 'lock screen' },
      { id: 3, text: 'report incident', hit: false, matched: null },
    ]);
    expect(report).toMatchObject({ covered: 2, total: 3 });
    expect(report.ratio).toBeCloseTo(2 / 3);
  });

  it('matches an English term inside a Chinese answer by its own script', () => {
    const report = scoreKeyPoints('我们要启用 two factor authentication 来保护账号', [point(1, 'two-factor authentication'), point(2, '保护账号')], 'zh-CN');
    expect(report.points.map((p) => p.hit)).toEqual([true, true]);
  });

  it('covers nothing without key points, and ignores empty synonyms', () => {
    expect(scoreKeyPoints('anything', [], 'en-US')).toEqual({ covered: 0, total: 0, ratio: 0, points: [] });
    expect(hits('anything at all', point(1, 'nothing', ['', '  ']))).toEqual([null]);
  });
});
