import { useMutation } from '@tanstack/react-query';
import { Button, FileTrigger, Label, ProgressBar } from 'react-aria-components';
import { useState } from 'react';
import { failureDetail } from '#app/api/errors';
import { uploadVideo } from '#app/api/video';
import { reportError } from '#app/error-reporting/report';
import { notify } from '#app/ui/notifications';
import { useAdForm } from '#app/kit/ads/form-context';

export const VIDEO_UPLOAD_TEXT = {
  upload: 'Upload video',
  progress: 'Video upload',
  /** spec 2 §8, verbatim */
  failed: (reason: string) => (reason ? `There was an issue uploading this file. ${reason}` : 'There was an issue uploading this file'),
} as const;

/** spec 2 §5 'Video file accepts mp4'. */
const ACCEPTED = ['video/mp4'];

/**
 * spec 2 'Video form (uploaded file)': the picked mp4 goes to a signed URL (§7) with its progress
 * shown; the stored URL becomes format.videoUrl. A failure is notified and reported, and the
 * progress goes back to 0 (§8).
 */
export function VideoUpload() {
  const form = useAdForm();
  const [progress, setProgress] = useState<number>();
  const upload = useMutation({
    mutationFn: (file: File) => uploadVideo(form.scope.stored?.id ?? 'new', file, setProgress),
    onMutate: () => setProgress(0),
    onSuccess: (url) => {
      setProgress(100);
      form.setAt('format.videoUrl', url);
    },
    onError: (error) => {
      setProgress(0);
      const message = VIDEO_UPLOAD_TEXT.failed(failureDetail(error));
      reportError(error, { context: message });
      notify({ message, type: 'error' });
    },
  });
  return (
    <div className="form-field">
      <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={(files) => files?.[0] && upload.mutate(files[0])}>
        <Button className="button" isDisabled={upload.isPending}>
          {VIDEO_UPLOAD_TEXT.upload}
        </Button>
      </FileTrigger>
      {progress !== undefined && (
        <ProgressBar value={progress} className="video-upload-progress">
          {({ percentage, valueText }) => (
            <>
              <Label>{VIDEO_UPLOAD_TEXT.progress}</Label> <span>{valueText}</span>
              <progress max={100} value={percentage} aria-hidden="true" />
            </>
          )}
        </ProgressBar>
      )}
    </div>
  );
}
