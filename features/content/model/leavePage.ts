/**
 * Sends the browser to `url` (the server's archive answers as an attachment, so the page
 * stays). A module of its own so tests can stand in for the browser's navigation, which
 * jsdom does not do.
 */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
