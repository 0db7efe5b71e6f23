export { useTelegramWidgetLogin } from './use-widget-login.ts';
