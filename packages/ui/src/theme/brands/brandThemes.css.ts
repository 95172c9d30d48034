import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { type BrandInputs, deriveTheme } from '../deriveTheme';
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
  registered.map(([name, inputs]) => [
    name,
    { label: inputs.label, className: createTheme(vars, deriveTheme(inputs), name) },
  ]),
) as Readonly<Record<BrandName, { label: string; className: string }>>;
