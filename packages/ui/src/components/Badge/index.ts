export { Badge, type BadgeProps, type BadgeTone, badgeText, badgeTones } from './Badge';
