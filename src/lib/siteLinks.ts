/**
 * Pages of the public site that screens link to, beside the footer (src/config/links.ts
 * lists the footer's, built on these): one address per page, whoever links to it.
 */
export const SITE_URL = 'https://ugc-desk.com';

/** The terms of service: the footer's "Terms" and the terms a campaign's payment accepts. */
export const TERMS_URL = `${SITE_URL}/terms`;
