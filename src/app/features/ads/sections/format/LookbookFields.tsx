import './format-sections.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { AdImage, AdSelect, AdSwitch, AdText, AdTextList } from '#app/features/ads/AdFields';
import { useAdForm } from '#app/kit/ads/form-context';
import { TextInput } from '#app/ui/form-fields';
import { storyGroupsQuery } from '#app/api/lookbook';
import { failureDetail } from '#app/api/errors';
import { FormatImage } from './FormatImage';
import { QuizDialog } from './QuizDialog';
import { StoryCards } from './StoryCards';
import { LOOKBOOK_METADATA_LABELS, REDIRECT_FIELD_LABELS } from '#domain/ad/lookbook';
import { isSponsoredStoryGroup, LOOKBOOK_IMAGES } from '#domain/ad/lookbook-rules';

export const LOOKBOOK_TEXT = {
  productCatalogType: 'Product catalog type',
  productCatalogTypeHint: 'Set when the lookbook was created.',
  linkedQuiz: 'Linked quiz',
  linkedQuizHint: 'A quiz ad of this campaign, shown after the lookbook.',
  noQuiz: 'None',
  newQuiz: 'New quiz…',
  editQuiz: 'Edit quiz',
  redirect: 'Post-lookbook redirect',
  redirectEnabled: 'Redirect after the lookbook',
  ...REDIRECT_FIELD_LABELS,
  engagementUrls: 'Global engagement URLs',
  engagementUrlsHint: 'Brand campaigns only. Each a URL starting with http:// or https://.',
  images: 'Lookbook images',
  storyGroup: LOOKBOOK_METADATA_LABELS.storyGroupId,
  noStoryGroup: 'None',
  sponsoredHint: 'A sponsored story group: the lookbook needs its sponsored cover image.',
} as const;

const NO_STORY_GROUP = 'none';

