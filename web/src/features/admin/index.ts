// The admin feature's public surface. The shell mounts AdminShellExtras once (app/layout/app-layout.tsx).
export { AdminShellExtras } from './components/admin-shell-extras';
export { AdminToolsButton } from './components/admin-tools-button';
export { EmulationBanner } from './components/emulation-banner';
