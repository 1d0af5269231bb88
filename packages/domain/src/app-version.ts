/** The running release. The web app reloads once when the version it stored differs. */
export const APP_VERSION = '1.3.0';
