/**
 * A message of a validated body, whole, and what the BFF adds (the user, route parameters): the
 * additions win, so a body can never name another user. Object.assign, not a spread: the body is
 * a DTO instance, and what travels is its fields.
 */
export function withBody<B extends object, A extends object>(body: B, added: A): B & A {
  return Object.assign({}, body, added);
}
