import { useCallback, useContext, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { selectUserPref, userPrefUpdated, type UserPref } from '@/lib/state';

interface NetworkInformationLike {
  saveData?: boolean;
}

/** Whether the browser asks to save data (the Save-Data hint, navigator.connection.saveData). */
export function browserSavesData(): boolean {
  if (typeof navigator === 'undefined') {
    return false;
  }
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.saveData === true;
}

/** The visitor's choice, kept with the device's preferences; until they choose, the browser's hint. */
export function readDataSaver(userPref: UserPref): boolean {
  return typeof userPref.dataSaver === 'boolean' ? userPref.dataSaver : browserSavesData();
}

/**
 * Data saver: video players become links to the video and decorative photos are not loaded.
 * Returns whether it is on and a setter that remembers the choice on this device.
 */
export function useDataSaver(): [boolean, (on: boolean) => void] {
  const dispatch = useAppDispatch();
  // A boolean, not the preferences object: the server's and the device's are other objects with the
  // same content, and selecting one made every reader draw again, in one task, right after hydration.
  const on = useAppSelector((state) => readDataSaver(selectUserPref(state)));
  const set = useCallback((value: boolean) => dispatch(userPrefUpdated({ dataSaver: value })), [dispatch]);
  return [on, set];
}

const noSubscription = () => () => undefined;

/**
 * Whether data saver is on, for small shared parts (the avatar) that may also be drawn outside the
 * app's store (tests, the error page): with no store, the browser's hint alone.
 */
export function useSavesData(): boolean {
  const store = useContext(ReactReduxContext)?.store;
  const subscribe = useCallback((onChange: () => void) => (store ? store.subscribe(onChange) : noSubscription()), [store]);
  const read = () => (store ? readDataSaver(selectUserPref(store.getState() as Parameters<typeof selectUserPref>[0])) : browserSavesData());
  // A server render has no browser hint, and the browser hydrates its page only with data saver off (main.tsx).
  return useSyncExternalStore(subscribe, read, read);
}
