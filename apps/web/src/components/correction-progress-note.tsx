import { useTranslation } from 'react-i18next';

/** "n of m corrected" of the current correction run, announced politely as it moves. */
export function CorrectionProgressNote({
  progress,
}: {
  progress: { done: number; total: number } | null;
}) {
  const { t } = useTranslation();
  return (
    <p className="correction-progress" role="status">
      {progress ? t('correction.progress', progress) : ''}
    </p>
  );
}
