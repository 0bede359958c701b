import type { Role } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { TILES } from './tile-config.ts';

export function TileGrid({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <ul className="tiles" aria-label={t('main.tilesLabel')}>
      {TILES[role].map((tile) => (
        <li key={tile.key}>
          {tile.enabled && tile.to ? (
            <Link className="tile" to={tile.to}>
              <span className="tile-icon">
                <Icon name={tile.icon} size={36} />
              </span>
              <span className="tile-label">{t(tile.label)}</span>
            </Link>
          ) : (
            <button type="button" className="tile" disabled>
              <span className="tile-icon">
                <Icon name={tile.icon} size={36} />
              </span>
              <span className="tile-label">{t(tile.label)}</span>
              <span className="tile-note">{t('main.comingSoon')}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
