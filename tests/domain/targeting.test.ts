import { describe, expect, it } from 'vitest';
import { parseHistoryNumbers, TargetingEntrySchema } from '#domain/ad/targeting';
import { validate } from '#domain/validation';

const valuesMessage = (entry: Record<string, unknown>) => {
  const r = validate(TargetingEntrySchema, entry);
  return r.ok ? undefined : r.errors.find((e) => e.fieldName === 'values')?.message;
};

describe('targeting values', () => {
  it('parses history fields as comma-separated numbers, refusing anything else', () => {
    expect(parseHistoryNumbers('12, 7,3')).toEqual([12, 7, 3]);
    expect(parseHistoryNumbers('  ')).toEqual([]);
    expect(parseHistoryNumbers('12,')).toBeUndefined();
    expect(parseHistoryNumbers('1.5')).toBeUndefined();
    expect(parseHistoryNumbers('a,b')).toBeUndefined();
  });

  it('holds whole numbers in a Long entry: what was typed otherwise is refused with the history message', () => {
    expect(valuesMessage({ type: 'Long', definitionId: 'scanHistory', values: [12, 7] })).toBeUndefined();
    expect(valuesMessage({ type: 'Long', definitionId: 'scanHistory', values: ['12,a'] })).toBe('Only enter comma separated numbers');
    expect(valuesMessage({ type: 'Long', definitionId: 'walkInHistory', values: [1.5] })).toBe('Only enter comma separated numbers');
    expect(valuesMessage({ type: 'Long', definitionId: 'age', values: ['abc'] })).toBe('Only enter comma separated numbers');
    expect(valuesMessage({ type: 'Long', definitionId: 'age', values: [0, 120] })).toBeUndefined();
    expect(valuesMessage({ type: 'Long', definitionId: 'age', values: [121] })).toBe('Age must be from 0 to 120');
    // other kinds keep their texts
    expect(valuesMessage({ type: 'String', definitionId: 'homeZip', values: ['94107'] })).toBeUndefined();
  });
});
