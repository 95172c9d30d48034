import type { ReactNode } from 'react';
import { vars } from '../../packages/ui/src/theme';
import { brandNames, brands } from '../../packages/ui/src/theme/brands';

/** One column per brand folder, each themed by its own class and headed by the brand's label. */
export function BrandColumns({ children }: { children: (brand: string) => ReactNode }) {
  return (
    // sb-unstyled: the docs page's own heading and button styles would override the brands'.
    <div
      className="sb-unstyled"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
        gap: vars.space[4],
      }}
    >
      {brandNames.map((name) => (
        <section
          key={name}
          className={brands[name]!.className}
          aria-label={brands[name]!.label}
          style={{
            display: 'grid',
            gap: vars.space[4],
            alignContent: 'start',
            padding: vars.space[6],
            borderRadius: vars.radius.lg,
            backgroundColor: vars.color.background.canvas,
            color: vars.color.foreground.default,
            fontFamily: vars.typography.fontFamily.body,
          }}
        >
          <h3
            style={{
              margin: 0,
              fontFamily: vars.typography.fontFamily.heading,
              fontSize: vars.typography.fontSize.xl,
            }}
          >
            {brands[name]!.label}
          </h3>
          {children(name)}
        </section>
      ))}
    </div>
  );
}
