// Self-hosted through @fontsource: no font CDN, which the servers and many users cannot reach.
// Latin only (English and Filipino need nothing more; anything else falls back to the system's
// fonts), woff2. Manrope, the body font, is one variable file (fonts.css); it and the headings'
// bold Poppins are preloaded (vite.config.ts).
// Both families' faces are in fonts.css (font-display: optional, see there).
import './fonts.css';
