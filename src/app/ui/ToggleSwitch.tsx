import { Switch, type SwitchProps } from 'react-aria-components';
import type { ReactNode } from 'react';

/** An on/off switch with its drawn track; the label is its children (or aria-label when it has none). */
export function ToggleSwitch({ children, ...props }: Omit<SwitchProps, 'children' | 'className'> & { children?: ReactNode }) {
  return (
    <Switch {...props} className="switch">
      <span className="switch-indicator" aria-hidden="true" />
      {children}
    </Switch>
  );
}
