import { useDispatch, useSelector, useStore } from 'react-redux';
// Types only: the store is composed in app/ from every feature's slices, and features use these
// hooks, so a value import back into app/ would invert the layers (.dependency-cruiser.cjs).
import type { AppDispatch, AppStore, RootState } from '@/app/store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
