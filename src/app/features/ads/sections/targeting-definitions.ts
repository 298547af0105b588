import { FIXED_TARGETING_DEFINITIONS, type TargetingEntry } from '#domain/ad/targeting';
import type { SelectOption } from '#app/ui/SelectField';
import type { TargetingDefinitionDocument } from '#app/api/targeting';

/** A targeting field the form offers: its definition, and the choices of a labelled node when known. */
export interface OfferedDefinition {
  definitionId: string;
  label: string;
  type: TargetingEntry['type'];
  description?: string;
  options?: SelectOption[];
}

const optionsOf = (d: TargetingDefinitionDocument | undefined) => d?.values?.map((v) => ({ id: v.value, label: v.label }));

/**
 * The fixed definitions first (age, gender, the histories), as the domain defines them — their
 * kinds carry the spec's value rules (age 0 to 120, histories as numbers) whatever the node service
 * says — then the loaded ones. A loaded definition of a fixed id only lends its choices.
 */
export function offeredDefinitions(loaded: readonly TargetingDefinitionDocument[] = []): OfferedDefinition[] {
  const byId = new Map(loaded.map((d) => [d.definitionId, d]));
  const fixed: OfferedDefinition[] = FIXED_TARGETING_DEFINITIONS.map((d) => ({
    ...d,
    description: byId.get(d.definitionId)?.description,
    options: d.type === 'LabelledString' ? optionsOf(byId.get(d.definitionId)) : undefined,
  }));
  const fixedIds = new Set(fixed.map((d) => d.definitionId));
  const others = loaded
    .filter((d) => !fixedIds.has(d.definitionId))
    .map((d) => ({ definitionId: d.definitionId, label: d.name, type: d.type, description: d.description, options: d.type === 'LabelledString' ? optionsOf(d) : undefined }));
  return [...fixed, ...others];
}

/** A new entry of a definition: ANY, unknown shoppers left out, no values yet (a Boolean starts true). */
export const newEntryOf = (d: OfferedDefinition): TargetingEntry => ({
  type: d.type,
  definitionId: d.definitionId,
  includeUnknown: false,
  operator: 'ANY',
  values: d.type === 'Boolean' ? [true] : [],
});
