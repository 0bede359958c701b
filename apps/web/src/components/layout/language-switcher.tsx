import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../../i18n/i18n.ts';
import { isLocale, LOCALES } from '../../i18n/locale.ts';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="language-switcher">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={currentLocale()}
        onChange={(event) => {
          if (isLocale(event.target.value)) void changeLocale(event.target.value);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
