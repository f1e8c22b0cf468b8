// Vike's error page is the folder with a Page of its own: the content file's, for every unknown address.
export { default } from '../+Page';
