import { z } from '../z';
import { messages } from '../messages';

/** Image types a banner may have; the file is `banner.{type}` in the banner directory. */
export const bannerImageTypes = ['svg', 'png', 'jpg', 'webp'] as const;

/** GET /partner/rest/banner/config (000 §3 Banner config), per agent type; null when the type has no banner. */
export const bannerConfigSchema = z.object({
  /** Where a click on the banner leads: a path of the panel or an https address. */
  link: z.string(),
  /** A served folder under /banners/, e.g. '/banners/agenci'. */
  directory: z.string(),
  type: z.enum(bannerImageTypes),
  /** What the image says, read out in place of the image. */
  altText: z.string(),
  /** The first visit of a session shows the banner screen (/welcome). */
  showBannerScreen: z.boolean(),
});
export type BannerConfig = z.infer<typeof bannerConfigSchema>;
export const bannerConfigResponseSchema = bannerConfigSchema.nullable();

/** GET /partner/rest/welcome/visited: whether this session has seen /welcome. */
export const welcomeVisitedResponseSchema = z.object({ visited: z.boolean() });
export type WelcomeVisited = z.infer<typeof welcomeVisitedResponseSchema>;

/** POST /partner/rest/welcome/visited: records the visit; `smartInfo` when the smart-info fragment was shown. */
export const welcomeVisitRequestSchema = z.object(
  { smartInfo: z.boolean({ error: messages.MALFORMED_REQUEST }) },
  { error: messages.MALFORMED_REQUEST },
);
export type WelcomeVisitRequest = z.infer<typeof welcomeVisitRequestSchema>;

/** GET /partner/rest/welcome/shown: whether this user has already been shown the smart-info fragment. */
export const smartInfoShownResponseSchema = z.object({ shown: z.boolean() });
export type SmartInfoShown = z.infer<typeof smartInfoShownResponseSchema>;
