import type { ReactNode } from 'react';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';

/**
 * A list beside the preview of its selected record. The split is resizable (drag or arrow keys on
 * the separator) and remembered per list in localStorage.
 */
export function SplitPane({ id, list, pane, paneLabel, paneSize = '35%' }: {
  id: string;
  list: ReactNode;
  pane?: ReactNode;
  paneLabel: string;
  /** the pane's first width, before the user resizes it: wider where the pane holds a table */
  paneSize?: `${number}%`;
}) {
  const panelIds = pane ? ['list', 'pane'] : ['list'];
  const layout = useDefaultLayout({ id: `split:${id}`, panelIds, storage: typeof localStorage === 'undefined' ? undefined : localStorage });
  return (
    // The group sizes itself to 100% of its parent: the frame gives it a definite height, without
    // which the table would grow to its full length and virtualise nothing.
    <div className="split-pane-frame">
      <Group id={`split-${id}`} orientation="horizontal" className="split-pane" defaultLayout={layout.defaultLayout} onLayoutChanged={layout.onLayoutChanged}>
        <Panel id="list" minSize="30%" className="split-pane-list">
          {list}
        </Panel>
        {pane && (
          <>
            <Separator className="split-pane-separator" aria-label={`Resize ${paneLabel}`} />
            <Panel id="pane" defaultSize={paneSize} minSize="20%" className="split-pane-pane">
              <aside aria-label={paneLabel} className="split-pane-aside">
                {pane}
              </aside>
            </Panel>
          </>
        )}
      </Group>
    </div>
  );
}
