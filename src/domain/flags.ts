/**
 * Remote flags (spec 1 §7). campaignServiceVersion "defaults to v1 in production, stage and develop";
 * the spec is silent on the other stages, where the newest service (v3) is what developers exercise.
 * The gateway's /config/v1/flags and the portal's fallback when flags fail both read this.
 */
export type CampaignServiceVersion = 'v1' | 'v2' | 'v3';
export interface Flags {
  campaignServiceVersion: CampaignServiceVersion;
}

export function campaignServiceVersionFor(appEnv: string): 'v1' | 'v3' {
  return appEnv === 'prod' || appEnv === 'stage' || appEnv === 'dev' ? 'v1' : 'v3';
}

export const defaultFlags = (appEnv: string): Flags => ({ campaignServiceVersion: campaignServiceVersionFor(appEnv) });

/** Keeps only a known version; anything else falls back to the environment's default. */
export function readFlags(raw: unknown, appEnv: string): Flags {
  const version = raw && typeof raw === 'object' && 'campaignServiceVersion' in raw ? raw.campaignServiceVersion : undefined;
  return version === 'v1' || version === 'v2' || version === 'v3' ? { campaignServiceVersion: version } : defaultFlags(appEnv);
}
