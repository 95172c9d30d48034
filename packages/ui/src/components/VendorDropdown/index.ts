export type { NavGame, NavVendor, VendorDropdownLabels, VendorDropdownProps } from './VendorDropdown';
export { defaultVendorDropdownLabels, VendorDropdown, vendorDropdownGameLimit } from './VendorDropdown';
