import { mapNonEmpty } from '#domain/lists';
import { parseSizeText, type ExpectedSize } from '#domain/images';

/**
 * The nine chain images in the form's order, each with the field holding its file name, its nominal
 * size and the @2x size of the file to upload (spec 3 §3 and §9). The spec hides two field names
 * ('{hash}'); they are named here after their slots. The first six (the logos) are required by the form.
 */
export interface ChainImageSlot {
  field: string;
  label: string;
  /** nominal size; 'N' means any width */
  size: string;
  /** size of the @2x file */
  size2x: string;
  required: boolean;
}

export const CHAIN_IMAGE_SLOTS = [
  { field: 'logo_image_name_38x38', label: 'Logo 38x38', size: '38x38', size2x: '76x76', required: true },
  { field: 'logo_image_name_105x105', label: 'Logo 105x105', size: '105x105', size2x: '210x210', required: true },
  { field: 'logo_image_name_50x25', label: 'Logo 50x25', size: '50x25', size2x: '100x50', required: true },
  { field: 'square_logo_image_name', label: 'Square logo', size: '75x75', size2x: '150x150', required: true },
  { field: 'logo_image_name_Nx30', label: 'Logo Nx30', size: 'Nx30', size2x: 'Nx60', required: true },
  { field: 'white_logo_image_name_130x50', label: 'White logo 130x50', size: '130x50', size2x: '260x100', required: true },
  { field: 'tile_image_name_290x65', label: 'Tile 290x65 (store tile header)', size: '290x65', size2x: '580x130', required: false },
  { field: 'walkin_webview_image_name_320x80', label: 'Walk-in webview 320x80', size: '320x80', size2x: '640x160', required: false },
  { field: 'default_banner_image_name', label: 'Default banner', size: '320x160', size2x: '640x320', required: false },
] as const satisfies readonly ChainImageSlot[];

export type ChainImageField = (typeof CHAIN_IMAGE_SLOTS)[number]['field'];
export const CHAIN_IMAGE_FIELDS = mapNonEmpty(CHAIN_IMAGE_SLOTS, (s) => s.field);

/** The size a slot's file must have when uploaded: its @2x size ('Nx60' leaves the width free). */
export const slotUploadSize = (slot: ChainImageSlot): ExpectedSize => parseSizeText(slot.size2x);
