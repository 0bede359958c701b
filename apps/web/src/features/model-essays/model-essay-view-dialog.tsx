import type { ModelArticle } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/modal.tsx';
import { DEFAULT_LOCALE, isLocale } from '../../i18n/locale.ts';
import { strengthsIn } from './model-essay-filter.ts';
import { levelOf } from './model-essay-level.ts';
import { essayLabel } from '../../lib/essay-label.ts';

export type ViewableEssay = Pick<
  ModelArticle,
  'title' | 'homework_name' | 'student_name' | 'content' | 'score' | 'level_label' | 'strengths'
>;

export interface ModelEssayViewDialogProps {
  essay: ViewableEssay | null;
  onClose: () => void;
}

/** The viewing dialog: the essay, its level and its report's strengths in the current locale. */
export function ModelEssayViewDialog({ essay, onClose }: ModelEssayViewDialogProps) {
  const { t, i18n } = useTranslation();
  // From the hook, so the strengths follow a language switch while the dialog is open.
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const strengths = essay ? strengthsIn(essay.strengths, locale) : [];
  return (
    <Modal
      open={essay !== null}
      title={essay ? essayLabel(essay, (key, vars) => t(key, vars ?? {})) : ''}
      onDismiss={onClose}
      footer={
        <button type="button" className="button primary" onClick={onClose}>
          {t('modal.close')}
        </button>
      }
    >
      {essay && (
        <div className="model-essay-view">
          <dl className="model-essay-facts">
            <dt>{t('modelEssay.table.homework')}</dt>
            <dd>{essay.homework_name}</dd>
            <dt>{t('modelEssay.table.student')}</dt>
            <dd>{essay.student_name || t('modelEssay.nameHidden')}</dd>
            <dt>{t('modelEssay.table.level')}</dt>
            <dd>{levelOf(essay) ?? t('modelEssay.noLevel')}</dd>
          </dl>
          <h3>{t('modelEssay.view.strengths')}</h3>
          {strengths.length === 0 ? (
            <p className="muted">{t('modelEssay.view.noStrengths')}</p>
          ) : (
            <ul className="model-essay-strengths">
              {strengths.map((strength, index) => (
                <li key={index}>{strength}</li>
              ))}
            </ul>
          )}
          <h3>{t('modelEssay.view.essay')}</h3>
          <div className="model-essay-content" tabIndex={0} aria-label={t('modelEssay.view.essay')}>
            {essay.content}
          </div>
        </div>
      )}
    </Modal>
  );
}
