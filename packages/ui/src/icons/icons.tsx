import { createIcon } from './createIcon';

export const HomeIcon = createIcon('Home', <path d="M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5" />);

export const SportsIcon = createIcon(
  'Sports',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5l4 2.9-1.5 4.6h-5L8 10.4zM12 7.5V3M16 10.4l4.3-1.4M14.5 15l2.7 3.7M9.5 15l-2.7 3.7M8 10.4L3.7 9" />
  </>,
);

export const EsportsIcon = createIcon(
  'Esports',
  <>
    <path d="M7 7h10a5 5 0 0 1 5 5v2.5a3 3 0 0 1-5.4 1.8L15 14H9l-1.6 2.3A3 3 0 0 1 2 14.5V12a5 5 0 0 1 5-5z" />
    <path d="M7.5 9.5v4M5.5 11.5h4M15.5 10.5h.01M18 12.5h.01" />
  </>,
);

/** Live casino: a betting chip. */
export const LiveIcon = createIcon(
  'Live',
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4.5" />
    <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.2 2.2M16.2 16.2l2.2 2.2M5.6 18.4l2.2-2.2M16.2 7.8l2.2-2.2" />
  </>,
);

/** Slots / RNG games: a slot machine with a lever. */
export const SlotsIcon = createIcon(
  'Slots',
  <>
    <rect x="3" y="5" width="14" height="16" rx="2" />
    <path d="M6 9h8v6H6zM8.7 9v6M11.3 9v6M7 18h6M17 11h2.5V6" />
    <circle cx="19.5" cy="4.5" r="1.5" />
  </>,
);

export const FishIcon = createIcon(
  'Fish',
  <path d="M2 12c3.5-5.5 10-6.5 15-2.5L21 6v12l-4-3.5C12 18.5 5.5 17.5 2 12zM7.5 11h.01M12 9.5c.8 1.5.8 3.5 0 5" />,
);

/** PVP card rooms: two playing cards. */
export const PvpIcon = createIcon(
  'Pvp',
  <>
    <rect x="3" y="5" width="10" height="15" rx="1.5" transform="rotate(-12 8 12.5)" />
    <path d="M14.5 4.5H19a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-5.5M8 10.5l1.2 2-1.2 2-1.2-2z" />
  </>,
);

/** Lottery: a ticket. */
export const LotteryIcon = createIcon(
  'Lottery',
  <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM15 7v2M15 11v2M15 15v2M7 10.5h4M7 13.5h3" />,
);

export const CockfightIcon = createIcon(
  'Cockfight',
  <path d="M6 4l1.5 2L9 4l1 2.5M8.5 6.5A3 3 0 0 0 6 9.5V11l-3 1 3 1c0 3.5 3 6 7 6 4.5 0 7-3 7-7l1.5-4-3.5 2c-1.5-1-3-1-4.5 0L11 9.5V8a1.5 1.5 0 0 0-2.5-1.5zM10 19l-1 2.5M14 19l1 2.5M8.5 9.5h.01" />,
);

/** Promotions: a gift box. */
export const PromotionsIcon = createIcon(
  'Promotions',
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v9h14v-9M12 8v13M12 8C10.5 4 6.5 3.5 6.5 6S12 8 12 8s5.5 0 5.5-2-4-1.5-5.5 2" />
  </>,
);

/** Rewards: a trophy. */
export const RewardsIcon = createIcon(
  'Rewards',
  <path d="M8 3h8v6a4 4 0 0 1-8 0zM8 5H5a3 3 0 0 0 3 5M16 5h3a3 3 0 0 1-3 5M12 13v4M8.5 21h7M9.5 17h5l.5 4H9z" />,
);

/** VIP: a crown. */
export const VipIcon = createIcon('Vip', <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5zM5 19h14" />);

/** Customer service: a headset. */
export const CustomerServiceIcon = createIcon(
  'CustomerService',
  <path d="M4 15v-3a8 8 0 0 1 16 0v3M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 1.5-2 2.5-5 2.5h-2" />,
);

export const EmailIcon = createIcon(
  'Email',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5L12 13l8.5-6.5" />
  </>,
);

/** Social page: a share graph. */
export const SocialIcon = createIcon(
  'Social',
  <>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="M8.2 10.8l7.6-4.5M8.2 13.2l7.6 4.5" />
  </>,
);

export const DepositIcon = createIcon('Deposit', <path d="M12 3v12M7 10l5 5 5-5M4 16v4h16v-4" />);

export const WithdrawIcon = createIcon('Withdraw', <path d="M12 15V3M7 8l5-5 5 5M4 16v4h16v-4" />);

export const UserIcon = createIcon(
  'User',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);

/** Bet records / history: a clock turning back. */
export const HistoryIcon = createIcon('History', <path d="M3 12a9 9 0 1 0 2.6-6.4L3 8M3 3v5h5M12 7v5l3 3" />);

/** Cashback: money coming round again. */
export const CashbackIcon = createIcon(
  'Cashback',
  <path d="M20.5 12a8.5 8.5 0 1 1-2.5-6M20.5 3v4.5H16M12 7.5v9M14.5 9.5c-.4-.7-1.3-1-2.5-1-1.5 0-2.5.7-2.5 1.7 0 2.3 5 1.2 5 3.6 0 1-1 1.7-2.5 1.7-1.2 0-2.1-.4-2.5-1" />,
);

export const LogoutIcon = createIcon(
  'Logout',
  <path d="M9 21H5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h4M16 17l5-5-5-5M21 12H9" />,
);

export const RefreshIcon = createIcon('Refresh', <path d="M21 12a9 9 0 1 1-2.6-6.4L21 8M21 3v5h-5" />);

export const EyeIcon = createIcon(
  'Eye',
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeOffIcon = createIcon(
  'EyeOff',
  <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3 3.9M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />,
);

export const CloseIcon = createIcon('Close', <path d="M6 6l12 12M18 6L6 18" />);

export const ChevronLeftIcon = createIcon('ChevronLeft', <path d="M15 6l-6 6 6 6" />);
export const ChevronRightIcon = createIcon('ChevronRight', <path d="M9 6l6 6-6 6" />);
export const ChevronDownIcon = createIcon('ChevronDown', <path d="M6 9l6 6 6-6" />);
export const ChevronUpIcon = createIcon('ChevronUp', <path d="M6 15l6-6 6 6" />);

export const SearchIcon = createIcon(
  'Search',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-5-5" />
  </>,
);

const starPath = 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z';
export const StarIcon = createIcon('Star', <path d={starPath} />);
/** The favourite state: the same star, filled. */
export const StarFilledIcon = createIcon('StarFilled', <path d={starPath} fill="currentColor" />);

/** Every icon by name, for stories, tests and pickers. */
export const icons = {
  Home: HomeIcon,
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
export const iconNames = Object.keys(icons) as IconName[];
