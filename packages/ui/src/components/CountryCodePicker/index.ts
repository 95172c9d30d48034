export * from './CountryCodePicker';
export { type Country, flagUrl } from './countries';
