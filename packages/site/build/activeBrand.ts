import type { Plugin } from 'vite';
import { brands } from '../src/common/brand/registry.ts';

const brandIndex = /[\\/]common[\\/]brand[\\/]index\.ts$/;
const virtualId = '\0playsite:active-brand';

/** The brand of a build (VITE_BRAND, default darkGold); an unknown id stops the build. */
export function brandIdOf(value: string | undefined): string {
  const id = value || 'darkGold';
  if (!(id in brands))
    throw new Error(
      `VITE_BRAND="${id}" is not a brand of src/common/brand: ${Object.keys(brands).join(', ')}`,
    );
  return id;
}

/**
 * Builds ship only their own brand's settings: src/common/brand/active.ts (the dark gold brand
 * for tests and type checks) becomes the chosen brand's file, so the others stay off the page.
 */
export function activeBrand(): Plugin {
  let id = 'darkGold';
  return {
    name: 'playsite:active-brand',
    apply: 'build',
    configResolved(config) {
      id = brandIdOf(config.env.VITE_BRAND);
    },
    resolveId(source, importer) {
      return source === './active.ts' && importer && brandIndex.test(importer) ? virtualId : undefined;
    },
    load(moduleId) {
      if (moduleId !== virtualId) return undefined;
      return `export { ${id} as brand } from '${import.meta.dirname}/../src/common/brand/${id}.ts';`;
    },
  };
}
