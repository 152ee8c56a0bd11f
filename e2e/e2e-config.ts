/** The version the Playwright server is configured with (APP_VERSION), shown in the footer. */
export const E2E_APP_VERSION = '2026.11.1';
