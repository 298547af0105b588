import { useRef, type ComponentProps } from 'react';
import { useFocusWhenUnplaced } from './route-focus';

/**
 * A screen's title (level 1) that takes focus when the screen opens with focus nowhere in
 * particular: after a palette jump or the ad type picker's Continue, a keyboard or screen-reader user
 * starts at the record's name, not at the top of the page. Mounted with the title, so a screen that
 * loads first still gets it. `focusOnOpen={false}` keeps it a plain title (a create form, whose user
 * starts at its first field).
 */
export function ScreenHeading({ focusOnOpen = true, ...props }: Omit<ComponentProps<'h1'>, 'ref' | 'tabIndex'> & { focusOnOpen?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenUnplaced(heading, focusOnOpen);
  return <h1 ref={heading} tabIndex={focusOnOpen ? -1 : undefined} {...props} />;
}
