// The worker thread of scripts/rtp.ts: loads that TypeScript file with tsx (a worker does not
// inherit the parent's loader), which then answers the jobs it is sent.
import { tsImport } from 'tsx/esm/api';

await tsImport('./rtp.ts', import.meta.url);
