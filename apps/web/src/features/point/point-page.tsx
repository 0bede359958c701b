import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useProKey } from '../../lib/use-product-info.ts';
import { ApplyDialog } from '../../components/apply-dialog.tsx';
import { ApplyLogTab } from './apply-log-tab.tsx';
import { PointLogTab } from './log-tabs.tsx';
import { fetchBalance, POINT_QUERY_ROOT } from './point-api.ts';

type TabKey = 'get' | 'use' | 'apply';

/** /point (teacher): balance, apply-for-points dialog and three paged record tabs. */
export function PointPage() {
  const { t } = useTranslation();
  const proKey = useProKey();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<TabKey>('get');
  const [applying, setApplying] = useState(false);
  const balance = useQuery({
    queryKey: [POINT_QUERY_ROOT, 'balance', proKey],
    queryFn: () => fetchBalance(proKey),
  });

  const tabs = [
    { key: 'get', label: t('point.tabs.get') },
    { key: 'use', label: t('point.tabs.use') },
    { key: 'apply', label: t('point.tabs.apply') },
  ] as const;

  return (
    <Page className="point-page" title={t('point.title')}>
      <div className="balance-card">
        <h2>{t('point.balance')}</h2>
        <p className="balance" data-testid="point-balance" aria-live="polite">
          {balance.data === undefined ? '…' : t('point.balanceValue', { count: balance.data })}
        </p>
        <button type="button" className="button primary" onClick={() => setApplying(true)}>
          {t('point.apply')}
        </button>
      </div>
      <Tabs label={t('point.tabsLabel')} items={tabs} active={tab} onChange={setTab}>
        {(tab === 'get' || tab === 'use') && <PointLogTab key={tab} kind={tab} proKey={proKey} />}
        {tab === 'apply' && <ApplyLogTab proKey={proKey} />}
      </Tabs>
      <ApplyDialog
        open={applying}
        proKey={proKey}
        onClose={() => setApplying(false)}
        onApplied={() => void queryClient.invalidateQueries({ queryKey: [POINT_QUERY_ROOT] })}
      />
    </Page>
  );
}
