import { createSlice } from '@reduxjs/toolkit';
import { loggedIn } from './app-state-slice';

/** Screen state shared across the app and never persisted: a reload starts with a clean screen. */
export interface UiState {
  loginModalOpen: boolean;
}

const initialState: UiState = { loginModalOpen: false };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    loginModalOpened(state) {
      state.loginModalOpen = true;
    },
    loginModalClosed(state) {
      state.loginModalOpen = false;
    },
  },
  extraReducers: (builder) => {
    // A successful login always closes the modal, wherever the form was shown (spec section 4).
    builder.addCase(loggedIn, (state) => {
      state.loginModalOpen = false;
    });
  },
  selectors: {
    selectLoginModalOpen: (state) => state.loginModalOpen,
  },
});

export const { loginModalOpened, loginModalClosed } = uiSlice.actions;
export const { selectLoginModalOpen } = uiSlice.selectors;
