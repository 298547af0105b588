import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** The columns every document table has (see drizzle/0000_init.sql). */
export type DocTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  created: PgColumn;
  modified: PgColumn;
  name: PgColumn;
  nameKey: PgColumn;
  body: PgColumn;
};

export type Body = Record<string, unknown>;
/** A document as stored: its body and the fields the server keeps (typed as its collection's documents when read through one). */
export type StoredDocument<T extends Body = Body> = T & { id: string; created: string; modified: string; version: number };

/** How one kind of document maps onto its table and its change history. */
export interface Collection<T extends Body = Body> {
  documentType: string;
  /** used in messages, e.g. 'Campaign' in 'Campaign 12 not found' */
  label: string;
  table: DocTable;
  /** typed column values (name, name_key and the list keys) derived from the document */
  columns(doc: T): Record<string, unknown>;
  /** ids of the documents this one lives under, for the change history */
  parentIds(doc: T): string[];
}

/** Who writes, when, and the change set (issue 28 §2) every version the write stores belongs to. */
export interface Actor {
  userId: string;
  now: Date;
  changeSetId: string;
}