/** spec 2 §9 'Images': the lookbook's cover, preview thumbnail and kicks activity images, each at its size. */
function LookbookImages() {
  const images = [LOOKBOOK_IMAGES.cover, LOOKBOOK_IMAGES.previewThumbnail, LOOKBOOK_IMAGES.kicksActivity];
  return (
    <fieldset className="format-block">
      <legend>{LOOKBOOK_TEXT.images}</legend>
      <div className="form-grid">
        {images.map((image) => (
          <FormatImage key={image.key} name={image.key} label={image.label} size={image.size} />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The lookbook's story group (`format.legacy.storyGroupId`, spec 2 §3) among the admin backend's;
 * a sponsored one asks for the sponsored cover image (spec 2 §5, 640x360).
 */
function StoryGroup() {
  const form = useAdForm();
  const groups = useQuery(storyGroupsQuery());
  const chosen = form.valueAt('format.legacy.storyGroupId');
  const group = groups.data?.find((g) => String(g.story_group_id) === chosen);
  const sponsored = isSponsoredStoryGroup(group?.story_group_type);
  return (
    <div className="form-grid">
      <AdSelect
        path="format.legacy.storyGroupId"
        label={LOOKBOOK_TEXT.storyGroup}
        options={[{ id: NO_STORY_GROUP, label: LOOKBOOK_TEXT.noStoryGroup }, ...(groups.data ?? []).map((g) => ({ id: String(g.story_group_id), label: g.title }))]}
        value={typeof chosen === 'string' ? chosen : NO_STORY_GROUP}
        onChange={(id) => form.setAt('format.legacy.storyGroupId', id && id !== NO_STORY_GROUP ? id : null)}
        description={sponsored ? LOOKBOOK_TEXT.sponsoredHint : groups.error ? failureDetail(groups.error) : undefined}
      />
      {sponsored && <FormatImage name={LOOKBOOK_IMAGES.sponsoredCover.key} label={LOOKBOOK_IMAGES.sponsoredCover.label} size={LOOKBOOK_IMAGES.sponsoredCover.size} isRequired />}
    </div>
  );
}

/** spec 2 §5: label, image (the 1024x1024 redirect bubble) and URL are required once the redirect is enabled. */
function PostLookbookRedirect() {
  const form = useAdForm();
  const path = 'format.postLookbookRedirect';
  return (
    <fieldset className="format-block">
      <legend>{LOOKBOOK_TEXT.redirect}</legend>
      <AdSwitch path={`${path}.redirectEnabled`} label={LOOKBOOK_TEXT.redirectEnabled} />
      {form.valueAt(`${path}.redirectEnabled`) === true && (
        <div className="form-grid">
          <AdText path={`${path}.redirectLabel`} label={LOOKBOOK_TEXT.redirectLabel} isRequired />
          <AdText path={`${path}.redirectUrl`} label={LOOKBOOK_TEXT.redirectUrl} isRequired />
          <AdImage path={`${path}.redirectImage`} label={LOOKBOOK_TEXT.redirectImage} size={{ width: 1024, height: 1024 }} description="1024x1024 pixels" isRequired />
        </div>
      )}
    </fieldset>
  );
}

const NO_QUIZ = 'none';
const NEW_QUIZ = 'new';

/**
 * spec 2 'Lookbook form' linked quiz: one of the campaign's quiz ads, kept as the lookbook's
 * format.nextAdId (src/domain/ad/lookbook.ts); 'New quiz…' makes one and 'Edit quiz' edits the
 * linked one, in the quiz editor popup (decision 015).
 */
function LinkedQuiz() {
  const form = useAdForm();
  const [editing, setEditing] = useState<'new' | 'linked'>();
  const quizAds = form.scope.campaignAds.filter((ad) => ad.format['@type'] === 'QuizFormat');
  const linked = form.valueAt('format.nextAdId');
  const linkedQuiz = quizAds.find((ad) => ad.id === linked);
  return (
    <div className="form-grid">
      <AdSelect
        path="format.nextAdId"
        label={LOOKBOOK_TEXT.linkedQuiz}
        description={LOOKBOOK_TEXT.linkedQuizHint}
        options={[{ id: NO_QUIZ, label: LOOKBOOK_TEXT.noQuiz }, ...quizAds.map((ad) => ({ id: ad.id, label: ad.name })), { id: NEW_QUIZ, label: LOOKBOOK_TEXT.newQuiz }]}
        value={typeof linked === 'string' ? linked : NO_QUIZ}
        onChange={(id) => (id === NEW_QUIZ ? setEditing('new') : form.setAt('format.nextAdId', id && id !== NO_QUIZ ? id : null))}
      />
      {linkedQuiz && (
        <Button className="button" onPress={() => setEditing('linked')}>
          {LOOKBOOK_TEXT.editQuiz}
        </Button>
      )}
      {editing && <QuizDialog quiz={editing === 'linked' ? linkedQuiz : undefined} onClose={() => setEditing(undefined)} />}
    </div>
  );
}

/**
 * spec 2 'Lookbook form' for a lookbook (CarouselFormat) and a product catalog lookbook, whose
 * catalog type (RETAIL or MCOMM) is fixed: global engagement URLs (the ad's engagement URLs, brand
 * campaigns only), story group and images, the story cards, the linked quiz and the post-lookbook redirect.
 */
export function LookbookFields() {
  const form = useAdForm();
  const catalogType = form.valueAt('format.productCatalogType');
  const brand = (form.scope.campaign.category ?? 'BRAND') === 'BRAND';
  return (
    <>
      <div className="form-grid">
        {typeof catalogType === 'string' && (
          <TextInput label={LOOKBOOK_TEXT.productCatalogType} value={catalogType} onChange={() => undefined} description={LOOKBOOK_TEXT.productCatalogTypeHint} isReadOnly />
        )}
        {brand && <AdTextList path="engagementUrls" label={LOOKBOOK_TEXT.engagementUrls} description={LOOKBOOK_TEXT.engagementUrlsHint} />}
      </div>
      <StoryGroup />
      <LookbookImages />
      <StoryCards />
      <LinkedQuiz />
      <PostLookbookRedirect />
    </>
  );
}
