import type { ReactNode } from 'react';

export type BannerType = 'info' | 'success' | 'error';

/**
 * Inline banner (info, success, error). Errors are announced at once (role=alert); info and
 * success politely (role=status), so a screen reader is not interrupted for good news.
 */
export function InlineBanner({ type, title, children }: { type: BannerType; title?: ReactNode; children?: ReactNode }) {
  return (
    <div role={type === 'error' ? 'alert' : 'status'} className={`inline-banner inline-banner-${type}`}>
      {title && <strong className="inline-banner-title">{title}</strong>}
      {children && <div className="inline-banner-body">{children}</div>}
    </div>
  );
}
