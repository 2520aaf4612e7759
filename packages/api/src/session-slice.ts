import { createSlice, type ActionCreatorWithPayload, type PayloadAction } from '@reduxjs/toolkit';
import type { UserSession } from '@dss/contract';

const STORAGE_KEY = 'dss.session';

export interface SessionState {
  user: UserSession | null;
  /** Set when the server ended the session (HTTP 401/403/405), so the login page can say so. */
  endedByServer: boolean;
  /**
   * Set when the server refused a call because the screen's app was built against another major
   * of the wire; the shell shows that screen's area a reload message, and clears it on leaving.
   */
  wireOutdated: boolean;
}

function readStored(): UserSession | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    // What persistSession stored: the session sign-in gave.
    const stored: UserSession = JSON.parse(raw);
    return stored;
  } catch {
    return null;
  }
}

/** Keeps the signed-in session across reloads, as login stores it (document 1 §4). */
export function persistSession(user: UserSession | null) {
  if (user) globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(user));
  else globalThis.localStorage?.removeItem(STORAGE_KEY);
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ user: readStored(), endedByServer: false, wireOutdated: false }),
  reducers: {
    signedIn(state: SessionState, action: PayloadAction<UserSession>) {
      state.user = action.payload;
      state.endedByServer = false;
    },
    passwordChanged(state: SessionState) {
      if (state.user) state.user.mustChangePassword = false;
    },
    signedOut(state: SessionState) {
      state.user = null;
    },
    endedByServer(state: SessionState) {
      state.user = null;
      state.endedByServer = true;
    },
    wireOutdated(state: SessionState) {
      state.wireOutdated = true;
    },
    wireOutdatedCleared(state: SessionState) {
      state.wireOutdated = false;
    },
  },
});

// The reducers' state and the session are written by name (SessionState, UserSession), not as the
// object types the contract's schema infers, so the api's report does not move with zod's version.
export const { signedOut, endedByServer, passwordChanged, wireOutdated, wireOutdatedCleared } = sessionSlice.actions;
export const signedIn: ActionCreatorWithPayload<UserSession, 'session/signedIn'> = sessionSlice.actions.signedIn;

export interface WithSession {
  session: SessionState;
}
export const selectUser = (state: WithSession): UserSession | null => state.session.user;
export const selectWireOutdated = (state: WithSession) => state.session.wireOutdated;
