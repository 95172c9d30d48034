import type { DomainPlugin } from '../../plugin.ts';

/** The game domain's plugins (lobby, launch, demo games, bet records), in registration order. */
export const gamePlugins: DomainPlugin[] = [];
