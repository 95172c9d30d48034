import { describe, expect, it } from 'vitest';
import { endpointGroupOf } from '../src/contract/endpoint-group-of.ts';
import { endpointGroups } from '../src/contract/endpoint-groups.ts';
import { endpoints } from '../src/contract/endpoints.ts';
import { accountEndpoints } from '../src/contract/endpoints-account.ts';
import { agentEndpoints } from '../src/contract/endpoints-agent.ts';
import { contentEndpoints } from '../src/contract/endpoints-content.ts';
import { coreEndpoints } from '../src/contract/endpoints-core.ts';
import { engagementEndpoints } from '../src/contract/endpoints-engagement.ts';
import { gameRoundEndpoints } from '../src/contract/endpoints-games.ts';
import { lobbyEndpoints } from '../src/contract/endpoints-lobby.ts';
import { moneyEndpoints } from '../src/contract/endpoints-money.ts';
import { pointsEndpoints } from '../src/contract/endpoints-points.ts';
import { profileEndpoints } from '../src/contract/endpoints-profile.ts';
import { responsibleEndpoints } from '../src/contract/endpoints-responsible.ts';
import { roomsEndpoints } from '../src/contract/endpoints-rooms.ts';
import { socialEndpoints } from '../src/contract/endpoints-social.ts';

/** Every group module, imported here directly, so the lazy map is compared with the tables themselves. */
const groupTables: Record<keyof typeof endpointGroups, object> = {
  account: accountEndpoints,
  lobby: lobbyEndpoints,
  points: pointsEndpoints,
  rounds: gameRoundEndpoints,
  money: moneyEndpoints,
  profile: profileEndpoints,
  rooms: roomsEndpoints,
  social: socialEndpoints,
  engagement: engagementEndpoints,
  agent: agentEndpoints,
  content: contentEndpoints,
  responsible: responsibleEndpoints,
};

const sorted = (names: Iterable<string>) => [...names].sort();

describe('endpoint groups', () => {
  it('splits the table into the core group and the lazy groups, each call in exactly one', () => {
    const tables = [coreEndpoints, ...Object.values(groupTables)];
    const names = tables.flatMap((table) => Object.keys(table));
    expect(new Set(names).size, 'a call defined in two groups').toBe(names.length);
    expect(sorted(names)).toEqual(sorted(Object.keys(endpoints)));
  });

  it('maps every call outside the core group to the group that defines it, and nothing else', () => {
    const expected = Object.entries(groupTables).flatMap(([group, table]) =>
      Object.keys(table).map((name) => [name, group]),
    );
    expect(endpointGroupOf).toEqual(Object.fromEntries(expected));
    for (const name of Object.keys(coreEndpoints)) expect(endpointGroupOf).not.toHaveProperty(name);
  });

  it('loads each group as the very table it defines', async () => {
    for (const [group, load] of Object.entries(endpointGroups)) {
      expect(await load(), group).toBe(groupTables[group as keyof typeof endpointGroups]);
    }
  });
});
