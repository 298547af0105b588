import { useRef } from 'react';
import { Button } from 'react-aria-components';
import { canDeleteWalkInLevel, MAX_WALK_IN_LEVELS, newWalkInLevel, WALK_IN_LIMIT_WINDOWS, type Award } from '#domain/ad/award';
import { AdNumber } from '#app/features/ads/AdFields';
import { buttonNamed, fieldNamed, firstFocusable } from '#app/features/ads/focus-after';
import { useFocusAfterRemoval } from '#app/ui/focus-after-removal';
import { useAdForm } from '#app/kit/ads/form-context';

export const WALK_IN_LEVEL_TEXT = {
  level: (priority: number) => `Level ${priority}`,
  kicks: 'Kicks',
  limitsHint: 'Walk-ins a shopper is awarded per window; set at least one.',
  limit: { '7_DAYS': 'Limit per 7 days', '30_DAYS': 'Limit per 30 days', '90_DAYS': 'Limit per 90 days', '180_DAYS': 'Limit per 180 days', INF_DAYS: 'Limit for all time' },
  addLevel: 'Add level',
  addLevelHint: `At most ${MAX_WALK_IN_LEVELS} levels.`,
  deleteLevel: (priority: number) => `Delete level ${priority}`,
} as const;

type Level = Extract<Award, { '@type': 'MultiLevelWalkinAward' }>['levels'][number];

/**
 * spec 2 §3, §4, §9: the levels of a multi-level walk-in award, at most 5; a new level's priority
 * is the count plus one, only the last level may be deleted (and one stays: the award needs it).
 */
export function WalkInLevels() {
  const form = useAdForm();
  const path = 'awards.COMPLETED.levels';
  const award = form.draft.ad.awards?.COMPLETED;
  const levels: Level[] = award && 'levels' in award ? (award.levels ?? []) : [];
  const write = (next: Level[]) => form.setAt(path, next);
  // the deleted level's button goes, Add disables at 5 levels: focus goes on (to the new last level, else Add)
  const ref = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfterRemoval();
  const levelAt = (i: number) => ref.current?.querySelectorAll<HTMLElement>(':scope > fieldset')[i];
  const deleteLast = () => {
    write(levels.slice(0, -1));
    const last = levels.length - 2;
    const newLast = levels[last];
    focusAfter(() => firstFocusable(newLast && buttonNamed(levelAt(last), WALK_IN_LEVEL_TEXT.deleteLevel(newLast.priority)), buttonNamed(ref.current, WALK_IN_LEVEL_TEXT.addLevel)));
  };
  const add = () => {
    const level = newWalkInLevel(levels.length);
    write([...levels, level]);
    focusAfter(() => firstFocusable(fieldNamed(levelAt(levels.length), WALK_IN_LEVEL_TEXT.kicks)));
  };
  return (
    <div className="walk-in-levels" ref={ref} style={{ display: 'contents' }}>
      {levels.map((level, i) => {
        const at = `${path}.${i}`;
        const limitsError = form.errorOf(`${at}.limits`);
        return (
          <fieldset className="format-block" key={i}>
            <legend>{WALK_IN_LEVEL_TEXT.level(level.priority)}</legend>
            <div className="form-grid">
              <AdNumber path={`${at}.amount`} label={WALK_IN_LEVEL_TEXT.kicks} isRequired />
              {WALK_IN_LIMIT_WINDOWS.map((w) => (
                <AdNumber key={w} path={`${at}.limits.${w}`} label={WALK_IN_LEVEL_TEXT.limit[w]} />
              ))}
            </div>
            <p className={limitsError ? 'field-error' : 'field-description'} role={limitsError ? 'alert' : undefined}>
              {limitsError ?? WALK_IN_LEVEL_TEXT.limitsHint}
            </p>
            <Button className="button" isDisabled={!canDeleteWalkInLevel(i, levels.length) || levels.length === 1} onPress={deleteLast}>
              {WALK_IN_LEVEL_TEXT.deleteLevel(level.priority)}
            </Button>
          </fieldset>
        );
      })}
      <Button className="button" isDisabled={levels.length >= MAX_WALK_IN_LEVELS} onPress={add}>
        {WALK_IN_LEVEL_TEXT.addLevel}
      </Button>
      <p className="field-description">{WALK_IN_LEVEL_TEXT.addLevelHint}</p>
    </div>
  );
}
