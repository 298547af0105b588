import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { Button, Collection, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, ListBoxLoadMoreItem, Popover, Text } from 'react-aria-components';
// react-aria's own live region (ComboBox announces through it too): an open list hides the rest of
// the page from screen readers, a live region beside the box included, but never this one.
import { announce } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { FIRST_PAGE, type PickerSource } from '#app/api/client';
import { ComboBoxInput } from './ComboBoxInput';
import { FieldLabel } from './form-fields';
import { RemovableTags } from './RemovableTags';
import { useDebounced } from './use-debounced';
import './fields.css';

export const SEARCH_PICKER_TEXT = {
  searching: 'Searching…',
  more: 'Loading more…',
  none: 'No matches',
  found: (count: number, capped: boolean) => (capped ? `More than ${count.toLocaleString('en-US')} matches` : count === 1 ? '1 match' : `${count.toLocaleString('en-US')} matches`),
  failed: 'The search failed; type again to retry',
  show: (label: string) => `Show ${label}`,
  chosen: (label: string) => `Chosen ${label}`,
} as const;

/** Rows per page a picker asks for (its list shows about nine at once); the next page comes as the list is scrolled to its end. Fewer rows, less to render per keystroke. */
export const SEARCH_PICKER_PAGE = 20;
/** A picker asks the gateway once typing pauses this long (shorter than a list screen's search: a picker is a lookup). */
export const SEARCH_PICKER_DEBOUNCE_MS = 150;

export interface PickerItem {
  id: string;
  label: string;
}

/** The pages of one search, asked for once the picker is in use (a form does not search for every picker it shows). */
function useSearchPages<T extends { id: string }>(source: PickerSource<T>, term: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...source.key, 'search', term],
    queryFn: ({ pageParam, signal }) => source.list({ name: term || undefined, limit: SEARCH_PICKER_PAGE, cursor: pageParam }, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => last.pagination.next ?? undefined,
    placeholderData: keepPreviousData,
    // A record created a moment ago is found: a search already made is asked again when used again.
    staleTime: 0,
    enabled,
  });
}

/** The matches whose name holds the text (any case): an earlier search's answer, narrowed as typing goes on. */
const stillMatching = (items: PickerItem[], text: string) => {
  const wanted = text.toLowerCase();
  return wanted ? items.filter((item) => item.label.toLowerCase().includes(wanted)) : items;
};

/** What the live region says of the search shown: nothing until the picker is used, or while a search is under way. */
function statusOf(q: ReturnType<typeof useSearchPages>, active: boolean): string {
  if (!active || (q.isError && !q.data)) return '';
  if (!q.data || q.isPlaceholderData) return '';
  const first = q.data.pages[0]?.pagination;
  if (!first) return '';
  if (first.objectCount === 0) return SEARCH_PICKER_TEXT.none;
  return SEARCH_PICKER_TEXT.found(first.objectCount, first.customParams?.objectCountCapped === true);
}

