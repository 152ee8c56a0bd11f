// Self-hosted through @fontsource: no font CDN, which the servers and many users cannot reach.
// Latin only (English and Filipino need nothing more; anything else falls back to the system's
// fonts), woff2 first. The body's regular and the headings' bold are preloaded (vite.config.ts).
import '@fontsource/manrope/latin-400.css';
import '@fontsource/manrope/latin-600.css';
import '@fontsource/manrope/latin-700.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
