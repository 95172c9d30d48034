import type { CSSProperties } from 'react';
import { tokenShape } from '../../packages/brands/src/tokens.ts';
import { vars } from '../../packages/ui/src/theme';
import { BrandColumns } from './BrandColumns';

type Group = 'colour' | 'type' | 'space' | 'radius';

const colourGroups = ['background', 'foreground', 'border'] as const;
const colourVars = vars.color as unknown as Record<string, Record<string, string> | string>;

const label: CSSProperties = {
  fontFamily: vars.typography.fontFamily.mono,
  fontSize: vars.typography.fontSize.xs,
};
const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: vars.space[2] };

function Colours() {
  const entries = [
    ...colourGroups.flatMap((group) =>
      Object.keys(tokenShape.color[group]).map((name) => [
        `${group}.${name}`,
        (colourVars[group] as Record<string, string>)[name]!,
      ]),
    ),
    ['indicator', vars.color.indicator],
  ];
  return (
    <BrandColumns>
      {() =>
        entries.map(([name, value]) => (
          <div key={name} style={row}>
            <span
              aria-hidden
              style={{
                inlineSize: 28,
                blockSize: 20,
                flex: 'none',
                borderRadius: vars.radius.sm,
                border: `1px solid ${vars.color.border.default}`,
                background: value,
              }}
            />
            <code style={label}>{name}</code>
          </div>
        ))
      }
    </BrandColumns>
  );
}

function Type() {
  const sizes = Object.keys(tokenShape.typography.fontSize) as (keyof typeof vars.typography.fontSize)[];
  return (
    <BrandColumns>
      {() => (
        <>
          <p
            style={{
              margin: 0,
              fontFamily: vars.typography.fontFamily.heading,
              fontSize: vars.typography.fontSize.xl,
            }}
          >
            Heading Aa Ăâ Đđ ก
          </p>
          {sizes.map((size) => (
            <p key={size} style={{ margin: 0, fontSize: vars.typography.fontSize[size] }}>
              <code style={label}>{size}</code> Body Aa Ăâ Đđ ก
            </p>
          ))}
        </>
      )}
    </BrandColumns>
  );
}

function Space() {
  const steps = Object.keys(tokenShape.space) as unknown as (keyof typeof vars.space)[];
  return (
    <BrandColumns>
      {() =>
        steps.map((step) => (
          <div key={step} style={row}>
            <code style={{ ...label, inlineSize: 24 }}>{step}</code>
            <span
              aria-hidden
              style={{ blockSize: 12, inlineSize: vars.space[step], background: vars.color.indicator }}
            />
          </div>
        ))
      }
    </BrandColumns>
  );
}

function Radius() {
  const roles = Object.keys(tokenShape.radius) as (keyof typeof vars.radius)[];
  return (
    <BrandColumns>
      {() => (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] }}>
          {roles.map((role) => (
            <div key={role} style={{ display: 'grid', gap: vars.space[1], justifyItems: 'center' }}>
              <span
                aria-hidden
                style={{
                  inlineSize: 56,
                  blockSize: 40,
                  borderRadius: vars.radius[role],
                  border: `2px solid ${vars.color.border.strong}`,
                  background: vars.color.background.raised,
                }}
              />
              <code style={label}>{role}</code>
            </div>
          ))}
        </div>
      )}
    </BrandColumns>
  );
}

/** The token values of every brand folder, side by side, for one group of tokens. */
export function TokenSheet({ group }: { group: Group }) {
  if (group === 'colour') return <Colours />;
  if (group === 'type') return <Type />;
  if (group === 'space') return <Space />;
  return <Radius />;
}
