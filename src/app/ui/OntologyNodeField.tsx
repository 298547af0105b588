import { useQuery } from '@tanstack/react-query';
import { ontologyOptionsQuery } from '#app/api/ontology';
import { SelectField, type SelectOption } from './SelectField';

export const ONTOLOGY_NODE_TEXT = { none: 'None' } as const;

/** The select's entry for no node. */
const NO_NODE = '-';

/**
 * The options of an 'Ontology Node' select: 'None' (unless a node is required), then the taxonomy's
 * nodes; a chosen node the taxonomy no longer lists stays, named by its id. `labelOf` names a node
 * as the select does.
 */
export function useOntologyNodeOptions(current: string | null, { isRequired = false } = {}) {
  const ontology = useQuery(ontologyOptionsQuery());
  const options: SelectOption[] = [...(isRequired ? [] : [{ id: NO_NODE, label: ONTOLOGY_NODE_TEXT.none }]), ...(ontology.data ?? [])];
  if (current && !options.some((o) => o.id === current)) options.push({ id: current, label: current });
  const labelOf = (id: string) => options.find((o) => o.id === id)?.label ?? id;
  return { options, labelOf };
}

/**
 * An 'Ontology Node' select over `useOntologyNodeOptions`; 'None' is null. A required one offers no
 * 'None' and shows none chosen until a node is (a 'None' it then refused would read as a choice).
 */
export function OntologyNodeField({ label, options, value, onChange, errorMessage, isRequired }: {
  label: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (id: string | null) => void;
  errorMessage?: string;
  isRequired?: boolean;
}) {
  const shown = value ?? (isRequired ? null : NO_NODE);
  return <SelectField label={label} options={options} value={shown} onChange={(id) => onChange(!id || id === NO_NODE ? null : id)} errorMessage={errorMessage} isRequired={isRequired} />;
}
