import { useTranslation } from 'react-i18next';
import { TextField } from './ui/text-field.tsx';

/** A range typed as two ISO dates ends before it starts; either end may be left open. */
export function endsBeforeStart(range: { from: string; to: string }): boolean {
  return range.from !== '' && range.to !== '' && range.from > range.to;
}

/** The from and to dates of a report or trail filter; a refused range is said under "to". */
export function DateRangeFields({
  from,
  to,
  error,
  onChange,
}: {
  from: string;
  to: string;
  error: string | undefined;
  onChange: (end: 'from' | 'to', value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('adminReport.from')}
        type="date"
        value={from}
        onChange={(value) => onChange('from', value)}
      />
      <TextField
        label={t('adminReport.to')}
        type="date"
        value={to}
        error={error}
        onChange={(value) => onChange('to', value)}
      />
    </>
  );
}
