/** One choice in a SelectField. Values are strings because a native select gives strings. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A horizontal rule between groups of options. */
export interface SelectDivider {
  divider: true;
}

export type SelectItem = SelectOption | SelectDivider;

export const SELECT_DIVIDER: SelectDivider = { divider: true };

export function isDivider(item: SelectItem): item is SelectDivider {
  return 'divider' in item;
}

/**
 * Favourites first, then a divider, then the rest, each group in its original order
 * (document 1 §3: titles). No divider when either group is empty.
 */
export function favouritesFirst<T>(
  items: readonly T[],
  isFavourite: (item: T) => boolean,
  toOption: (item: T) => SelectOption,
): SelectItem[] {
  const favourites = items.filter(isFavourite).map(toOption);
  const others = items.filter((item) => !isFavourite(item)).map(toOption);
  return favourites.length > 0 && others.length > 0 ? [...favourites, SELECT_DIVIDER, ...others] : [...favourites, ...others];
}
