// Self-hosted through @fontsource: no font CDN, which the servers and many users cannot reach.
// Latin only (English and Filipino need nothing more; anything else falls back to the system's
// fonts), woff2. Manrope, the body font, is one variable file (fonts.css); it and the headings'
// bold Poppins are preloaded (vite.config.ts).
import './fonts.css';
// Local fonts sized like these until they arrive (lib/font-fallbacks.ts, written by vite.config.ts).
import 'virtual:lakbay-font-fallbacks.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
