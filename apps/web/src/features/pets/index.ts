export { PetArt } from './pet-art.tsx';
