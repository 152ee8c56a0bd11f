/** An option of a select: what people read and what the form stores. */
export interface SelectOption<V extends string | number = string> {
  label: string;
  value: V;
}

/**
 * Spec section 5: a multi-select returns all selected keys when it allows several, otherwise the
 * first one (undefined when nothing is selected).
 */
export function toSelectionValue<V>(keys: readonly V[], multiple: boolean): V[] | V | undefined {
  return multiple ? [...keys] : keys[0];
}

/** The keys behind a stored value, single or list. */
export function toSelectedKeys<V>(value: readonly V[] | V | undefined | null): V[] {
  if (value === undefined || value === null) {
    return [];
  }
  return Array.isArray(value) ? [...(value as readonly V[])] : [value as V];
}

/** Spec section 3: the display of a selection is the option labels joined by a comma. */
export function selectionLabel<V extends string | number>(
  options: readonly SelectOption<V>[],
  value: readonly V[] | V | undefined | null,
): string {
  const keys = toSelectedKeys(value);
  return options
    .filter((option) => keys.includes(option.value))
    .map((option) => option.label)
    .join(', ');
}
