import { createSlice } from '@reduxjs/toolkit';
import { loggedIn } from './app-state-slice';

/** Screen state shared across the app and never persisted: a reload starts with a clean screen. */
export interface UiState {
  loginModalOpen: boolean;
  /** Writes whose outcome is unknown being asked again now (the shell says it is checking). */
  writesChecking: number;
}

const initialState: UiState = { loginModalOpen: false, writesChecking: 0 };

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
    writeCheckStarted(state) {
      state.writesChecking += 1;
    },
    writeCheckEnded(state) {
      state.writesChecking = Math.max(0, state.writesChecking - 1);
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
    selectCheckingWrite: (state) => state.writesChecking > 0,
  },
});

export const { loginModalOpened, loginModalClosed, writeCheckStarted, writeCheckEnded } = uiSlice.actions;
export const { selectLoginModalOpen, selectCheckingWrite } = uiSlice.selectors;
