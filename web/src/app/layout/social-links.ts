import type { SocialNetwork } from '@/components/icons/social-glyphs';
import { SOCIAL_COLORS } from '@/lib/theme';
import { EXTERNAL_LINKS } from '@/lib/links';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
  color: string;
}

/** Spec section 2: the six social icons, in order. The forum wears the discord colour of spec section 3. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'facebook', label: 'Lakbay on Facebook', href: EXTERNAL_LINKS.facebook, color: SOCIAL_COLORS.facebook },
  { network: 'forum', label: 'Lakbay community forum', href: EXTERNAL_LINKS.forum, color: SOCIAL_COLORS.discord },
  { network: 'instagram', label: 'Lakbay on Instagram', href: EXTERNAL_LINKS.instagram, color: SOCIAL_COLORS.instagram },
  { network: 'medium', label: 'Lakbay on Medium', href: EXTERNAL_LINKS.medium, color: SOCIAL_COLORS.medium },
  { network: 'youtube', label: 'Lakbay on YouTube', href: EXTERNAL_LINKS.youtube, color: SOCIAL_COLORS.youtube },
  { network: 'tiktok', label: 'Lakbay on TikTok', href: EXTERNAL_LINKS.tiktok, color: SOCIAL_COLORS.tiktok },
];
