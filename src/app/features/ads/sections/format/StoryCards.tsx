import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { MAX_STORY_CARDS, MAX_WEB_VIEW_BUTTON_TEXT, moveItem } from '#domain/ad/lookbook';
import { formatLabel } from '#domain/catalogs/formats';
import { SelectField } from '#app/ui/SelectField';
import { AdText } from '#app/features/ads/AdFields';
import { useAdForm } from '#app/kit/ads/form-context';
import { ImageFields } from './ImageFields';
import { ProductItemFields } from './ProductItemFields';
import { StoryCardTypeDialog, type StoryCardType } from './StoryCardTypeDialog';
import { WithinAd } from './WithinAd';

export const STORY_CARD_TEXT = {
  heading: 'Story cards',
  card: (n: number) => `Story card ${n}`,
  type: (label: string) => `Type: ${label}`,
  name: 'Story card name',
  position: 'Position',
  additionalContent: 'Additional content',
  additionalContentHint: 'Shown when the overlay HTML is filled in, or both the button text and the URL.',
  overlayHtml: 'Overlay HTML',
  webViewUrl: 'Web view URL',
  webViewButtonText: 'Web view button text',
  webViewButtonTextHint: `At most ${MAX_WEB_VIEW_BUTTON_TEXT} characters; required with a web view URL.`,
  remove: (n: number) => `Remove story card ${n}`,
  add: 'Add story card',
  none: 'No story cards yet.',
} as const;

interface Item {
  ad: { name?: string | null; format?: { '@type': StoryCardType } | null };
  additionalContent?: Record<string, unknown> | null;
}

/**
 * spec 2 'Lookbook form': the story cards, added through the 'Select story card type' dialog and
 * reordered with a position select. Each card is an ad of its type (name, subtitle, tooltip, its
 * 532x624 image; a retail or M-Comm product item also its product, image, brand name, partner web
 * URL, MSRP and offers) with optional additional content.
 */
export function StoryCards() {
  const form = useAdForm();
  const [picking, setPicking] = useState(false);
  const { format } = form.draft.ad;
  const items: Item[] = 'items' in format ? (format.items ?? []) : [];
  const write = (next: Item[]) => form.setAt('format.items', next);
  // Cards are keyed by position: after a move focus follows the moved card to its new place, and
  // after a remove it goes to the card now in that place (else the one before, else 'Add story card'),
  // instead of staying on another card's control or falling to the page's body.
  const sectionRef = useRef<HTMLElement>(null);
  const [focusAfter, setFocusAfter] = useState<{ index: number; control: 'position' | 'remove' }>();
  useEffect(() => {
    const section = sectionRef.current;
    if (!focusAfter || !section) return;
    const place = () => {
      const cards = section.querySelectorAll<HTMLElement>(':scope > fieldset');
      const card = cards[Math.min(focusAfter.index, cards.length - 1)];
      const target = card
        ? card.querySelector<HTMLElement>(focusAfter.control === 'position' ? '[data-story-position] button' : ':scope > button')
        : section.querySelector<HTMLElement>(':scope > button');
      target?.focus();
      setFocusAfter(undefined);
    };
    // after the position popup has given focus back to its trigger (a frame after it closes)
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(place)));
    return () => cancelAnimationFrame(frame);
  }, [focusAfter]);
  const positions = items.map((_, k) => ({ id: String(k + 1), label: String(k + 1) }));
  return (
    <section ref={sectionRef} className="format-block" aria-labelledby="story-cards">
      <h3 id="story-cards">{STORY_CARD_TEXT.heading}</h3>
      {items.length === 0 && <p className="field-description">{STORY_CARD_TEXT.none}</p>}
      {items.map((item, i) => {
        const at = `format.items.${i}`;
        return (
          <fieldset className="format-block" key={i}>
            <legend>{STORY_CARD_TEXT.card(i + 1)}</legend>
            <p className="field-description">{STORY_CARD_TEXT.type(formatLabel({ '@type': item.ad.format?.['@type'] ?? 'ImageFormat' }))}</p>
            <div className="form-grid">
              <AdText path={`${at}.ad.name`} label={STORY_CARD_TEXT.name} />
              <div data-story-position="">
                <SelectField
                  label={STORY_CARD_TEXT.position}
                  options={positions}
                  value={String(i + 1)}
                  onChange={(p) => {
                    if (!p || Number(p) - 1 === i) return;
                    write(moveItem(items, i, Number(p) - 1));
                    setFocusAfter({ index: Number(p) - 1, control: 'position' });
                  }}
                />
              </div>
            </div>
            <WithinAd path={`${at}.ad`}>
              <ImageFields />
              <ProductItemFields type={item.ad.format?.['@type'] ?? 'ImageFormat'} />
            </WithinAd>
            <fieldset className="format-block">
              <legend>{STORY_CARD_TEXT.additionalContent}</legend>
              <p className="field-description">{STORY_CARD_TEXT.additionalContentHint}</p>
              <AdText path={`${at}.additionalContent.overlayHtml`} label={STORY_CARD_TEXT.overlayHtml} multiline />
              <div className="form-grid">
                <AdText path={`${at}.additionalContent.webViewUrl`} label={STORY_CARD_TEXT.webViewUrl} />
                <AdText path={`${at}.additionalContent.webViewButtonText`} label={STORY_CARD_TEXT.webViewButtonText} description={STORY_CARD_TEXT.webViewButtonTextHint} />
              </div>
            </fieldset>
            <Button
              className="button"
              onPress={() => {
                write(items.filter((_, k) => k !== i));
                setFocusAfter({ index: i, control: 'remove' });
              }}
            >
              {STORY_CARD_TEXT.remove(i + 1)}
            </Button>
          </fieldset>
        );
      })}
      <Button className="button" isDisabled={items.length >= MAX_STORY_CARDS} onPress={() => setPicking(true)}>
        {STORY_CARD_TEXT.add}
      </Button>
      <StoryCardTypeDialog isOpen={picking} onOpenChange={setPicking} onPick={(type) => write([...items, { ad: { name: '', format: { '@type': type } } }])} />
    </section>
  );
}
