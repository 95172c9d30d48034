/** The red envelope rain, mounted for logged-in members only, loaded when first shown. */
export const loadEnvelopeRain = () => import('./envelopes/EnvelopeRain.tsx');
/**
 * The popup announcements (type PU) shown in the after-login modal, loaded with it; the module
 * also opens that modal for them when a remembered device signs a member in (showPopupsOnReturn).
 */
export const loadPopupAnnouncements = () => import('./popups/PopupAnnouncements.tsx');
/** The rewards badge's count (the member's claimable rewards), loaded with the member bar. */
export const loadRewardsCount = () => import('./rewards/RewardsCount.tsx');
