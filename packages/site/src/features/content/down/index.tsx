import { PageShell } from '../../../common/page/index.ts';

/** down page (docs/product.md § Routes); its content is planned. */
export function Component() {
  return <PageShell page="down" />;
}
