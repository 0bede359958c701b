import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Toaster } from '../ui/toaster.tsx';
import { Banner } from './banner.tsx';
import { Footer } from './footer.tsx';
import { ScreenSizeWarning } from './screen-size-warning.tsx';

export function AppLayout() {
  const { t } = useTranslation();
  return (
    <div className="app">
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <Banner />
      <main id="main-content" className="content">
        <Outlet />
      </main>
      <Footer />
      <ScreenSizeWarning />
      <Toaster />
    </div>
  );
}
