import type { ExpectedSize } from '#domain/images';
import { ImageUploadField } from '#app/ui/ImageUploadField';
import { useAdForm } from '#app/kit/ads/form-context';

/**
 * One named image of the format (spec 2 §3 'Images': each key holds a url), uploaded at the size the
 * spec gives for it. Removing the image removes its key, since the gateway refuses an image without a url.
 */
export function FormatImage({ name, label, size, isRequired, failureMessage }: { name: string; label: string; size: ExpectedSize; isRequired?: boolean; failureMessage?: (detail: string) => string }) {
  const form = useAdForm();
  const images = (form.valueAt('format.images') ?? {}) as Record<string, { url: string }>;
  const change = (url: string | null) => {
    const { [name]: _gone, ...others } = images;
    form.setAt('format.images', url ? { ...others, [name]: { url } } : Object.keys(others).length ? others : null);
  };
  return (
    <ImageUploadField
      label={label}
      value={images[name]?.url ?? null}
      onChange={change}
      expected={size}
      imageAlt={label}
      description={`${size.width}x${size.height} pixels`}
      isRequired={isRequired}
      failureMessage={failureMessage}
      errorMessage={form.errorOf(`format.images.${name}.url`) ?? form.errorOf(`format.images.${name}`)}
    />
  );
}
