import { gatewayErrorsByField } from '#app/api/errors';

/**
 * The gateway's `errors[]` by the form field they concern (DESIGN.md: beside the client rules), by
 * the first segment of each fieldName ('barcodes.3.matchType' concerns 'barcodes'); the rest stay
 * in the notification. `aliases` maps a body path to a form field where they differ.
 */
export function serverErrorsOf<F extends string>(error: unknown, fields: readonly F[], aliases: Record<string, F> = {}): Partial<Record<F, string>> {
  return gatewayErrorsByField(error, (fieldName) => {
    const alias = Object.keys(aliases).find((path) => fieldName === path || fieldName.startsWith(`${path}.`));
    return alias ? aliases[alias] : fields.find((f) => f === fieldName.split('.')[0]);
  });
}
