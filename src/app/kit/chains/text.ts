/** The texts of the chain and location pickers, which the ad set form, the ad form and the ad browser share. */
export const CHAIN_PICKER_TEXT = {
  chains: 'Chains',
  chainSearch: 'Add a chain',
  chainsHint: 'Type a chain name to search; the chosen chains are listed below.',
  locations: 'Locations',
  whitelist: 'Whitelisted Location IDs',
  blacklist: 'Blacklisted Location IDs',
  locationsHint: 'Comma-separated location ids',
  /** The chain search boxes of other screens (ad sets, ads, the ad browser, retailer categories). */
  pickerPlaceholder: 'Search chains',
};
