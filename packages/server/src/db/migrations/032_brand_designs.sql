-- The brand studio (issue 34 § Brand studio): a brand's design inputs as published from the back
-- office, over its folder's brand.json tokens. One row per brand; revision counts publications, so
-- every server process notices a new one (src/http/brands.ts reads the table at most once a second).
-- tokens: the whole `tokens` object of brand.json, checked by @playsite/brands' BrandTokens.

CREATE TABLE brand_designs (
  brand_id text PRIMARY KEY,
  revision integer NOT NULL,
  tokens jsonb NOT NULL,
  published_by integer NOT NULL REFERENCES backoffice_operators (id),
  published_at bigint NOT NULL
);