/** What every picker is given besides its value: where it searches and how its field reads. */
interface PickerFieldProps<T extends { id: string }> {
  /** The visible label, which is also the box's accessible name. */
  label: string;
  source: PickerSource<T>;
  /** The names of chosen records the caller has read (by id); those picked in the box are named at once. */
  nameOf?: (id: string) => string | undefined;
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Focus goes to the box as it shows (a popup's first field): its list waits for typing, ArrowDown or ▾. */
  autoFocus?: boolean;
  /** What a failed search says (shown and announced at the field); a generic line when absent. */
  failedText?: (error: Error) => string;
  /** Told what the box holds as the user types (the order form offers it to its create-company popup). */
  onTyping?: (text: string) => void;
}

export interface SearchBoxProps<T extends { id: string }> extends Omit<PickerFieldProps<T>, 'nameOf'> {
  /** The chosen record of a single picker (its name stays in the box); null for a multi picker's search. */
  selectedId: string | null;
  /** The chosen record's name, for the box of a single picker. */
  selectedName?: string;
  /** Records not offered (those a multi picker holds). */
  exclude?: readonly string[];
  onPick: (item: PickerItem) => void;
}

/**
 * The search box of a picker: a react-aria ComboBox whose options are the gateway's matches for the
 * typed text (no filtering in the page), page after page as the list is scrolled, the number of
 * matches announced in a live region. Enter picks the focused option or does nothing (it never
 * submits the form around the box while a record is still being looked for).
 */
export function SearchBox<T extends { id: string }>(props: SearchBoxProps<T>) {
  const { label, source, selectedId, selectedName = '', exclude = [], onPick } = props;
  const [text, setText] = useState(selectedName);
  const [active, setActive] = useState(false);
  // Once the list closes (a pick, Escape, leaving the box) it stays closed until opened again (typing,
  // ArrowDown, ▾): react-aria empties the box as it closes, which would reopen it over the chosen tags.
  const [resting, setResting] = useState(false);
  const shown = useRef(selectedName);
  // The chosen name arrives (read by id) or changes: the box shows it, unless the user is typing.
  if (shown.current !== selectedName) {
    if (text === shown.current) setText(selectedName);
    shown.current = selectedName;
  }
  // While the box shows the chosen name, every record is offered, not only that one.
  const typed = text === selectedName && selectedId ? '' : text.trim();
  const term = useDebounced(typed, SEARCH_PICKER_DEBOUNCE_MS);
  // Nothing is asked for before the picker is used, nor for the box emptied as the list closed.
  const q = useSearchPages(source, term, active && !resting);
  const items = useMemo<PickerItem[]>(
    () => (q.data?.pages ?? []).flatMap((p) => p.objects).filter((o) => !exclude.includes(o.id)).map((o) => ({ id: o.id, label: source.label(o) })),
    [q.data, exclude, source],
  );
  // While the matches are an earlier text's (typing went on, or the answer is on its way), only those
  // holding the text as typed stay offered: ArrowDown and Enter never pick a match of a text gone past.
  const fresh = term === typed && !q.isPlaceholderData;
  const offered = resting ? [] : fresh ? items : stillMatching(items, typed);
  // Only the matches of what the box holds now: not those of a text typing has gone past.
  const status = term === typed ? statusOf(q, active) : '';
  useEffect(() => {
    if (status) announce(status, 'polite');
  }, [status, q.dataUpdatedAt]);
  const rest = (after: string) => {
    setResting(true);
    shown.current = after;
    setText(after);
  };
  const pick = (key: Key | null) => {
    // react-aria hands back the choice as the box is left or Escape is pressed (the key held, or null
    // when no page holds the chosen record): a single picker's box shows the chosen name again,
    // whatever was typed over it.
    if (selectedId !== null && (key === null || String(key) === selectedId)) return rest(selectedName);
    const item = key === null ? undefined : items.find((i) => i.id === String(key));
    if (!item) return;
    onPick(item);
    rest(selectedId === null ? '' : item.label);
  };
  return (
    <ComboBox
      className="field search-picker"
      items={offered}
      selectedKey={selectedId}
      inputValue={text}
      onInputChange={(t) => {
        if (t === text) return;
        setText(t);
        props.onTyping?.(t);
        setActive(true);
        setResting(false);
      }}
      onSelectionChange={pick}
      // Typing opens the list at once, with 'Searching…' until the matches come (react-aria opens a
      // list only as the text changes, and the matches come later); never as the list closes.
      allowsEmptyCollection={!resting}
      onOpenChange={(isOpen) => {
        // Closing empties the box first (onInputChange), then says so here: the box rests.
        setResting(!isOpen);
        if (isOpen) setActive(true);
      }}
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      autoFocus={props.autoFocus}
      isInvalid={Boolean(props.errorMessage)}
      validationBehavior="aria"
    >
      <FieldLabel required={props.isRequired}>{label}</FieldLabel>
      <ComboBoxInput placeholder={props.placeholder} showLabel={SEARCH_PICKER_TEXT.show(label)} chosenText={selectedName} />
      {props.description && <Text slot="description" className="field-description">{props.description}</Text>}
      <FieldError className="field-error">{props.errorMessage}</FieldError>
      {q.isError && !q.data && <div role="alert" className="field-error">{props.failedText?.(q.error) ?? SEARCH_PICKER_TEXT.failed}</div>}
      <MatchesPopover items={offered} pages={q} textOf={(item) => item.label} emptyText={q.isFetching ? SEARCH_PICKER_TEXT.searching : SEARCH_PICKER_TEXT.none} />
    </ComboBox>
  );
}

export interface SearchMultiPickerProps<T extends { id: string }> extends PickerFieldProps<T> {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Records never offered (the company being edited, among its own child companies). */
  exclude?: readonly string[];
}

/**
 * A multi-select of records, however many there are: the search box (picking a match adds it and
 * clears the box) and the chosen records as removable tags 'Chosen {label}', each by its name,
 * whether or not the current matches hold it.
 */
export function SearchMultiPicker<T extends { id: string }>({ value, onChange, nameOf, exclude = [], ...field }: SearchMultiPickerProps<T>) {
  const [picked, setPicked] = useState<Record<string, string>>({});
  const notOffered = useMemo(() => [...value, ...exclude], [value, exclude]);
  return (
    <div className="field multi-select-field">
      <SearchBox
        {...field}
        selectedId={null}
        exclude={notOffered}
        onPick={(item) => {
          setPicked((p) => ({ ...p, [item.id]: item.label }));
          onChange([...value, item.id]);
        }}
      />
      <RemovableTags label={SEARCH_PICKER_TEXT.chosen(field.label)} value={value} nameOf={(id) => nameOf?.(id) ?? picked[id] ?? id} onChange={onChange} />
    </div>
  );
}

export interface SearchSelectPickerProps<T extends { id: string }> extends PickerFieldProps<T> {
  value: string | null;
  onChange: (id: string) => void;
}

/**
 * A single-select of records, however many there are: the search box, which shows the chosen
 * record's name whether or not the current matches hold it.
 */
export function SearchSelectPicker<T extends { id: string }>({ value, onChange, nameOf, ...field }: SearchSelectPickerProps<T>) {
  const [picked, setPicked] = useState<PickerItem>();
  const name = value ? (nameOf?.(value) ?? (picked?.id === value ? picked.label : undefined) ?? value) : '';
  return (
    <SearchBox
      {...field}
      selectedId={value}
      selectedName={name}
      onPick={(item) => {
        setPicked(item);
        onChange(item.id);
      }}
    />
  );
}

export interface SearchTextFieldProps<T extends { id: string }> {
  /** The visible label, which is also the box's accessible name. */
  label: string;
  source: PickerSource<T>;
  /** The text in the box: anything typed, or the id of the record picked. */
  value: string;
  onChange: (text: string) => void;
  description?: string;
  /** The name of the button that shows the list. */
  showLabel?: string;
}

/**
 * A text field that suggests records as the user types (the change history's User e-mail takes any
 * text, or a user found by name or e-mail): the gateway's matches, page after page, their number
 * announced; picking one puts its id in the box. The list shows only while something matches, and
 * Enter with it closed submits the form around the box, as in any text field.
 */
export function SearchTextField<T extends { id: string }>({ label, source, value, onChange, description, showLabel }: SearchTextFieldProps<T>) {
  const [active, setActive] = useState(false);
  const typed = value.trim();
  const term = useDebounced(typed, SEARCH_PICKER_DEBOUNCE_MS);
  const q = useSearchPages(source, term, active);
  const items = useMemo<PickerItem[]>(() => (q.data?.pages ?? []).flatMap((p) => p.objects).map((o) => ({ id: o.id, label: source.label(o) })), [q.data, source]);
  const status = term === typed ? statusOf(q, active) : '';
  useEffect(() => {
    if (status) announce(status, 'polite');
  }, [status, q.dataUpdatedAt]);
  return (
    <ComboBox
      className="field search-picker"
      items={items}
      inputValue={value}
      onInputChange={(t) => {
        if (t === value) return;
        setActive(true);
        onChange(t);
      }}
      onSelectionChange={(key) => key !== null && onChange(String(key))}
      onOpenChange={(isOpen) => isOpen && setActive(true)}
      allowsCustomValue
    >
      <Label>{label}</Label>
      <div className="input-row">
        <Input className="input" autoComplete="off" spellCheck={false} />
        <Button className="button" aria-label={showLabel ?? SEARCH_PICKER_TEXT.show(label)}>▾</Button>
      </div>
      {description && <Text slot="description" className="field-description">{description}</Text>}
      {q.isError && !q.data && <div role="alert" className="field-error">{SEARCH_PICKER_TEXT.failed}</div>}
      {/* The text is the id: react-aria writes an option's text into the box as it is picked. */}
      <MatchesPopover items={items} pages={q} textOf={(item) => item.id} />
    </ComboBox>
  );
}

/**
 * A picker's list of matches, the next page asked for as it is scrolled to its end. `textOf` is the
 * text react-aria types ahead by and writes into the box when an option is picked.
 */
function MatchesPopover({ items, pages, textOf, emptyText }: { items: readonly PickerItem[]; pages: ReturnType<typeof useSearchPages>; textOf: (item: PickerItem) => string; emptyText?: string }) {
  return (
    <Popover className="select-popover">
      <ListBox className="select-listbox" renderEmptyState={emptyText === undefined ? undefined : () => <div className="select-empty">{emptyText}</div>}>
        <Collection items={items}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={textOf(item)} className="select-option">
              {item.label}
            </ListBoxItem>
          )}
        </Collection>
        <ListBoxLoadMoreItem className="select-empty" isLoading={pages.isFetchingNextPage} onLoadMore={() => pages.hasNextPage && !pages.isFetching && void pages.fetchNextPage()}>
          {SEARCH_PICKER_TEXT.more}
        </ListBoxLoadMoreItem>
      </ListBox>
    </Popover>
  );
}
