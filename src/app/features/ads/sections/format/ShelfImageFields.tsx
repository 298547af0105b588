import { AdImage, AdText } from '#app/features/ads/AdFields';

/** spec 2 §5 'Shelf image': guidance text and a 1024x1024 guidance image, each required once the other is set. */
export function ShelfImageFields() {
  return (
    <div className="form-grid">
      <AdText path="format.guidanceText" label="Guidance text" multiline />
      <AdImage path="format.guidanceImage" label="Guidance image" size={{ width: 1024, height: 1024 }} description="1024x1024 pixels" />
    </div>
  );
}
