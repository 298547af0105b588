import { queryOptions } from '@tanstack/react-query';
import { api } from './client';

/** An ontology (taxonomy) node as the admin backend answers it: roots with their childNodes (spec 2 §3). */
export interface OntologyNode {
  node_id: string;
  node_name: string;
  parent_id: string | null;
  childNodes?: OntologyNode[];
}

/** A node for a picker: its id and its path from the root ('Grocery › Snacks › Chips'). */
export interface OntologyOption {
  id: string;
  label: string;
}

/** Depth first, so each node follows its parent and siblings stay together. */
export function ontologyOptions(roots: readonly OntologyNode[], prefix = ''): OntologyOption[] {
  return roots.flatMap((n) => {
    const label = prefix ? `${prefix} › ${n.node_name}` : n.node_name;
    return [{ id: String(n.node_id), label }, ...ontologyOptions(n.childNodes ?? [], label)];
  });
}

/** GET /adminBackend/legacy/v1/ontology/taxonomyNodes (spec 2 §7 'Ontology nodes'). */
export const listOntologyNodes = (signal?: AbortSignal) => api<OntologyNode[]>('/adminBackend/legacy/v1/ontology/taxonomyNodes', { signal });

/** The taxonomy as picker options; it changes with releases, not during a session. */
export const ontologyOptionsQuery = () =>
  queryOptions({ queryKey: ['ontology', 'options'], queryFn: async ({ signal }) => ontologyOptions(await listOntologyNodes(signal)), staleTime: 10 * 60_000 });
