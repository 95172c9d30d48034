import {
  type FocusEvent,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import {
  ChevronDownIcon,
  CockfightIcon,
  EsportsIcon,
  FishIcon,
  HomeIcon,
  type Icon,
  LiveIcon,
  LotteryIcon,
  PromotionsIcon,
  PvpIcon,
  RewardsIcon,
  SlotsIcon,
  SportsIcon,
  VipIcon,
} from '../../icons';
import { Link } from '../../navigation';
import { Badge } from '../Badge';
import type { GameTileLabels } from '../GameTile';
import type { NavGame, NavVendor, VendorDropdownLabels } from '../VendorDropdown';
import * as styles from './BottomNav.css';

// The drop-down (vendor list and game tiles) is not part of the header's first paint: its code
// loads once a category has vendors or hot games to show.
const loadDropdown = () => import('../VendorDropdown/VendorDropdown');
const VendorDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.VendorDropdown })));

/** Icons of the platform's game categories (docs/product.md § Game categories), keyed by category code. */
export const categoryIcons: Record<string, Icon> = {
  SPORTS: SportsIcon,
  ESPORTS: EsportsIcon,
  LIVE: LiveIcon,
  RNG: SlotsIcon,
  FISH: FishIcon,
  PVP: PvpIcon,
  LOTT: LotteryIcon,
  ELOTT: LotteryIcon,
  COCKFIGHT: CockfightIcon,
};

export interface NavCategory {
  /** Category code (SPORTS, ESPORTS, LIVE, RNG, FISH, PVP, LOTT, ELOTT, …); picks the icon. */
  code: string;
  label: string;
  href: string;
  vendors?: NavVendor[];
  games?: NavGame[];
}

export interface BottomNavLabels {
  navigation: string;
  home: string;
  promotions: string;
  rewards: string;
  /** Accessible text after the rewards count; `{count}` is replaced. */
  rewardsCount: string;
  vip: string;
  /** Rank shown when there is no rank (logged out). */
  noRank: string;
  /** Name of the button that toggles a category's drop-down; `{category}` is replaced. */
  dropdownToggle: string;
}

export const defaultBottomNavLabels: BottomNavLabels = {
  navigation: 'Main',
  home: 'Home',
  promotions: 'Promotions',
  rewards: 'Rewards',
  rewardsCount: '{count} available',
  vip: 'VIP',
  noRank: '- -',
  dropdownToggle: '{category} vendors',
};

export interface BottomNavProps {
  categories: NavCategory[];
  /** Path of the current page, to mark the matching entry with aria-current. */
  currentHref?: string;
  homeHref?: string;
  promotionsHref?: string;
  /** Rewards opens the rewards centre: give an href, a callback or both. */
  rewardsHref?: string;
  onRewards?: () => void;
  /** Number of available promotions, shown in a badge on Rewards when above 0. */
  rewardsCount?: number;
  vipHref?: string;
  onVip?: () => void;
  /** VIP rank label of the member; undefined shows '- -' (logged out). */
  vipRank?: string;
  onPlayGame?: (game: NavGame, category: NavCategory) => void;
  onFreeTrial?: (game: NavGame, category: NavCategory) => void;
  labels?: Partial<BottomNavLabels>;
  vendorDropdownLabels?: Partial<VendorDropdownLabels>;
  gameTileLabels?: Partial<GameTileLabels>;
}

const closeDelayMs = 150;

