import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { listSearchEntries, openParam, optionalParam, searchText, sortParam } from '#app/search-params';

const listSearch = v.object({ ...listSearchEntries, sort: sortParam(['name', 'created']), dialog: openParam(['delete']) });
const parse = (search: Record<string, unknown>) => v.parse(listSearch, search);

describe('search params shared by the screens', () => {
  it('a list link keeps its term, sort, page, selected row and open dialog', () => {
    expect(parse({ q: 'spring', sort: '-created', cursor: 'abc', selected: '12', dialog: 'delete' })).toEqual({ q: 'spring', sort: '-created', cursor: 'abc', selected: '12', dialog: 'delete' });
  });

  it('a bare list link opens the list with no search, sort or selection', () => {
    expect(parse({})).toEqual({ q: '' });
  });

  it('takes back as text what the router decoded as a number or a boolean', () => {
    expect(parse({ q: 1001, selected: 42, cursor: true })).toMatchObject({ q: '1001', selected: '42', cursor: 'true' });
  });

  it('drops what a link cannot mean instead of failing the page', () => {
    expect(parse({ sort: 'price', dialog: 'wipe', selected: 'x'.repeat(65), q: 'y'.repeat(257) })).toEqual({ q: '' });
    expect(parse({ sort: '--name' })).toEqual({ q: '' });
  });

  it('sorts ascending by a key and descending by the key after a minus', () => {
    expect(parse({ sort: 'name' }).sort).toBe('name');
    expect(parse({ sort: '-name' }).sort).toBe('-name');
  });

  it('an optional param leaves out a value its schema refuses', () => {
    const schema = v.object({ day: optionalParam(v.pipe(searchText(10), v.regex(/^\d{4}-\d{2}-\d{2}$/))) });
    expect(v.parse(schema, { day: '2026-11-24' })).toEqual({ day: '2026-11-24' });
    expect(v.parse(schema, { day: 'tomorrow' })).toEqual({});
  });
});
