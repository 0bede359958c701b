import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { GrantTab } from './grant-tab.tsx';
import { LedgerTab } from './ledger-tab.tsx';
import { RequestsTab } from './requests-tab.tsx';

type TabKey = 'requests' | 'ledger' | 'grant';

/** /point-manage (admin): the school's point requests, its ledger, and direct grants. */
export function PointManagePage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabKey>('requests');
  const tabs = [
    { key: 'requests', label: t('pointManage.tabs.requests') },
    { key: 'ledger', label: t('pointManage.tabs.ledger') },
    { key: 'grant', label: t('pointManage.tabs.grant') },
  ] as const;
  return (
    <Page className="point-manage-page" title={t('pages.pointManage')}>
      <Tabs label={t('pointManage.tabsLabel')} items={tabs} active={tab} onChange={setTab}>
        {tab === 'requests' && <RequestsTab />}
        {tab === 'ledger' && <LedgerTab />}
        {tab === 'grant' && <GrantTab />}
      </Tabs>
    </Page>
  );
}
