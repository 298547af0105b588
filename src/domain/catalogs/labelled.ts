import { mapNonEmpty } from '#domain/lists';

/** An entry of a catalog the spec lists with its labels: the value stored and the text shown. */
export interface LabelledEntry {
  value: string;
  label: string;
}

/**
 * A catalog of values with their labels, kept once: its entries (a picker's options), its values
 * (a schema's picklist, never empty) and a value's label (the value itself when the catalog lacks it,
 * as a stored document may hold a value the spec has since dropped).
 */
export function labelled<const E extends readonly [LabelledEntry, ...LabelledEntry[]]>(entries: E) {
  return {
    entries,
    values: mapNonEmpty(entries, (entry): E[number]['value'] => entry.value),
    label: (value: string): string => entries.find((entry) => entry.value === value)?.label ?? value,
  };
}
