import type { ManagedClass } from '@essay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { useCurrentUser } from '../../lib/auth/use-current-user.ts';
import { renewClassCode } from '../../lib/class-list.ts';
import { accountFailureMessage } from '../../lib/http/error-messages.ts';
import { CLASS_MANAGE_KEY } from './class-manage-api.ts';

/**
 * The class's join code on its own page (issue 29), with a sheet to print and hand out: the class,
 * the code, where students type it. Only the class's teacher and the school admin get a code.
 */
export function JoinSheet({ classRow }: { classRow: ManagedClass }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [printing, setPrinting] = useState(false);
  const { user } = useCurrentUser();
  const renew = useMutation({
    mutationFn: () => renewClassCode(classRow.id),
    onSuccess: async (row) => {
      toast.success(t('classCodes.renewed', { name: row.cls_name, code: row.code }));
      await queryClient.invalidateQueries({ queryKey: [CLASS_MANAGE_KEY] });
    },
    onError: (error) => toast.error(accountFailureMessage(error, t)),
  });
  if (!classRow.code) return null;
  const print = () => {
    // The sheet prints alone while it is marked (class-manage.css), then the page is whole again.
    flushSync(() => setPrinting(true));
    window.print();
    setPrinting(false);
  };
  return (
    <section
      className={printing ? 'join-sheet printing' : 'join-sheet'}
      aria-labelledby="join-sheet-title"
    >
      <h2 id="join-sheet-title">{t('joinSheet.title', { name: classRow.cls_name })}</h2>
      {user && (
        <p className="join-school-line">
          {t('joinSheet.school')} <strong>{user.sch_name}</strong>
        </p>
      )}
      <p className="join-code-line">
        {t('joinSheet.code')} <code className="class-code join-code">{classRow.code}</code>
      </p>
      <ol className="join-steps">
        <li>{t('joinSheet.step1', { site: window.location.origin })}</li>
        <li>{t('joinSheet.step2')}</li>
        <li>{t('joinSheet.step3', { code: classRow.code })}</li>
      </ol>
      <p>{t('joinSheet.newAccount', { site: window.location.origin })}</p>
      <div className="actions no-print">
        <Button tone="primary" onClick={print}>
          {t('joinSheet.print')}
        </Button>
        <Button tone="secondary" disabled={renew.isPending} onClick={() => renew.mutate()}>
          {t('classCodes.renew')}
        </Button>
      </div>
    </section>
  );
}
