import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchMyClasses, MY_CLASSES_KEY } from '../../lib/class-list.ts';

/**
 * An approved student in no class sees no homework and would not know why (issue 41): say so,
 * and how to join one with the code the teacher hands out.
 */
export function NoClassHint() {
  const { t } = useTranslation();
  const classes = useQuery({ queryKey: MY_CLASSES_KEY, queryFn: fetchMyClasses });
  if (!classes.data || classes.data.length > 0) return null;
  return (
    <section className="no-class-hint" aria-labelledby="no-class-hint-title">
      <h2 id="no-class-hint-title">{t('main.noClass.title')}</h2>
      <p>{t('main.noClass.text')}</p>
      <Link className="button primary" to="/class">
        {t('main.noClass.join')}
      </Link>
    </section>
  );
}
