import { PLATFORM_PROVIDER } from './platform';

/** Who runs a receipt campaign: the platform itself (the default) or PRODEGE (spec 3 §9, spec 2 §3 'Receipt'). */
export const EXTERNAL_CAMPAIGN_PROVIDERS = [PLATFORM_PROVIDER, 'PRODEGE'] as const;
export type ExternalCampaignProvider = (typeof EXTERNAL_CAMPAIGN_PROVIDERS)[number];
export const DEFAULT_EXTERNAL_CAMPAIGN_PROVIDER: ExternalCampaignProvider = PLATFORM_PROVIDER;
