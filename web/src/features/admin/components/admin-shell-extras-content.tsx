import { AdminToolsButton } from './admin-tools-button';
import { EmulationBanner } from './emulation-banner';

/** The red emulation banner and the floating 'Admin Tools' button, with the admin words they use. */
export default function AdminShellExtrasContent() {
  return (
    <>
      <EmulationBanner />
      <AdminToolsButton />
    </>
  );
}
