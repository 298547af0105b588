import { lazy, memo, Suspense, useId } from 'react';
import { LoadingIndicator } from './LoadingIndicator';
import './fields.css';

/**
 * The editor (Tiptap, ProseMirror and DOMPurify) is its own chunk, fetched when a screen first shows
 * a rich-text field: no other screen's bundle carries it (e2e/bundle.spec.ts keeps the first screen small).
 */
const RichTextEditor = lazy(() => import('./rich-text/RichTextEditor'));

export const RICH_TEXT_LOADING = 'Loading the editor...';

export interface RichTextFieldProps {
  label: string;
  /** HTML */
  value: string;
  onChange: (html: string) => void;
  description?: string;
}

/** A labelled rich-text field: its HTML is sanitised in the browser as it is typed (and by the gateway on save). */
export const RichTextField = memo(function RichTextField({ label, value, onChange, description }: RichTextFieldProps) {
  const id = useId();
  return (
    <div className="field rich-text-field">
      <span id={`${id}-label`} className="field-label">{label}</span>
      <Suspense fallback={<div className="rich-text-loading"><LoadingIndicator label={RICH_TEXT_LOADING} /></div>}>
        <RichTextEditor value={value} onChange={onChange} labelId={`${id}-label`} descriptionId={description ? `${id}-description` : undefined} />
      </Suspense>
      {description && <span id={`${id}-description`} className="field-description">{description}</span>}
    </div>
  );
});
