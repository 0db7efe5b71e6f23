export { HelpCentre } from './help-centre.tsx';
