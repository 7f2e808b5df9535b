/** The sign-in text the router's titles and the user form's e-mail rules use. */
export { auth } from './messages';
