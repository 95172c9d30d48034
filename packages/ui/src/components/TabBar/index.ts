export { TabBar, type TabBarItem, type TabBarProps, type TabBarShownOn } from './TabBar';
