/**
 * Public product URLs, in one place so marketing can move them without touching the
 * layout. The footer renders them in this order.
 */
import { SITE_URL as SITE, TERMS_URL } from '@/src/lib/siteLinks';

export const FOOTER_LINKS = [
  { key: 'blog', href: `${SITE}/blog` },
  { key: 'academy', href: `${SITE}/academy` },
  { key: 'faq', href: `${SITE}/faq` },
  { key: 'support', href: `${SITE}/support` },
  { key: 'privacy', href: `${SITE}/privacy-policy` },
  { key: 'terms', href: TERMS_URL },
] as const;

export const SOCIAL_LINKS = [
  { key: 'instagram', href: 'https://www.instagram.com/ugcdesk' },
  { key: 'tiktok', href: 'https://www.tiktok.com/@ugcdesk' },
  { key: 'linkedin', href: 'https://www.linkedin.com/company/ugc-desk' },
  { key: 'youtube', href: 'https://www.youtube.com/@ugcdesk' },
] as const;

export type SocialLinkKey = (typeof SOCIAL_LINKS)[number]['key'];
