import { describe, expect, it } from 'vitest';
import { NOT_A_LIST_MESSAGE } from '#domain/plain-object';

/** Every module of src/domain, so a schema added anywhere there is walked too. */
const modules = import.meta.glob<Record<string, unknown>>('../../src/domain/**/*.ts', { eager: true });

const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest', 'record']);

type Node = { kind?: string; type?: string; '~run'?: (dataset: { value: unknown }, config: object) => { issues?: { message: string }[] } } & Record<string, unknown>;

const isSchema = (x: unknown): x is Node => Boolean(x && typeof x === 'object' && (x as Node).kind === 'schema' && typeof (x as Node)['~run'] === 'function');

/** The object and record schemas reachable from a schema (through entries, wrappers, options, items, pipes). */
function objectSchemasIn(root: Node, found: Map<Node, string>, where: string, seen = new Set<unknown>()): void {
  if (seen.has(root)) return;
  seen.add(root);
  if (OBJECT_TYPES.has(root.type ?? '')) found.set(root, where);
  const children: [string, unknown][] = [];
  for (const key of ['wrapped', 'item', 'rest', 'key', 'value']) children.push([key, root[key]]);
  for (const [key, child] of Object.entries((root.entries as Record<string, unknown> | undefined) ?? {})) children.push([key, child]);
  for (const [i, child] of ((root.options as unknown[] | undefined) ?? []).entries()) children.push([`option ${i}`, child]);
  for (const [i, child] of ((root.pipe as unknown[] | undefined) ?? []).entries()) children.push([`pipe ${i}`, child]);
  for (const [key, child] of children) if (isSchema(child)) objectSchemasIn(child, found, `${where}.${key}`, seen);
}

describe('object schemas of src/domain', () => {
  it('refuse a list where an object belongs, at every level of every exported schema', () => {
    const found = new Map<Node, string>();
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) if (isSchema(value)) objectSchemasIn(value, found, `${file.replace('../../src/domain/', '')} ${name}`);
    }
    expect(found.size).toBeGreaterThan(50);
    const takingLists = [...found].filter(([schema]) => schema['~run']!({ value: [] }, {}).issues?.[0]?.message !== NOT_A_LIST_MESSAGE).map(([, where]) => where);
    expect(takingLists).toEqual([]);
  });
});
