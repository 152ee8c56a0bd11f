// The Virtual Apprenticeship's public surface. Routes load its pages lazily by path
// (app/router.tsx); the shell mounts PendingInviteReturn once (app/layout/app-layout.tsx).
export { PendingInviteReturn } from './components/pending-invite-return';
