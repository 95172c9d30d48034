import { brandNames } from './brandThemes.css';

export { brandNames, brands } from './brandThemes.css';

/** The brand stories open in: the first folder by name. */
export const defaultBrand = brandNames[0] ?? '';
