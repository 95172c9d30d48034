import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const root = import.meta.dirname;

/**
 * Files the server reads at run time, copied to the same places under dist/ that they hold under
 * src/ (src/files.ts finds them from the running code's folder).
 */
const runtimeFiles = ['db/migrations', 'play/assets'];

function copyRuntimeFiles(): Plugin {
  return {
    name: 'playsite-server-runtime-files',
    writeBundle() {
      for (const dir of runtimeFiles)
        cpSync(join(root, 'src', dir), join(root, 'dist', dir), { recursive: true });
    },
  };
}

/**
 * `pnpm build`: src/main.ts as one ES module, dist/main.js, for `node dist/main.js`. Our workspace
 * packages (@playsite/api, @playsite/rules: TypeScript sources) are bundled in; other packages
 * stay imports, resolved from this package's node_modules.
 */
export default defineConfig({
  root,
  plugins: [copyRuntimeFiles()],
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
});
