import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';
import { Tabs, useTabs } from '../../components/ui/tabs.tsx';
import { GrantTab } from './grant-tab.tsx';
import { LedgerTab } from './ledger-tab.tsx';
import { RequestsTab } from './requests-tab.tsx';

/** /point-manage (admin): the school's point requests, its ledger, and direct grants. */
export function PointManagePage() {
  const { t } = useTranslation();
  const tabs = useTabs(['requests', 'ledger', 'grant'], (key) => t(`pointManage.tabs.${key}`));
  return (
    <Page className="point-manage-page" title={t('pages.pointManage')}>
      <Tabs label={t('pointManage.tabsLabel')} {...tabs}>
        {tabs.active === 'requests' && <RequestsTab />}
        {tabs.active === 'ledger' && <LedgerTab />}
        {tabs.active === 'grant' && <GrantTab />}
      </Tabs>
    </Page>
  );
}
