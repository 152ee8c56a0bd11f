// Self-hosted through @fontsource: no font CDN, which the servers and many users cannot reach.
import '@fontsource/manrope/400.css';
import '@fontsource/manrope/600.css';
import '@fontsource/manrope/700.css';
import '@fontsource/poppins/600.css';
import '@fontsource/poppins/700.css';
