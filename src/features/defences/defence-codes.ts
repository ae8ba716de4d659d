export { DEFENCE_AI as AiStatus, DEFENCE_ENTRY as DefenceEntry, DEFENCE_STATUS as AttemptStatus } from '../../shared/review-rules';

/** The answer language's name. */
export const languageKey = (language: string) => (language === 'en-US' ? 'defences.explain.language_en' : 'defences.explain.language_zh') as 'defences.explain.language_en';
