import { TOPIC_MESSAGES } from '#domain/topic';
import type { FieldError } from '#domain/validation';
import { findReferenceItem, REF } from '#server/repo/reference';
import type { Db } from '#server/store/db';

/**
 * A topic's, an ad set's or a campaign's ontology node must be a node of the reference data. Checked
 * when set or changed (decision 016): what a GET answered can still be PUT back as it is.
 */
export async function ontologyNodeProblems(db: Db, node: string | null | undefined, kept: unknown): Promise<FieldError[]> {
  if (!node || node === kept || (await findReferenceItem(db, REF.ontologyNode, node))) return [];
  return [{ fieldName: 'ontologyNodeId', message: `${TOPIC_MESSAGES.unknownOntologyNode} ${node}` }];
}
