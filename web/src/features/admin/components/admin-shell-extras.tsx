import { AdminToolsButton } from './admin-tools-button';
import { EmulationBanner } from './emulation-banner';

/** The red emulation banner and the floating 'Admin Tools' button (admin paths): one element for the shell. */
export function AdminShellExtras() {
  return (
    <>
      <EmulationBanner />
      <AdminToolsButton />
    </>
  );
}
