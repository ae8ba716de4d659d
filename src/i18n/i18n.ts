import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
const STORAGE_KEY = 'lang';

export function storedLanguage(): Language {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as Language) : DEFAULT_LANGUAGE;
}

/**
 * Each language's texts come in chunks of their own: what the sign-in pages show (loaded
 * with the first page), the back office's (its entry loads them) and the signed-in portal's (loaded by the signed-in layout before its
 * first page, `loadPortalTexts`). A visit downloads only the language it shows (the other one
 * when the reader switches). Every key exists in both languages (i18n.test.ts), so no
 * fallback language is loaded.
 */
type Part = 'signIn' | 'portal' | 'admin';
const textsOf: Record<Language, Record<Part, () => Promise<object>>> = {
  'zh-CN': {
    signIn: () => import('./zh-CN.sign-in').then((m) => m.zhCNSignIn),
    portal: () => import('./zh-CN.portal').then((m) => m.zhCNPortal),
    admin: () => import('./zh-CN.admin').then((m) => m.zhCNAdmin),
  },
  'en-US': {
    signIn: () => import('./en-US.sign-in').then((m) => m.enUSSignIn),
    portal: () => import('./en-US.portal').then((m) => m.enUSPortal),
    admin: () => import('./en-US.admin').then((m) => m.enUSAdmin),
  },
};
/** The parts this visit needs, in every language it shows. */
const parts = new Set<Part>(['signIn']);
const loaded = new Map<string, Promise<void>>();

function loadTexts(lng: Language, part: Part): Promise<void> {
  const key = `${lng}:${part}`;
  let done = loaded.get(key);
  if (!done) {
    done = textsOf[lng][part]().then((texts) => {
      i18next.addResourceBundle(lng, 'translation', texts, true, true);
    });
    loaded.set(key, done);
  }
  return done;
}

/** The back office's texts in the current language (and in any language switched to later). */
export function loadAdminTexts(): Promise<void> {
  parts.add('admin');
  return loadTexts(currentLanguage(), 'admin');
}

/** The signed-in portal's texts in the current language (and in any language switched to later). */
export function loadPortalTexts(): Promise<void> {
  parts.add('portal');
  return loadTexts(currentLanguage(), 'portal');
}

export async function initI18n() {
  const lng = storedLanguage();
  await i18next.use(initReactI18next).init({
    resources: {},
    lng,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadTexts(lng, 'signIn');
  document.documentElement.lang = lng;
  return i18next;
}

/** Switches the language (its texts loaded first) and remembers it for the next visit. */
export async function setLanguage(lng: Language) {
  await Promise.all([...parts].map((part) => loadTexts(lng, part)));
  localStorage.setItem(STORAGE_KEY, lng);
  document.documentElement.lang = lng;
  await i18next.changeLanguage(lng);
}

export function currentLanguage(): Language {
  return (LANGUAGES as readonly string[]).includes(i18next.language) ? (i18next.language as Language) : DEFAULT_LANGUAGE;
}
