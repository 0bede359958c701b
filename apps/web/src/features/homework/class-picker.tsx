import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchClassList } from '../../lib/class-list.ts';
import { CheckboxLabel } from '../../components/ui/checkbox-label.tsx';
import type { FieldProps } from '../../components/ui/field-props.ts';
import { accountFailureMessage } from '../../lib/http/error-messages.ts';
import { useProKey } from '../../lib/use-product-info.ts';
import { HOMEWORK_QUERY_ROOT } from './homework-api.ts';

/**
 * The classes the caller may assign, as checkboxes; the value is the ticked ids. The account
 * service lists a class's join code only to its teacher and the school admin, who are exactly
 * those who may give it homework (issue 27); a class already ticked stays shown.
 */
export function ClassPicker({ value: selected, onChange }: FieldProps<number[]>) {
  const { t } = useTranslation();
  const proKey = useProKey();
  const classes = useQuery({
    queryKey: [HOMEWORK_QUERY_ROOT, 'classes', proKey],
    queryFn: () => fetchClassList(proKey),
  });
  const assignable = classes.data?.filter(
    (row) => row.code !== undefined || selected.includes(row.id),
  );
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((other) => other !== id));

  return (
    <fieldset className="field class-picker">
      <legend>{t('homework.form.classes')}</legend>
      {classes.isPending && <p className="muted">{t('loading.page')}</p>}
      {classes.error && (
        <p className="field-error" role="alert">
          {accountFailureMessage(classes.error, t, 'errors.generic')}
        </p>
      )}
      {assignable?.length === 0 && <p className="muted">{t('homework.form.noClasses')}</p>}
      <div className="checkbox-grid">
        {assignable?.map((row) => (
          <CheckboxLabel
            key={row.id}
            className="checkbox"
            checked={selected.includes(row.id)}
            onChange={(checked) => toggle(row.id, checked)}
          >
            {row.cls_name}
          </CheckboxLabel>
        ))}
      </div>
    </fieldset>
  );
}
