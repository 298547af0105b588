import { useEffect, useReducer } from 'react';
import { applyTaskChange, indexTree, type MappingTask } from '#domain/mapping-status';
import { streamMapping } from '#app/api/mapping';
import { StreamNotConnected, type StreamEvent } from '#app/api/event-stream';

/** spec 1 §4: the stream moves notRequested, loading, loaded or failed. */
export type StreamStatus = 'notRequested' | 'loading' | 'loaded' | 'failed';

export interface MappingStreamState {
  campaignId: string | undefined;
  status: StreamStatus;
  tasks: ReadonlyMap<string, MappingTask>;
  /** why it failed: not connected (an answer not OK) or failed to load */
  failure?: 'notConnected' | 'loadFailed';
}

type Action =
  | { type: 'reset'; campaignId: string | undefined; status: StreamStatus }
  | { type: 'event'; campaignId: string; event: StreamEvent }
  | { type: 'failed'; campaignId: string; failure: 'notConnected' | 'loadFailed' };

const EMPTY: ReadonlyMap<string, MappingTask> = new Map();

export function mappingStreamReducer(state: MappingStreamState, action: Action): MappingStreamState {
  if (action.type === 'reset') return { campaignId: action.campaignId, status: action.status, tasks: EMPTY };
  // An event of an earlier campaign's stream never lands on the new one.
  if (action.campaignId !== state.campaignId) return state;
  if (action.type === 'failed') return { ...state, status: 'failed', failure: action.failure };
  const { event, data } = action.event;
  if (event === 'ping' || event === 'error') return state;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return state;
  }
  if (event === 'tree' || event === 'reset') return { ...state, status: 'loaded', tasks: indexTree(parsed), failure: undefined };
  if (event === 'message') return { ...state, status: 'loaded', tasks: applyTaskChange(state.tasks, parsed) };
  return state;
}

/**
 * The live task tree of a campaign (flag v3 only). When the campaign changes, the earlier stream
 * is aborted and the state goes back to notRequested before the new one loads.
 */
export function useMappingStream(campaignId: string | undefined, enabled: boolean): MappingStreamState {
  const [state, dispatch] = useReducer(mappingStreamReducer, { campaignId, status: 'notRequested', tasks: EMPTY });
  useEffect(() => {
    if (!campaignId || !enabled) {
      dispatch({ type: 'reset', campaignId, status: 'notRequested' });
      return;
    }
    const controller = new AbortController();
    dispatch({ type: 'reset', campaignId, status: 'loading' });
    streamMapping(campaignId, {
      signal: controller.signal,
      onEvent: (event) => dispatch({ type: 'event', campaignId, event }),
    }).catch((error: unknown) => {
      if (controller.signal.aborted) return;
      console.error('mapping stream', error);
      dispatch({ type: 'failed', campaignId, failure: error instanceof StreamNotConnected ? 'notConnected' : 'loadFailed' });
    });
    return () => {
      controller.abort();
      dispatch({ type: 'reset', campaignId: undefined, status: 'notRequested' });
    };
  }, [campaignId, enabled]);
  return state;
}
