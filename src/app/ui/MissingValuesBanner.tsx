/** spec 1 §5: the form summary banner, verbatim. */
export const MISSING_VALUES_TITLE = 'Missing values';
export const MISSING_VALUES_TEXT = 'Before you can submit this form, please resolve all errors:';

/** Lists the unmet rules of a form; renders nothing when every rule passes. */
export function MissingValuesBanner({ rules }: { rules: readonly { rule: string; ok: boolean }[] }) {
  // one line per rule, though several fields may fail it (two empty quiz answers)
  const unmet = [...new Set(rules.filter((r) => !r.ok).map((r) => r.rule))];
  if (unmet.length === 0) return null;
  return (
    <section role="alert" aria-labelledby="missing-values-title" className="inline-banner inline-banner-error missing-values">
      <h2 id="missing-values-title" className="inline-banner-title">{MISSING_VALUES_TITLE}</h2>
      <p>{MISSING_VALUES_TEXT}</p>
      <ul>
        {unmet.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
