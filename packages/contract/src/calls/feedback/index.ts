// The feedback service's calls, one file each; export every call here.
export { FEEDBACK_CATEGORIES, FEEDBACK_IMAGE_MAX_CHARS, FEEDBACK_MAX_IMAGES, submit } from './submit.ts';
