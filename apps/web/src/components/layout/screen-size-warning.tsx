import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/auth/use-current-user.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';

/** Spec §9: windows narrower than this get the warning. */
export const MIN_SCREEN_WIDTH = 1000;

function isDismissed(): boolean {
  return localStorage.getItem(STORAGE_KEYS.screenSizeWarningDismissed) === 'true';
}

/**
 * Overlay for narrow windows; dismissing it is permanent (stored flag). Students are on phones
 * (issue 29): their pages work at phone width, so the warning is for everyone else.
 */
export function ScreenSizeWarning() {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  const [narrow, setNarrow] = useState(() => window.innerWidth < MIN_SCREEN_WIDTH);
  const [dismissed, setDismissed] = useState(isDismissed);

  useEffect(() => {
    const onResize = () => setNarrow(window.innerWidth < MIN_SCREEN_WIDTH);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  if (!narrow || dismissed || role === 'student') return null;
  return (
    <div
      className="screen-warning"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="screen-warning-title"
      aria-describedby="screen-warning-body"
    >
      <div className="screen-warning-box">
        <h2 id="screen-warning-title">{t('screenWarning.title')}</h2>
        <p id="screen-warning-body">{t('screenWarning.body')}</p>
        <button
          type="button"
          className="button primary"
          autoFocus
          onClick={() => {
            localStorage.setItem(STORAGE_KEYS.screenSizeWarningDismissed, 'true');
            setDismissed(true);
          }}
        >
          {t('screenWarning.dismiss')}
        </button>
      </div>
    </div>
  );
}
