/** The collapsed navigation's menu (below 1050 px). */
export interface MenuState {
  open: boolean;
}

export type MenuAction = { type: 'toggled' } | { type: 'closed' };

/** Spec section 8: an unknown action type is a programming error and raises. */
export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'toggled':
      return { open: !state.open };
    case 'closed':
      return state.open ? { open: false } : state;
    default:
      throw new Error(`Unknown menu action: ${(action as { type: unknown }).type as string}`);
  }
}
