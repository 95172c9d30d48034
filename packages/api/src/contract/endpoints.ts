import type { Infer } from 'superstruct';
import type { Endpoint } from './endpoint.ts';
import { accountEndpoints } from './endpoints-account.ts';
import { agentEndpoints } from './endpoints-agent.ts';
import { contentEndpoints } from './endpoints-content.ts';
import { coreEndpoints } from './endpoints-core.ts';
import { engagementEndpoints } from './endpoints-engagement.ts';
import { gameRoundEndpoints } from './endpoints-games.ts';
import { lobbyEndpoints } from './endpoints-lobby.ts';
import { moneyEndpoints } from './endpoints-money.ts';
import { pointsEndpoints } from './endpoints-points.ts';
import { profileEndpoints } from './endpoints-profile.ts';
import { responsibleEndpoints } from './endpoints-responsible.ts';
import { roomsEndpoints } from './endpoints-rooms.ts';
import { socialEndpoints } from './endpoints-social.ts';

export { type Endpoint, type HttpMethod, type ModuleId, moduleIds } from './endpoint.ts';

/**
 * Every platform call (docs/contract.md is generated from this table). Keys are the call names
 * used by `client.call(name, payload)`.
 * The table is the union of its groups: the client loads only the core group up front and the
 * others on first use (endpoint-groups.ts); the server and tests use this whole table.
 */
export const endpoints = {
  ...coreEndpoints,
  ...accountEndpoints,
  ...lobbyEndpoints,
  ...pointsEndpoints,
  /* Calls public clients name only by action (bet records, demo games, deposits…): their own files. */
  ...gameRoundEndpoints,
  ...moneyEndpoints,
  ...profileEndpoints,
  ...roomsEndpoints,
  ...socialEndpoints,
  ...engagementEndpoints,
  ...agentEndpoints,
  ...contentEndpoints,
  ...responsibleEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<N extends EndpointName> = Infer<Endpoints[N]['request']>;
export type ValueOf<N extends EndpointName> = Infer<Endpoints[N]['response']>;

/**
 * Every endpoint, typed loosely for iteration (route registration, tests): structs are invariant
 * in their type, so the precise union would not accept `validate(input, e.request)`.
 */
export const endpointList = Object.values(endpoints) as unknown as readonly Endpoint[];
