import { MAX_SUBTITLE, MAX_TOOLTIP } from '#domain/ad/format-parts';
import { AdText } from '#app/features/ads/AdFields';
import { FormatImage } from './FormatImage';

export const IMAGE_TEXT = {
  subtitle: 'Subtitle',
  subtitleHint: `At most ${MAX_SUBTITLE} characters.`,
  tooltip: 'Tooltip',
  tooltipHint: `At most ${MAX_TOOLTIP} characters.`,
  image: 'Image',
} as const;

/**
 * spec 2 §3, §9: an image ad (the eight messaging types) or an instant surprise is shown as a story
 * card: a subtitle (64), a tooltip (100, 'The tooltip is too long.') and its 532x624 image.
 */
export function ImageFields() {
  return (
    <div className="form-grid">
      <AdText path="format.subtitle" label={IMAGE_TEXT.subtitle} description={IMAGE_TEXT.subtitleHint} />
      <AdText path="format.tooltip" label={IMAGE_TEXT.tooltip} description={IMAGE_TEXT.tooltipHint} multiline />
      <FormatImage name="image532x624" label={IMAGE_TEXT.image} size={{ width: 532, height: 624 }} />
    </div>
  );
}
