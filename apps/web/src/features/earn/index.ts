export { Catalogue } from './catalogue.tsx';