function CategoryItem({
  category,
  current,
  toggleLabel,
  onPlayGame,
  onFreeTrial,
  vendorDropdownLabels,
  gameTileLabels,
}: {
  category: NavCategory;
  current: boolean;
  toggleLabel: string;
} & Pick<BottomNavProps, 'onPlayGame' | 'onFreeTrial' | 'vendorDropdownLabels' | 'gameTileLabels'>) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const itemRef = useRef<HTMLLIElement>(null);
  /** Pointer type of the press under way on the toggle (none for Enter or Space). */
  const pressedBy = useRef<string | undefined>(undefined);
  const panelId = useId();
  const CategoryIcon = categoryIcons[category.code];
  const hasDropdown = (category.vendors?.length ?? 0) + (category.games?.length ?? 0) > 0;

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  // Fetched once the category has something to show, so it is there when the visitor reaches it.
  useEffect(() => {
    if (hasDropdown) loadDropdown().catch(() => undefined);
  }, [hasDropdown]);

  const show = () => {
    clearTimeout(closeTimer.current);
    if (hasDropdown) setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), closeDelayMs);
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      itemRef.current?.querySelector<HTMLElement>('[data-dropdown-toggle]')?.focus();
    }
  };

  return (
    <li
      ref={itemRef}
      className={styles.item}
      onPointerEnter={(event) => event.pointerType === 'mouse' && show()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && hideSoon()}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Link href={category.href} className={styles.link} aria-current={current ? 'page' : undefined}>
        {CategoryIcon ? <CategoryIcon className={styles.icon} /> : null}
        <span>{category.label}</span>
      </Link>
      {hasDropdown ? (
        <button
          type="button"
          className={styles.toggle}
          data-dropdown-toggle=""
          aria-label={toggleLabel.replaceAll('{category}', category.label)}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onPointerDown={(event) => {
            pressedBy.current = event.pointerType;
          }}
          onClick={() => {
            const pointer = pressedBy.current;
            pressedBy.current = undefined;
            // A mouse has already opened the panel by hovering; pressing must not close it again.
            if (pointer === 'mouse') return show();
            clearTimeout(closeTimer.current);
            setOpen((value) => !value);
          }}
        >
          <ChevronDownIcon className={styles.chevron} />
        </button>
      ) : null}
      {hasDropdown && open ? (
        // The panel's id is on a box that exists at once: the toggle's aria-controls must name an
        // element while the drop-down's code is still loading.
        <div className={styles.dropdown} id={panelId}>
          <Suspense fallback={null}>
            <VendorDropdown
              label={category.label}
              vendors={category.vendors ?? []}
              games={category.games}
              onPlayGame={onPlayGame ? (game) => onPlayGame(game, category) : undefined}
              onFreeTrial={onFreeTrial ? (game) => onFreeTrial(game, category) : undefined}
              labels={vendorDropdownLabels}
              gameTileLabels={gameTileLabels}
            />
          </Suspense>
        </div>
      ) : null}
    </li>
  );
}

function PlainItem({
  href,
  onPress,
  current,
  icon,
  children,
}: {
  href?: string;
  onPress?: () => void;
  current: boolean;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className={styles.item}>
      {href ? (
        <Link
          href={href}
          onClick={onPress}
          className={styles.link}
          aria-current={current ? 'page' : undefined}
        >
          {icon}
          {children}
        </Link>
      ) : (
        // An entry without an address only acts (e.g. opens the rewards centre): a button.
        <button type="button" onClick={onPress} className={styles.link}>
          {icon}
          {children}
        </button>
      )}
    </li>
  );
}

/**
 * The header's navigation row: home, one entry per game category, promotions, rewards with a
 * count badge and the member's VIP rank. A category with vendors opens its drop-down on hover
 * and with its chevron button (keyboard and touch); Escape closes it. Focus alone opens nothing:
 * Tab goes from category to category, and into a drop-down's tiles only once it is opened.
 */
export function BottomNav({
  categories,
  currentHref,
  homeHref = '/index',
  promotionsHref = '/promotions',
  rewardsHref,
  onRewards,
  rewardsCount = 0,
  vipHref = '/vip',
  onVip,
  vipRank,
  onPlayGame,
  onFreeTrial,
  labels,
  vendorDropdownLabels,
  gameTileLabels,
}: BottomNavProps) {
  const text = { ...defaultBottomNavLabels, ...labels };
  const isCurrent = (href?: string) => href !== undefined && href === currentHref;
  return (
    <nav aria-label={text.navigation} className={styles.nav}>
      <ul className={styles.list}>
        <PlainItem href={homeHref} current={isCurrent(homeHref)} icon={<HomeIcon className={styles.icon} />}>
          <span>{text.home}</span>
        </PlainItem>
        {categories.map((category) => (
          <CategoryItem
            key={category.code}
            category={category}
            current={isCurrent(category.href)}
            toggleLabel={text.dropdownToggle}
            onPlayGame={onPlayGame}
            onFreeTrial={onFreeTrial}
            vendorDropdownLabels={vendorDropdownLabels}
            gameTileLabels={gameTileLabels}
          />
        ))}
        <PlainItem
          href={promotionsHref}
          current={isCurrent(promotionsHref)}
          icon={<PromotionsIcon className={styles.icon} />}
        >
          <span>{text.promotions}</span>
        </PlainItem>
        <PlainItem
          href={rewardsHref}
          onPress={onRewards}
          current={isCurrent(rewardsHref)}
          icon={
            <Badge count={rewardsCount} label={text.rewardsCount.replaceAll('{count}', String(rewardsCount))}>
              <RewardsIcon className={styles.icon} />
            </Badge>
          }
        >
          <span>{text.rewards}</span>
        </PlainItem>
        <PlainItem
          href={vipHref}
          onPress={onVip}
          current={isCurrent(vipHref)}
          icon={<VipIcon className={styles.icon} />}
        >
          <span className={styles.labelRow}>
            <span>{text.vip}</span>
            <span className={styles.rank}>{vipRank ?? text.noRank}</span>
          </span>
        </PlainItem>
      </ul>
    </nav>
  );
}
