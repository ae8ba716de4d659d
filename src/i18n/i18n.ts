import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
const STORAGE_KEY = 'lang';

export function storedLanguage(): Language {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as Language) : DEFAULT_LANGUAGE;
}

export function initI18n() {
  const lng = storedLanguage();
  void i18next.use(initReactI18next).init({
    resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = lng;
  return i18next;
}

/** Switches the language and remembers it for the next visit. */
export function setLanguage(lng: Language) {
  localStorage.setItem(STORAGE_KEY, lng);
  document.documentElement.lang = lng;
  void i18next.changeLanguage(lng);
}

export function currentLanguage(): Language {
  return (LANGUAGES as readonly string[]).includes(i18next.language) ? (i18next.language as Language) : DEFAULT_LANGUAGE;
}
