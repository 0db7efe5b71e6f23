export { CONSOLE_PVP_URL } from './admin-page.tsx';
