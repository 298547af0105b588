import { useNavigate, useSearch, type RegisteredRouter, type RouteIds } from '@tanstack/react-router';
import type { NavigableEntity } from '#domain/entities';

type RouteId = RouteIds<RegisteredRouter['routeTree']>;
/** A list path's route id: its index route's where the path has screens below it ('/orders/'), else its own ('/adBrowser'). */
type RouteOfPath<P extends string> = P extends unknown ? (`${P}/` extends RouteId ? `${P}/` : Extract<P, RouteId>) : never;

/**
 * The list screens' routes: the entity manifest's, and the start page (the campaign list too). Each
 * keeps its whole state in its URL (DESIGN.md 'Portal conventions').
 */
export type ListRoute = '/' | RouteOfPath<NavigableEntity['nav']['path']>;

/** What every list screen's URL holds (listSearchEntries), and what some add: sort and an open popup. */
export interface ListSearch {
  q: string;
  cursor?: string;
  selected?: string;
  sort?: string;
  dialog?: string;
}

/** A change to the list's URL state; `replace` keeps it out of the history (a selection, a popup). */
export type SetListSearch<S extends ListSearch> = (patch: Partial<S>, replace?: boolean) => void;

/** The list's URL state but the selected row, so that a j/k move re-renders only what shows the selection. */
export type ListState<S extends ListSearch> = Omit<S, 'selected'>;

const withoutSelected = ({ selected: _shownApart, ...state }: ListSearch) => state;

/*
 * The route's validateSearch makes its URL state an S. Given the route id in a variable, the router
 * types that state as any list's, so the two hooks below say which list's it is: their casts.
 */

/** Writes the list's URL state; same screen, new state, so the page stays where it is scrolled. */
export function useSetListSearch<S extends ListSearch>(from: ListRoute): SetListSearch<S> {
  const navigate = useNavigate({ from });
  return (patch, replace = false) => void navigate({ search: ((s: S) => ({ ...s, ...patch })) as never, replace, resetScroll: false });
}

/** The list's URL state without the selected row (see ListState). */
export const useListState = <S extends ListSearch>(from: ListRoute) =>
  useSearch({ from, select: withoutSelected, structuralSharing: true }) as ListState<S>;

/** The selected row's id alone. */
export const useSelectedId = (from: ListRoute): string | undefined => useSearch({ from, select: (s) => s.selected });

/** The row a delete confirmation in the URL is about (`dialog=delete` for the selected row), if open. */
export const useDeletingId = (from: ListRoute): string | undefined =>
  useSearch({ from, select: (s: ListSearch) => (s.dialog === 'delete' ? s.selected : undefined) });

/** Whether the selected row is among `rows`: the preview pane is open (it changes less often than the selection). */
export const useSelectedIn = (from: ListRoute, rows: readonly { id: string }[]): boolean =>
  useSearch({ from, select: (s) => rows.some((row) => row.id === s.selected) });
