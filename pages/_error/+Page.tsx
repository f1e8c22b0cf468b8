// The content page's, for the not-found page: every unknown address (HTTP 404), prerendered as 404.html.
export { default } from '../content/+Page';
