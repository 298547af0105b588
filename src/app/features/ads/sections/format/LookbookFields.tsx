import './format-sections.css';
import { AdImage, AdSelect, AdSwitch, AdText } from '../../AdFields';
import { useAdForm } from '../../form-context';
import { TextInput } from '../../../../ui/form-fields';
import { StoryCards } from './StoryCards';
import { REDIRECT_FIELD_LABELS } from '../../../../../domain/ad/lookbook';

export const LOOKBOOK_TEXT = {
  productCatalogType: 'Product catalog type',
  productCatalogTypeHint: 'Set when the lookbook was created.',
  linkedQuiz: 'Linked quiz',
  linkedQuizHint: 'A quiz ad of this campaign, shown after the lookbook.',
  noQuiz: 'None',
  redirect: 'Post-lookbook redirect',
  redirectEnabled: 'Redirect after the lookbook',
  ...REDIRECT_FIELD_LABELS,
} as const;

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

/** spec 2 'Lookbook form' linked quiz: one of the campaign's quiz ads, kept as the lookbook's format.nextAdId (src/domain/ad/lookbook.ts). */
function LinkedQuiz() {
  const form = useAdForm();
  const quizzes = form.scope.campaignAds.filter((ad) => ad.format['@type'] === 'QuizFormat').map((ad) => ({ id: ad.id, label: ad.name }));
  const linked = form.valueAt('format.nextAdId');
  return (
    <div className="form-grid">
      <AdSelect
        path="format.nextAdId"
        label={LOOKBOOK_TEXT.linkedQuiz}
        description={LOOKBOOK_TEXT.linkedQuizHint}
        options={[{ id: NO_QUIZ, label: LOOKBOOK_TEXT.noQuiz }, ...quizzes]}
        value={typeof linked === 'string' ? linked : NO_QUIZ}
        onChange={(id) => form.setAt('format.nextAdId', id && id !== NO_QUIZ ? id : null)}
      />
    </div>
  );
}

/**
 * spec 2 'Lookbook form' for a lookbook (CarouselFormat) and a product catalog lookbook, whose
 * catalog type (RETAIL or MCOMM) is fixed: the story cards, the linked quiz and the post-lookbook
 * redirect. The global engagement URLs are the ad's engagement URLs (tracking section, brand only).
 */
export function LookbookFields() {
  const form = useAdForm();
  const catalogType = form.valueAt('format.productCatalogType');
  return (
    <>
      {typeof catalogType === 'string' && (
        <div className="form-grid">
          <TextInput label={LOOKBOOK_TEXT.productCatalogType} value={catalogType} onChange={() => undefined} description={LOOKBOOK_TEXT.productCatalogTypeHint} isReadOnly />
        </div>
      )}
      <StoryCards />
      <LinkedQuiz />
      <PostLookbookRedirect />
    </>
  );
}
