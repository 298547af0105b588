import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { STORY_CARD_TYPES } from '#domain/catalogs/story-types';
import { isOneOf } from '#domain/lists';
import { PopupDialog } from '#app/ui/PopupDialog';

export type StoryCardType = (typeof STORY_CARD_TYPES)[number]['type'];
const STORY_CARD_TYPE_VALUES = STORY_CARD_TYPES.map((t) => t.type);
/** the preselected type: the recommended one (else the first) */
const PRESELECTED = STORY_CARD_TYPES.find((t) => t.recommended)?.type ?? STORY_CARD_TYPES[0].type;

export const STORY_CARD_TYPE_TEXT = {
  title: 'Select story card type',
  type: 'Story card type',
  label: (t: (typeof STORY_CARD_TYPES)[number]) => (t.recommended ? `${t.label} (recommended)` : t.label),
  add: 'Add',
} as const;

/** spec 2 'Lookbook form': the 'Select story card type' dialog; Image, the recommended type, is preselected. */
export function StoryCardTypeDialog({ isOpen, onOpenChange, onPick }: { isOpen: boolean; onOpenChange: (open: boolean) => void; onPick: (type: StoryCardType) => void }) {
  const [choice, setChoice] = useState<StoryCardType>(PRESELECTED);
  return (
    <PopupDialog title={STORY_CARD_TYPE_TEXT.title} isOpen={isOpen} onOpenChange={onOpenChange} confirmLabel={STORY_CARD_TYPE_TEXT.add} onConfirm={() => onPick(choice)}>
      {/* Enter on the chosen radio adds it, as Add does: the radio group keeps Enter from the popup's own handler */}
      <div
        onKeyDownCapture={(e) => {
          if (e.key !== 'Enter' || !(e.target instanceof Element && e.target.matches('input[type="radio"]'))) return;
          e.preventDefault();
          e.stopPropagation();
          onPick(choice);
          onOpenChange(false);
        }}
      >
        <RadioGroup value={choice} onChange={(v) => isOneOf(STORY_CARD_TYPE_VALUES, v) && setChoice(v)} className="ad-type-options">
          <Label className="field-label">{STORY_CARD_TYPE_TEXT.type}</Label>
          {STORY_CARD_TYPES.map((t) => (
            <Radio key={t.type} value={t.type} className="ad-type-option">
              <span className="ad-type-label">{STORY_CARD_TYPE_TEXT.label(t)}</span>
            </Radio>
          ))}
        </RadioGroup>
      </div>
    </PopupDialog>
  );
}
