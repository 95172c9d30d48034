/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Brand id chosen at build time (src/brand); defaults to the dark gold brand. */
  readonly VITE_BRAND?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
