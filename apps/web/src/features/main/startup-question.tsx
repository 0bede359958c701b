import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { useAccountAction } from '../../lib/http/use-account-action.ts';

export interface StartupQuestionProps<Answer> {
  /** Its texts' group in the locale files: `title`, `description`, `required`, `confirm`. */
  texts: 'roleDialog' | 'nicknameDialog';
  /** What is answered so far; null sends nothing and shows `required` through `onMissing`. */
  answer: Answer | null;
  save: (answer: Answer) => Promise<void>;
  /** The start sequence goes on (spec §4) once the answer is saved. */
  onSaved: () => Promise<void>;
  onMissing: (message: string) => void;
  children: ReactNode;
}

/** A question /main asks once before the tiles (the role, then the nickname): it must be answered. */
export function StartupQuestion<Answer>({
  texts,
  answer,
  save,
  onSaved,
  onMissing,
  children,
}: StartupQuestionProps<Answer>) {
  const { t } = useTranslation();
  const { run } = useAccountAction();

  const submit = async () => {
    if (answer === null) {
      onMissing(t(`${texts}.required`));
      return;
    }
    await run(async () => {
      await save(answer);
      await onSaved();
    });
  };

  return (
    <FormDialog open texts={texts} description={t(`${texts}.description`)} onSubmit={submit}>
      {children}
    </FormDialog>
  );
}
