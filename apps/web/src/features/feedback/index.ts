export { FeedbackForm } from './feedback-form.tsx';
