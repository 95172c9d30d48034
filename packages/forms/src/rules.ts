/** Transition only: the site's last `@playsite/forms/rules` imports move to @playsite/rules, then this goes. */
export * from '@playsite/rules';
