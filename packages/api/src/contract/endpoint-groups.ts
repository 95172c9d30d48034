import type { EndpointName } from './endpoints.ts';
import type { coreEndpoints } from './endpoints-core.ts';

/**
 * The endpoint groups besides the core one, each loaded by the client on the first call of one of
 * its names, so their structs stay off the site's start path. Import nothing here statically
 * from a group module: only types, which cost nothing.
 */
export const endpointGroups = {
  account: () => import('./endpoints-account.ts').then((m) => m.accountEndpoints),
  lobby: () => import('./endpoints-lobby.ts').then((m) => m.lobbyEndpoints),
  points: () => import('./endpoints-points.ts').then((m) => m.pointsEndpoints),
  rounds: () => import('./endpoints-games.ts').then((m) => m.gameRoundEndpoints),
  money: () => import('./endpoints-money.ts').then((m) => m.moneyEndpoints),
  profile: () => import('./endpoints-profile.ts').then((m) => m.profileEndpoints),
  rooms: () => import('./endpoints-rooms.ts').then((m) => m.roomsEndpoints),
  social: () => import('./endpoints-social.ts').then((m) => m.socialEndpoints),
  engagement: () => import('./endpoints-engagement.ts').then((m) => m.engagementEndpoints),
  agent: () => import('./endpoints-agent.ts').then((m) => m.agentEndpoints),
  content: () => import('./endpoints-content.ts').then((m) => m.contentEndpoints),
  responsible: () => import('./endpoints-responsible.ts').then((m) => m.responsibleEndpoints),
} satisfies Record<string, () => Promise<Readonly<Record<string, object>>>>;

export type EndpointGroup = keyof typeof endpointGroups;
export type CoreEndpointName = keyof typeof coreEndpoints;
export type LazyEndpointName = Exclude<EndpointName, CoreEndpointName>;
