// Lobby benchmark (issue 6): name-filter time per keystroke over the catalogue, the lobby
// route's initial JavaScript, and Lighthouse (mobile) on /rng. Prints figures; goals in brackets.
import { execSync } from 'node:child_process';
import { kb, routeInitialJs } from './route-js.mjs';

execSync('npx tsx packages/server/src/games/bench-filter.ts', { stdio: 'inherit' });
execSync('npx --yes pnpm@12.21.0 --filter @playsite/site build', { stdio: 'ignore' });
const lobby = routeInitialJs(/features\/lobby\/rng\//);
if (!lobby.pageFound)
  throw new Error('the /rng page chunk (features/lobby/rng) is not in the build manifest');
console.log(`lobby: /rng initial js=${kb(lobby.total)} KB gzip (${lobby.files.length} files)`);
execSync('node scripts/lighthouse.mjs /rng?page=SFORGE --no-build', { stdio: 'inherit' });
