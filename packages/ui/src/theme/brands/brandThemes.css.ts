import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { type BrandInputs, deriveTheme } from '../deriveTheme';
import { brandClassName } from './brandClass';
import * as registry from './registry';

export type BrandName = keyof typeof registry;

/** Sorted by name so the order never depends on the bundler. */
const registered = Object.entries(registry).sort(([a], [b]) => (a < b ? -1 : 1)) as [
  BrandName,
  BrandInputs,
][];

/** Every registered brand. */
export const brandNames: readonly BrandName[] = registered.map(([name]) => name);

/** name -> the label to show and the class that themes an element and everything inside it. */
export const brands = Object.fromEntries(
  registered.map(([name, inputs]) => {
    const className = brandClassName(name);
    createGlobalTheme(`.${className}`, vars, deriveTheme(inputs));
    return [name, { label: inputs.label, className }];
  }),
) as Readonly<Record<BrandName, { label: string; className: string }>>;
