import type { RecipeVariants } from '@vanilla-extract/recipes';
import { useId } from 'react';
import { StarFilledIcon, StarIcon } from '../../icons';
import type { Size } from '../../styles/vocabulary';
import { Button } from '../Button';
import * as styles from './GameTile.css';

export type GameTileSize = NonNullable<NonNullable<RecipeVariants<typeof styles.tile>>['size']>;
export const gameTileSizes = ['sm', 'md'] as const satisfies readonly (GameTileSize & Size)[];

export interface GameTileLabels {
  /** Accessible name of the play button; `{name}` is replaced by the game name. */
  play: string;
  hot: string;
  /** Name of the favourite toggle (its pressed state says whether it is on). */
  favourite: string;
  freeTrial: string;
  /** Status of a game that cannot be launched now (shown on the tile, and describes its play button). */
  maintenance: string;
}

export const defaultGameTileLabels: GameTileLabels = {
  play: 'Play {name}',
  hot: 'Hot',
  favourite: 'Favourite {name}',
  freeTrial: 'Free trial',
  maintenance: 'Under maintenance',
};

export interface GameTileProps {
  name: string;
  /** Vendor display name. */
  vendor?: string;
  imageSrc: string;
  /** Intrinsic image size, so the grid does not shift while images load. */
  imageWidth?: number;
  imageHeight?: number;
  hot?: boolean;
  /** The game offers a free trial: the tile shows its free-trial button. */
  hasFreeTrial?: boolean;
  /** The game is under maintenance: the tile says so, and neither play nor free trial launches it. */
  isUnderMaintenance?: boolean;
  /** Favourite state; the toggle only shows when `onFavouriteChange` is given. */
  favourite?: boolean;
  onFavouriteChange?: (favourite: boolean) => void;
  onPlay?: () => void;
  onFreeTrial?: () => void;
  size?: GameTileSize;
  labels?: Partial<GameTileLabels>;
  /** In the first screenful: the image loads at once, ahead of others (it is often the largest paint). */
  isPriority?: boolean;
}

const fill = (text: string, name: string) => text.replaceAll('{name}', name);

/**
 * One game: image, name, vendor, hot badge, favourite toggle, and under them the free-trial button
 * or the maintenance status. Tiles in a grid row are one size: the name takes two lines at most
 * (and always room for two), the status row sits at the bottom.
 */
export function GameTile({
  name,
  vendor,
  imageSrc,
  imageWidth = 200,
  imageHeight = 200,
  hot = false,
  hasFreeTrial = false,
  isUnderMaintenance = false,
  favourite = false,
  onFavouriteChange,
  onPlay,
  onFreeTrial,
  size = 'md',
  labels,
  isPriority = false,
}: GameTileProps) {
  const text = { ...defaultGameTileLabels, ...labels };
  const statusId = useId();
  return (
    <article className={styles.tile({ size })} aria-label={name}>
      <button
        type="button"
        className={styles.play}
        onClick={isUnderMaintenance ? undefined : onPlay}
        aria-label={fill(text.play, name)}
        // Still focusable, so a keyboard or screen reader user meets the game and hears why.
        aria-disabled={isUnderMaintenance || undefined}
        aria-describedby={isUnderMaintenance ? statusId : undefined}
      >
        <img
          className={styles.image}
          src={imageSrc}
          alt=""
          width={imageWidth}
          height={imageHeight}
          loading={isPriority ? 'eager' : 'lazy'}
          fetchPriority={isPriority ? 'high' : undefined}
          decoding={isPriority ? 'sync' : 'async'}
        />
        <span className={styles.name}>{name}</span>
      </button>
      {/* Outside the button, so its visible text stays part of its name (WCAG 2.5.3). */}
      {vendor ? <span className={styles.vendor}>{vendor}</span> : null}
      {/* At the foot of the artwork, clear of the vendor mark the artwork draws at its top. */}
      {hot ? <span className={styles.hot}>{text.hot}</span> : null}
      {onFavouriteChange ? (
        <button
          type="button"
          className={styles.favourite}
          aria-pressed={favourite}
          onClick={() => onFavouriteChange(!favourite)}
          aria-label={fill(text.favourite, name)}
        >
          {favourite ? <StarFilledIcon /> : <StarIcon />}
        </button>
      ) : null}
      {isUnderMaintenance ? (
        <p id={statusId} className={styles.maintenance}>
          {text.maintenance}
        </p>
      ) : hasFreeTrial ? (
        <div className={styles.freeTrial}>
          <Button variant="outline" size="sm" isFullWidth onPress={onFreeTrial}>
            {text.freeTrial}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
