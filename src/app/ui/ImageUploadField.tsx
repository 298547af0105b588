import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { dimensionsMessage, IMAGE_MESSAGES, IMAGE_TYPES, MAX_IMAGE_BYTES, sizeMatches, type ExpectedSize, type ImageSize } from '#domain/images';
import { failureDetail } from '#app/api/errors';
import { uploadImage } from '#app/api/files';
import { notify } from './notifications';
import './fields.css';

export const IMAGE_UPLOAD_TEXT = {
  upload: 'Upload image',
  /** spec 3 §8 info text, also the line item popup's */
  uploading: 'Uploading image...',
  remove: 'Remove image',
  /** an image recorded by file name only (older records), which the browser cannot show */
  storedName: (name: string) => `Current file: ${name}`,
} as const;

/** A stored image the browser can show: an absolute http(s) URL or a path on this host. */
const isUrl = (value: string) => /^(https?:\/\/|\/)/i.test(value);

const ACCEPTED = Object.values(IMAGE_TYPES);

/** The pixel size of a picked file, where the browser can decode it (the gateway checks again). */
async function imageSize(file: File): Promise<ImageSize | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return undefined;
  }
}

export interface ImageUploadFieldProps {
  label: string;
  /** The stored file's URL, or empty. */
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  /** The size the file must have; the browser checks it first, the gateway gives the verdict. */
  expected: ExpectedSize;
  /** The shown image's text alternative. */
  imageAlt: string;
  /** The shown image's size on screen (defaults to the expected size where it is fixed). */
  displaySize?: { width?: number; height?: number };
  isRequired?: boolean;
  /** A rule of the form (e.g. a required image still missing). */
  errorMessage?: string;
  description?: string;
  /**
   * The notification of a failed upload, from the failure's text (the field shows that text at
   * itself too); by default 'There was an issue uploading this image. {error}'.
   */
  failureMessage?: (detail: string) => string;
  /** Told when an upload starts and ends, so the form can hold its save meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
  /**
   * More work on the picked file once it is stored, before the field takes its URL (e.g. a resized
   * copy the record keeps too); the field shows it as one upload, and a failure as the upload's.
   */
  afterUpload?: (file: File, fileURL: string) => Promise<void>;
}

/**
 * An image picked with the keyboard (a button opens the browser's file chooser), checked for size
 * and dimensions in the browser, uploaded to POST /files/v1/images/ with the expected size, and
 * shown once stored.
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { label, value, onChange, expected } = props;
  const id = useId();
  const [pickError, setPickError] = useState<string>();
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const stored = await uploadImage(file, expected);
      await props.afterUpload?.(file, stored.fileURL);
      return stored;
    },
    onMutate: () => {
      setPickError(undefined);
      props.onUploadingChange?.(true);
    },
    onSettled: () => props.onUploadingChange?.(false),
    onSuccess: (r) => onChange(r.fileURL),
    onError: (error) => {
      const detail = failureDetail(error);
      setPickError(detail);
      notify({ message: (props.failureMessage ?? IMAGE_MESSAGES.uploadFailed)(detail), type: 'error' });
    },
  });
  const uploadButton = useRef<HTMLButtonElement>(null);
  const pick = async (files: FileList | null) => {
    const file = files?.[0];
    // One upload at a time: the button stays focusable while one runs (a disabled button drops focus).
    if (!file || upload.isPending) return;
    if (file.size > MAX_IMAGE_BYTES) return setPickError(IMAGE_MESSAGES.tooLarge);
    const size = await imageSize(file);
    if (size && !sizeMatches(size, expected)) return setPickError(dimensionsMessage(expected));
    upload.mutate(file);
  };
  // The Remove button goes with the image: focus stays in the field, on its upload button.
  const remove = () => {
    onChange(null);
    uploadButton.current?.focus();
  };
  const error = pickError ?? props.errorMessage;
  // Several upload fields share a form: each button is named by its own label too.
  const describedBy = [props.description && `${id}-description`, `${id}-status`, error && `${id}-error`].filter(Boolean).join(' ');
  const width = props.displaySize?.width ?? (expected.width === 'N' ? undefined : expected.width);
  const height = props.displaySize?.height ?? (expected.height === 'N' ? undefined : expected.height);
  return (
    <div className="form-field image-upload-field" data-invalid={error ? true : undefined}>
      <span className="field-label" id={`${id}-label`}>
        {label}
        {props.isRequired && (
          <>
            <span className="required-star" aria-hidden="true"> *</span>
            <span className="visually-hidden"> (required)</span>
          </>
        )}
      </span>
      {value && isUrl(value) && <img src={value} alt={props.imageAlt} width={width} height={height} className="uploaded-image" />}
      {value && !isUrl(value) && <span className="field-description">{IMAGE_UPLOAD_TEXT.storedName(value)}</span>}
      <div className="input-row">
        <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={(files) => void pick(files)}>
          <Button ref={uploadButton} id={`${id}-upload`} className="button" aria-labelledby={`${id}-upload ${id}-label`} aria-describedby={describedBy} aria-disabled={upload.isPending || undefined}>
            {IMAGE_UPLOAD_TEXT.upload}
          </Button>
        </FileTrigger>
        {value && (
          <Button id={`${id}-remove`} className="button" aria-labelledby={`${id}-remove ${id}-label`} onPress={remove}>
            {IMAGE_UPLOAD_TEXT.remove}
          </Button>
        )}
      </div>
      {props.description && <span id={`${id}-description`} className="field-description">{props.description}</span>}
      <div id={`${id}-status`} role="status">
        {upload.isPending && IMAGE_UPLOAD_TEXT.uploading}
      </div>
      <div id={`${id}-error`}>{error && <p className="field-error" role={pickError ? 'alert' : undefined}>{error}</p>}</div>
    </div>
  );
}
