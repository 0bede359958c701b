import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';
import { Tabs, useTabs } from '../../components/ui/tabs.tsx';
import { useProKey } from '../../lib/use-product-info.ts';
import { ApplyDialog } from '../../components/apply-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ApplyLogTab } from './apply-log-tab.tsx';
import { PointLogTab } from './log-tabs.tsx';
import { fetchBalance, POINT_QUERY_ROOT } from './point-api.ts';

/** /point (teacher): balance, apply-for-points dialog and three paged record tabs. */
export function PointPage() {
  const { t } = useTranslation();
  const proKey = useProKey();
  const queryClient = useQueryClient();
  const [applying, setApplying] = useState(false);
  const balance = useQuery({
    queryKey: [POINT_QUERY_ROOT, 'balance', proKey],
    queryFn: () => fetchBalance(proKey),
  });

  const tabs = useTabs(['get', 'use', 'apply'], (key) => t(`point.tabs.${key}`));
  const tab = tabs.active;

  return (
    <Page className="point-page" title={t('point.title')}>
      <div className="balance-card">
        <h2>{t('point.balance')}</h2>
        <p className="balance" data-testid="point-balance" aria-live="polite">
          {balance.data === undefined ? '…' : t('point.balanceValue', { count: balance.data })}
        </p>
        <Button tone="primary" onClick={() => setApplying(true)}>
          {t('point.apply')}
        </Button>
      </div>
      <Tabs label={t('point.tabsLabel')} {...tabs}>
        {(tab === 'get' || tab === 'use') && <PointLogTab key={tab} kind={tab} proKey={proKey} />}
        {tab === 'apply' && <ApplyLogTab proKey={proKey} />}
      </Tabs>
      <ApplyDialog
        open={applying}
        onClose={() => setApplying(false)}
        onApplied={() => void queryClient.invalidateQueries({ queryKey: [POINT_QUERY_ROOT] })}
      />
    </Page>
  );
}
