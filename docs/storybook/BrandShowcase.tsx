import { Badge, Balance, Button, Checkbox, TextField } from '../../packages/ui/src';
import { vars } from '../../packages/ui/src/theme';
import { brandNames, brands } from '../../packages/ui/src/theme/brands';

/** The same few components once per registered brand, side by side. */
export function BrandShowcase({ only }: { only?: readonly string[] }) {
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
      {(only ?? brandNames).map((name) => (
        <section
          key={name}
          className={brands[name]!.className}
          aria-label={brands[name]!.label}
          style={{
            display: 'grid',
            gap: vars.space[4],
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
          <Balance amount={123456789} onRefresh={() => {}} />
          <TextField label="Username" description="6 to 12 letters or digits" />
          <Checkbox defaultSelected>Remember me</Checkbox>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], alignItems: 'center' }}>
            <Button>Deposit</Button>
            <Button variant="outline">Withdraw</Button>
            <Badge count={120} label="120 new messages" />
          </div>
        </section>
      ))}
    </div>
  );
}
