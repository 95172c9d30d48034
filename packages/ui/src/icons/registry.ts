import { CashbackIcon } from './CashbackIcon';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, ChevronUpIcon } from './ChevronIcons';
import { CloseIcon } from './CloseIcon';
import { CockfightIcon } from './CockfightIcon';
import { CustomerServiceIcon } from './CustomerServiceIcon';
import { DepositIcon } from './DepositIcon';
import { EmailIcon } from './EmailIcon';
import { EsportsIcon } from './EsportsIcon';
import { EyeIcon } from './EyeIcon';
import { EyeOffIcon } from './EyeOffIcon';
import { FishIcon } from './FishIcon';
import { HistoryIcon } from './HistoryIcon';
import { HomeIcon } from './HomeIcon';
import { LiveIcon } from './LiveIcon';
import { LogoutIcon } from './LogoutIcon';
import { LotteryIcon } from './LotteryIcon';
import { MenuIcon } from './MenuIcon';
import { PromotionsIcon } from './PromotionsIcon';
import { PvpIcon } from './PvpIcon';
import { RefreshIcon } from './RefreshIcon';
import { RewardsIcon } from './RewardsIcon';
import { SearchIcon } from './SearchIcon';
import { SlotsIcon } from './SlotsIcon';
import { SocialIcon } from './SocialIcon';
import { SportsIcon } from './SportsIcon';
import { StarFilledIcon } from './StarFilledIcon';
import { StarIcon } from './StarIcon';
import { UserIcon } from './UserIcon';
import { VipIcon } from './VipIcon';
import { WithdrawIcon } from './WithdrawIcon';

/** Every icon by name, for stories, tests and pickers. */
export const icons = {
  Home: HomeIcon,
  Menu: MenuIcon,
  Sports: SportsIcon,
  Esports: EsportsIcon,
  Live: LiveIcon,
  Slots: SlotsIcon,
  Fish: FishIcon,
  Pvp: PvpIcon,
  Lottery: LotteryIcon,
  Cockfight: CockfightIcon,
  Promotions: PromotionsIcon,
  Rewards: RewardsIcon,
  Vip: VipIcon,
  CustomerService: CustomerServiceIcon,
  Email: EmailIcon,
  Social: SocialIcon,
  Deposit: DepositIcon,
  Withdraw: WithdrawIcon,
  User: UserIcon,
  History: HistoryIcon,
  Cashback: CashbackIcon,
  Logout: LogoutIcon,
  Refresh: RefreshIcon,
  Eye: EyeIcon,
  EyeOff: EyeOffIcon,
  Close: CloseIcon,
  ChevronLeft: ChevronLeftIcon,
  ChevronRight: ChevronRightIcon,
  ChevronDown: ChevronDownIcon,
  ChevronUp: ChevronUpIcon,
  Search: SearchIcon,
  Star: StarIcon,
  StarFilled: StarFilledIcon,
} as const;

export type IconName = keyof typeof icons;
export const iconNames = /* @__PURE__ */ Object.keys(icons) as IconName[];
