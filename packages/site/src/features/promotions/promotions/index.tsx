import { PageShell } from '../../../common/page/index.ts';

/** promotions page (docs/product.md § Routes); its content is planned. */
export function Component() {
  return <PageShell page="promotions" />;
}
