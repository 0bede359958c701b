import { useTranslation } from 'react-i18next';

function statusKey(askOk: string): string {
  return askOk === '0' || askOk === '1' || askOk === '-1'
    ? `point.status.${askOk}`
    : 'point.status.unknown';
}

/** A point request's state (unprocessed, approved, rejected), coloured by its class. */
export function PointAskStatus({ askOk }: { askOk: string }) {
  const { t } = useTranslation();
  return <span className={`status status-${askOk}`}>{t(statusKey(askOk))}</span>;
}
