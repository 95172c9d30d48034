import { Link } from '../../navigation';
import { GameTile, type GameTileLabels, type GameTileProps } from '../GameTile';
import * as styles from './VendorDropdown.css';

export interface NavVendor {
  code: string;
  name: string;
  href: string;
}

/** A game in the drop-down: the tile's display fields and an id. */
export interface NavGame
  extends Pick<
    GameTileProps,
    | 'name'
    | 'vendor'
    | 'imageSrc'
    | 'imageWidth'
    | 'imageHeight'
    | 'hot'
    | 'hasFreeTrial'
    | 'isUnderMaintenance'
  > {
  id: string;
}

export interface VendorDropdownLabels {
  vendors: string;
  games: string;
}

export const defaultVendorDropdownLabels: VendorDropdownLabels = {
  vendors: 'Vendors',
  games: 'Popular games',
};

export interface VendorDropdownProps {
  id?: string;
  /** Accessible name of the panel, e.g. "Slots". */
  label: string;
  vendors: NavVendor[];
  /** A small grid of games (the first 6 are shown). */
  games?: NavGame[];
  /** Highlighted vendor code (e.g. the current ?page= of /rng). */
  currentVendor?: string;
  onPlayGame?: (game: NavGame) => void;
  onFreeTrial?: (game: NavGame) => void;
  labels?: Partial<VendorDropdownLabels>;
  gameTileLabels?: Partial<GameTileLabels>;
}

export const vendorDropdownGameLimit = 6;

/** Drop-down panel of a navigation category: its vendors and a few of its games. */
export function VendorDropdown({
  id,
  label,
  vendors,
  games = [],
  currentVendor,
  onPlayGame,
  onFreeTrial,
  labels,
  gameTileLabels,
}: VendorDropdownProps) {
  const text = { ...defaultVendorDropdownLabels, ...labels };
  const shown = games.slice(0, vendorDropdownGameLimit);
  return (
    <section id={id} aria-label={label} className={styles.panel}>
      {vendors.length > 0 ? (
        <nav aria-label={`${label}: ${text.vendors}`} className={styles.vendorSection}>
          <ul className={styles.vendorList}>
            {vendors.map((vendor) => (
              <li key={vendor.code}>
                <Link
                  href={vendor.href}
                  className={styles.vendorLink}
                  aria-current={vendor.code === currentVendor ? 'page' : undefined}
                >
                  {vendor.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {shown.length > 0 ? (
        <section aria-label={`${label}: ${text.games}`} className={styles.gameSection}>
          <ul className={styles.gameGrid}>
            {shown.map((game) => (
              <li key={game.id}>
                <GameTile
                  {...game}
                  size="sm"
                  onPlay={onPlayGame ? () => onPlayGame(game) : undefined}
                  onFreeTrial={onFreeTrial ? () => onFreeTrial(game) : undefined}
                  labels={gameTileLabels}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
