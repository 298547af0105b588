import { memo, useRef } from 'react';
import { COMPLETED_IMAGE_SIZE, PRODUCT_FAMILY_IMAGE_SIZE } from '#domain/topic';
import type { ImageSize } from '#domain/images';
import { uploadImage } from '#app/api/files';
import { ImageUploadField } from '#app/ui/ImageUploadField';
import { resizedCopy } from '#app/ui/resize-image';
import { TOPIC_TEXT } from './text';

const COMPLETED = COMPLETED_IMAGE_SIZE as ImageSize;

/**
 * The product's images (spec 3 §5): the product family image uploaded at 1024x1024, and a copy
 * resized to 320x320 by the browser, uploaded too and stored as the completed image. Where the
 * browser cannot resize, the completed image is the original (the spec allows a copy from 320x320
 * up to 1024x1024).
 */
export const ProductImages = memo(function ProductImages({ productFamilyImageUrl, completedImageUrl, name, onChange, onUploadingChange }: {
  productFamilyImageUrl: string | null;
  completedImageUrl: string | null;
  name: string;
  onChange: (images: { productFamilyImageUrl: string | null; completedImageUrl: string | null }) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  // The copy's URL, from the upload's last step to the field's onChange (renders may come between).
  const completed = useRef<string | null>(null);
  const storeCopy = async (file: File, fileURL: string) => {
    const copy = await resizedCopy(file, COMPLETED, 'completed.png');
    completed.current = copy ? (await uploadImage(copy, COMPLETED)).fileURL : fileURL;
  };
  return (
    <section className="product-images" aria-labelledby="product-images-title">
      <h2 id="product-images-title">{TOPIC_TEXT.images}</h2>
      <div className="form-grid">
        <ImageUploadField
          label={TOPIC_TEXT.productFamilyImage}
          value={productFamilyImageUrl}
          expected={PRODUCT_FAMILY_IMAGE_SIZE}
          imageAlt={TOPIC_TEXT.imageAlt(TOPIC_TEXT.productFamilyImage, name)}
          displaySize={{ width: 256, height: 256 }}
          description={TOPIC_TEXT.productFamilyImageHint}
          afterUpload={storeCopy}
          onChange={(url) => onChange({ productFamilyImageUrl: url, completedImageUrl: url ? completed.current : null })}
          onUploadingChange={onUploadingChange}
        />
        <div className="form-field">
          <span className="field-label">{TOPIC_TEXT.completedImage}</span>
          {completedImageUrl ? (
            <img src={completedImageUrl} alt={TOPIC_TEXT.imageAlt(TOPIC_TEXT.completedImage, name)} width={160} height={160} className="uploaded-image" />
          ) : (
            <span className="field-description">—</span>
          )}
          <span className="field-description">{TOPIC_TEXT.completedImageHint}</span>
        </div>
      </div>
    </section>
  );
});
