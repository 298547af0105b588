import { memo } from 'react';
import { CHAIN_IMAGE_SLOTS, slotUploadSize } from '#domain/catalogs/chain-image-slots';
import { parseSizeText } from '#domain/images';
import { ImageUploadField } from '#app/ui/ImageUploadField';
import { FormSection, type SectionProps } from './fields';
import { CHAIN_SECTIONS } from './text';

/** Shown at the slot's nominal size (the file is its @2x); a free side ('N') follows the file. */
function displaySizeOf(size: string) {
  const s = parseSizeText(size);
  return { width: s.width === 'N' ? undefined : s.width, height: s.height === 'N' ? undefined : s.height };
}

type Slot = (typeof CHAIN_IMAGE_SLOTS)[number];

/** One slot, memoised on its own value (see fields.tsx). */
const ChainImage = memo(function ChainImage({ slot, value, set, error, onUploadingChange }: {
  slot: Slot;
  value: string;
  set: SectionProps['set'];
  error?: string;
  onUploadingChange: (slot: string, uploading: boolean) => void;
}) {
  return (
    <ImageUploadField
      label={slot.label}
      description={`Upload at ${slot.size2x} (@2x)`}
      value={value}
      onChange={(url) => set(slot.field, url ?? '')}
      expected={slotUploadSize(slot)}
      displaySize={displaySizeOf(slot.size)}
      imageAlt={`Chain ${slot.label.toLowerCase()}`}
      isRequired={slot.required}
      errorMessage={error}
      onUploadingChange={(uploading) => onUploadingChange(slot.field, uploading)}
    />
  );
});

/**
 * The image block (spec 3 §5, §9): nine slots, each uploaded at its @2x size, which the gateway
 * checks; the six logos are required.
 */
export function ChainImagesSection(p: SectionProps & { onUploadingChange: (slot: string, uploading: boolean) => void }) {
  return (
    <FormSection title={CHAIN_SECTIONS.images}>
      {CHAIN_IMAGE_SLOTS.map((slot) => (
        <ChainImage key={slot.field} slot={slot} value={p.draft[slot.field]} set={p.set} error={p.errorOf(slot.field)} onUploadingChange={p.onUploadingChange} />
      ))}
    </FormSection>
  );
}
