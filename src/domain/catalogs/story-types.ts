/** Lookbook story types (spec 2 §3), as sent in a lookbook's metadata and a Carousel tapout. */
export const STORY_TYPES = [
  'BRANDED',
  'VIDEO',
  'SOURCED_RECIPE',
  'BRANDED_RECIPE',
  'SOURCED_RECIPE_COLLECTION',
  'BRANDED_RECIPE_COLLECTION',
  'SINGLE_CHAIN_MCOMM',
  'MULTI_CHAIN_MCOMM',
  'PROGRAMMATIC_VIDEO_OPEN_RTB',
  'INLINE_PROGRAMMATIC_VIDEO',
  'PROGRAMMATIC_SURVEY',
] as const;
export type StoryType = (typeof STORY_TYPES)[number];

/** Story card kinds offered by the 'Select story card type' dialog; Image is the recommended one. */
export const STORY_CARD_TYPES = [
  { type: 'ImageFormat', label: 'Image', recommended: true },
  { type: 'InstantSurpriseFormat', label: 'Instant Surprise', recommended: false },
  { type: 'McommProductCatalogItemFormat', label: 'M-Comm Product Catalog Item', recommended: false },
  { type: 'RetailProductCatalogItemFormat', label: 'Retail Product Catalog Item', recommended: false },
] as const;

/** Bulk lookbook uploads send CONTENT as the story type for a RETAIL catalog (spec 2 §7). */
export function lookbookUploadStoryType(catalogType: string, chosen: string): string {
  return catalogType === 'RETAIL' ? 'CONTENT' : chosen;
}
