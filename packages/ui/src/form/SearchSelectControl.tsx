import { Box, Combobox, createListCollection } from '@chakra-ui/react';
import { use, useEffect, useMemo, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../table/table-props';
import { FieldFrame } from './FieldFrame';
import { NO_MATCHES_TEXT, SEARCHING_TEXT, SearchSelectFieldName, type SearchSelectProps } from './search-select-props';
import type { SelectOption } from './selectOptions';

const NO_OPTIONS: readonly SelectOption[] = [];

function matches(option: SelectOption, typed: string): boolean {
  return option.label.toLowerCase().includes(typed.toLowerCase());
}

/**
 * A drop-down for lists too long to load whole: typing asks `useOptions` for matches (after the
 * kit's search debounce), and a choice can only be made from the list, so the value is always a
 * real option. The box shows the chosen option's label; closing the list without choosing puts it
 * back. The list is drawn in place rather than in a portal, so it works inside modal dialogs
 * (which make everything outside them inert).
 */
export default function SearchSelectControl({
  label,
  value = '',
  onChange,
  onBlur,
  onFocus,
  useOptions,
  fixedOptions = NO_OPTIONS,
  emptyText = NO_MATCHES_TEXT,
  placeholder = 'Type to search',
  helperText,
  error,
  required,
  disabled,
}: SearchSelectProps) {
  const name = use(SearchSelectFieldName);
  // What the user typed since the list last closed ('' shows the first choices), and the part of it
  // that has been asked for: they differ while the debounce runs.
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const { options, fetching } = useOptions(search);
  // The chosen option, kept because a later search's results may no longer hold it.
  const [chosen, setChosen] = useState<SelectOption | null>(null);

  const labelOf = (v: string) =>
    (chosen?.value === v ? chosen.label : undefined) ??
    fixedOptions.find((o) => o.value === v)?.label ??
    options.find((o) => o.value === v)?.label ??
    '';

  const chosenLabel = labelOf(value);
  const [text, setText] = useState(chosenLabel);
  // A value set from outside (a form reset, or a label arriving after the value) shows its label.
  const [shown, setShown] = useState({ value, label: chosenLabel });
  if (shown.value !== value || (shown.label === '' && chosenLabel !== '')) {
    if (shown.value !== value) {
      setTyped('');
      setSearch('');
    }
    setShown({ value, label: chosenLabel });
    setText(chosenLabel);
  }

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const pending = typed.trim() !== search;
  const fixed = useMemo(() => fixedOptions.filter((o) => matches(o, typed.trim())), [fixedOptions, typed]);
  const found = useMemo(
    () => (pending ? NO_OPTIONS : options.filter((o) => !fixed.some((f) => f.value === o.value))),
    [pending, options, fixed],
  );
  const collection = useMemo(
    () =>
      createListCollection<SelectOption>({
        items: [...fixed, ...found],
        itemToValue: (o) => o.value,
        itemToString: (o) => o.label,
        isItemDisabled: (o) => Boolean(o.disabled),
      }),
    [fixed, found],
  );
  const status = pending || (fetching && found.length === 0) ? SEARCHING_TEXT : found.length === 0 ? emptyText : null;

  const revert = () => {
    setText(labelOf(value));
    setTyped('');
    setSearch('');
  };

  return (
    <FieldFrame label={label} required={required} disabled={disabled} helperText={helperText} error={error}>
      {(links) => (
        <Combobox.Root
          collection={collection}
          name={name}
          value={value ? [value] : []}
          inputValue={text}
          onInputValueChange={({ inputValue, reason }) => {
            // Only typing changes the text; Ark's own rewrites (on choosing, closing, or a new
            // collection that lacks the chosen option) give way to the chosen label.
            if (reason !== 'input-change') return setText(labelOf(value));
            // Typing after the shown label (the caret left at its end) starts a new search.
            const shownLabel = labelOf(value);
            const next =
              !typed && shownLabel && inputValue.length > shownLabel.length && inputValue.startsWith(shownLabel)
                ? inputValue.slice(shownLabel.length)
                : inputValue;
            setText(next);
            setTyped(next);
            if (!next.trim()) setSearch('');
          }}
          onValueChange={({ value: values, items }) => {
            const item = items[0] ?? collection.find(values[0] ?? null);
            if (!item) return;
            setChosen(item);
            onChange(item.value);
          }}
          onOpenChange={({ open, reason }) => {
            // A choice updates the box itself, and needs the results it was made from until then.
            if (!open && reason !== 'item-select') revert();
          }}
          inputBehavior="autohighlight"
          openOnClick
          disabled={disabled}
          invalid={Boolean(error)}
          positioning={{ sameWidth: true, strategy: 'fixed' }}
        >
          <Combobox.Control>
            <Combobox.Input
              {...links}
              placeholder={placeholder}
              onBlur={onBlur}
              // The chosen label is selected on focus and on a click, so typing visibly replaces it.
              onFocus={(event) => {
                event.currentTarget.select();
                onFocus?.();
              }}
              onClick={(event) => {
                if (!typed) event.currentTarget.select();
              }}
            />
            <Combobox.IndicatorGroup>
              <Combobox.Trigger />
            </Combobox.IndicatorGroup>
          </Combobox.Control>
          <Combobox.Positioner>
            <Combobox.Content>
              {collection.items.map((item) => (
                <Combobox.Item key={item.value} item={item}>
                  <Combobox.ItemText>{item.label}</Combobox.ItemText>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
              {status ? (
                // Presentation, like Ark's empty slot: a listbox may own only options.
                <Box role="presentation" data-scope="combobox" data-part="empty" px="2" py="1.5" color="fg.muted">
                  {status}
                </Box>
              ) : null}
            </Combobox.Content>
          </Combobox.Positioner>
        </Combobox.Root>
      )}
    </FieldFrame>
  );
}
