import { describe, expect, it } from 'vitest';
import type { ChangeSetEntry, RevertAnswer } from '#app/api/changelog';
import { UNDO_TEXT } from '#app/kit/undo/text';

const last = (over: Partial<ChangeSetEntry> = {}): ChangeSetEntry => ({
  id: '90', changedDocumentId: '7', documentType: 'Ad', parentIds: [], name: 'Spring banner', event: 'UPDATE', userId: 'ann@example.com', changeTime: '', changeSetId: '41', ...over,
});
const answer = (objects: { id: string; documentType: string }[]): RevertAnswer => ({
  changeSetId: '42', revertedChangeSetId: '41', objects: objects.map((o) => ({ ...o, event: 'UPDATE', version: 3 })),
});

describe('undo texts', () => {
  it('name the one record undone by kind and name, else count the records by kind', () => {
    expect(UNDO_TEXT.undone(answer([{ id: '7', documentType: 'Ad' }]), last())).toBe('Undone: Ad "Spring banner"');
    expect(UNDO_TEXT.undone(answer([{ id: '7', documentType: 'Ad' }, { id: '8', documentType: 'Ad' }]), last())).toBe('Undone: 2 ads');
    expect(UNDO_TEXT.undone(answer([{ id: '3', documentType: 'Company' }, { id: '4', documentType: 'Company' }]), last({ documentType: 'Company' }))).toBe('Undone: 2 companies');
    expect(UNDO_TEXT.undone(answer([{ id: '7', documentType: 'Ad' }, { id: '2', documentType: 'AdSet' }]), last())).toBe('Undone: 2 records');
  });

  it('a refusal lists each record and field, naming the record once', () => {
    const problems = [
      { fieldName: '7.endDate', message: 'Must be in the future', id: '7', documentType: 'Ad' },
      { fieldName: '8.endDate', message: 'Must be in the future', id: '8', documentType: 'Ad' },
      { fieldName: '8.startDate', message: 'Must be before the end date', id: '8', documentType: 'Ad' },
    ];
    expect(UNDO_TEXT.breaksRule(problems)).toBe(
      'Not undone: 2 records would break a rule: Ad 7, End date: Must be in the future; Ad 8, End date: Must be in the future; Ad 8, Start date: Must be before the end date',
    );
    expect(UNDO_TEXT.changedSince([{ fieldName: '2', message: 'Ad set 2 was changed since, by bo at 2026-12-07T10:00:00Z: undo that change first, or change it by hand', id: '2', documentType: 'AdSet' }])).toBe(
      'Not undone: 1 record changed since: Ad set 2 was changed since, by bo at 2026-12-07T10:00:00Z: undo that change first, or change it by hand',
    );
  });
});
