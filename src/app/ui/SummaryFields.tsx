import type { ReactNode } from 'react';

/** A summary pane's labelled values, in order (a description list). */
export function SummaryFields({ fields }: { fields: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="summary-fields">
      {fields.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
