import type { ComponentType } from 'react';
import type { FormatType } from '#domain/catalogs/formats';
import { BannerFields } from './BannerFields';
import { BundleFields } from './BundleFields';
import { ImageFields } from './ImageFields';
import { K4RRFields, LinkedCardFields } from './LinkedCardFields';
import { LookbookFields } from './LookbookFields';
import { McommRuleFields } from './McommRuleFields';
import { QuizFields } from './QuizFields';
import { ReceiptFields } from './ReceiptFields';
import { BigScanFields } from './BigScanFields';
import { ProductScanFields } from './ProductScanFields';
import { ShelfImageFields } from './ShelfImageFields';
import { VastUrlFields, VideoFields } from './VideoFields';
import { WalkInFields } from './WalkInFields';

/** The fields of each format kind's section; a kind without an entry has none beyond the common sections. */
export const FORMAT_FIELDS: Partial<Record<FormatType, ComponentType>> = {
  ProductScanFormat: ProductScanFields,
  BigScanFormat: BigScanFields,
  ShelfImageFormat: ShelfImageFields,
  VideoFormat: VideoFields,
  VastUrlFormat: VastUrlFields,
  ProductReceiptFormat: ReceiptFields,
  RetailerReceiptFormat: ReceiptFields,
  BundleFormat: BundleFields,
  LinkedCardFormat: LinkedCardFields,
  K4RRFormat: K4RRFields,
  McommRuleFormat: McommRuleFields,
  QuizFormat: QuizFields,
  // spec 2 §3: the eight messaging ad types are image ads; an instant surprise shows as the same story card
  InstantSurpriseFormat: ImageFields,
  ImageFormat: ImageFields,
  BannerFormat: BannerFields,
  WalkInFormat: WalkInFields,
  CarouselFormat: LookbookFields,
  ProductCatalogFormat: LookbookFields,
};
