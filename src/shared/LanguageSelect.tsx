import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '../i18n/i18n';

/** The language switch (zh-CN default, en-US); the choice is remembered. */
export function LanguageSelect({ minimal = true }: { minimal?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <HTMLSelect
      minimal={minimal}
      aria-label={t('common.language')}
      value={i18n.language}
      onChange={(e) => void setLanguage(e.target.value as Language)}
      options={LANGUAGES.map((lng) => ({ value: lng, label: t(`lang.${lng}`) }))}
      data-testid="language"
    />
  );
}
