export { realShapes, specShape } from './shapes.ts';
export { type Product, toProduct, toWire, type Wire, wireWords } from './words.ts';
