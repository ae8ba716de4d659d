import { describe, expect, it } from 'vitest';
import { addMessages, coreMessages, pickLocale, translate, type Locale, type Messages } from '../core/i18n.js';
import configMessages from './config/messages.json' with { type: 'json' };
import courseQaMessages from './course-qa/messages.json' with { type: 'json' };
import coursesMessages from './courses/messages.json' with { type: 'json' };
import examsMessages from './exams/messages.json' with { type: 'json' };
import forumMessages from './forum/messages.json' with { type: 'json' };
import homeMessages from './home/messages.json' with { type: 'json' };
import lecturersMessages from './lecturers/messages.json' with { type: 'json' };
import liveMessages from './live/messages.json' with { type: 'json' };
import notifyMessages from './notify/messages.json' with { type: 'json' };
import questionnairesMessages from './questionnaires/messages.json' with { type: 'json' };
import sessionMessages from './session/messages.json' with { type: 'json' };
import studyCalendarMessages from './study-calendar/messages.json' with { type: 'json' };
import uploadsMessages from './uploads/messages.json' with { type: 'json' };
import usersMessages from './users/messages.json' with { type: 'json' };

/** Core's messages and every module's. */
const catalogues: Messages[] = [
  coreMessages,
  configMessages,
  courseQaMessages,
  coursesMessages,
  examsMessages,
  forumMessages,
  homeMessages,
  lecturersMessages,
  liveMessages,
  notifyMessages,
  questionnairesMessages,
  sessionMessages,
  studyCalendarMessages,
  uploadsMessages,
  usersMessages,
];
const messages: Messages = Object.assign({}, ...catalogues);

describe('server messages', () => {
  it('every message exists in both languages with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, byLocale] of Object.entries(messages) as [string, Record<Locale, string>][]) {
      expect(byLocale['zh-CN'].trim(), key).not.toBe('');
      expect(byLocale['en-US'].trim(), key).not.toBe('');
      expect(placeholders(byLocale['en-US']), key).toEqual(placeholders(byLocale['zh-CN']));
    }
  });
  it('no key is given by two owners', () => {
    expect(Object.keys(messages).length).toBe(catalogues.reduce((sum, catalogue) => sum + Object.keys(catalogue).length, 0));
  });
  it('picks en-US only for English callers', () => {
    expect(pickLocale('en-US,en;q=0.9')).toBe('en-US');
    expect(pickLocale('zh-CN')).toBe('zh-CN');
    expect(pickLocale(undefined)).toBe('zh-CN');
  });
  it('fills placeholders', () => {
    addMessages(sessionMessages);
    expect(translate('passwordWait', 'en-US', { minutes: 15 })).toContain('try again in 15 min');
  });
});
