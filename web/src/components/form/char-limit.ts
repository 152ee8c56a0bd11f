// Lengths count UTF-16 units, as the browser's maxLength does, so the counter and the limit agree.

/** Spec section 5: input beyond a maxChar limit is rejected (pasted text is cut at the limit). */
export const limitChars = (value: string | undefined, maxChar: number | undefined): string => {
  const text = value ?? '';
  return maxChar === undefined ? text : text.slice(0, maxChar);
};

/** The live counter shown while a limited field has focus: 'n / m characters'. */
export const charCounterText = (value: string | undefined, maxChar: number): string => `${(value ?? '').length} / ${maxChar} characters`;
