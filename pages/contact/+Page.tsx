// The content page's, with the form: no booking bar over it (pages/content/+Page.tsx).
export { default } from '../content/+Page';
