/** The document kinds of the specs, named in their words. */
export type EntityName = 'campaign' | 'insertionOrder' | 'company' | 'adSet' | 'ad' | 'topic' | 'chain';

/**
 * One kind of document as the portal and the gateway both see it: pure data, from which the
 * gateway's collections and document routes and the portal's record search take their names and
 * paths (docs/architecture.md, 'How to add an entity'). Permissions stay in the gateway's route
 * table (decision 003); tests/server/entities.test.ts fails when a kind's calls have no entry there.
 */
export type Operation = 'list' | 'read' | 'create' | 'update' | 'delete';
export const ALL_OPERATIONS = ['list', 'read', 'create', 'update', 'delete'] as const satisfies readonly Operation[];

export interface EntityDescription {
  name: EntityName;
  /** `documentType` of its change history versions and downstream events */
  documentType: string;
  /** in messages: 'Campaign 12 not found' */
  label: string;
  /** how the change history names it (spec 3's nouns: 'Ad Set', 'Insertion Order') */
  historyLabel: string;
  /** the collection's calls, relative to /flightdeck/services, in the gateway's pattern syntax; one record is `{apiPath}/:id` */
  apiPath: string;
  /** the calls the specs give it on its own path (a chain is never deleted: spec 3 gives no delete) */
  operations: readonly Operation[];
  /** the palette's record search (spec 1 §3): the heading of its hits, the list call's search parameter, and the field holding the name (every list answers its records' ids as `id`) */
  recordSearch?: { heading: string; param: string; nameField: string };
  /**
   * its list screen, where it has one, and that screen's place in the side navigation (spec 1 §2):
   * the portal path, the spec's label, the glyph the compact navigation shows, its position among the
   * links, the name saved views give the screen (stored with each view: never renamed), and the
   * screen kind its route declares (staticData.screen, which the palette's commands read)
   */
  nav?: { path: string; label: string; glyph: string; position: number; view: string; kind: string };
}
