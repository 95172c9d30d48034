/** Types of colour.js (a page script, served as it is). */
export function rgbOf(colour: string): [number, number, number];
export function luminance(colour: string): number;
export function contrast(a: string, b: string): number;
export function mix(a: string, b: string, share: number): string;
export function readable(background: string, ...candidates: string[]): string;
