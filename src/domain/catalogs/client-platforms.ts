/** Client platforms a chain's online store supports (spec 3 §9). */
export const CLIENT_PLATFORMS = ['IOS', 'ANDROID', 'IPHONE_4S', 'WEB'] as const;
export type ClientPlatform = (typeof CLIENT_PLATFORMS)[number];
