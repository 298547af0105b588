/** The campaign service's versions (v1 to v3) in the gateway's pattern syntax: one path serves all three. */
export const VERSION = ':version{v[1-3]}';
export const CAMPAIGNS_PATH = `/campaign/${VERSION}/campaigns`;
export const AD_SETS_PATH = `${CAMPAIGNS_PATH}/:campaignId/adsets`;
export const ADS_PATH = `${AD_SETS_PATH}/:adSetId/ads`;
export const TOPICS_PATH = `${CAMPAIGNS_PATH}/:campaignId/topics`;

/** A path of the gateway's pattern syntax with its parameters filled in: `:version{v[1-3]}` and `:campaignId` become their values. */
export function apiUrl(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, (whole, name: string) => (name in params ? encodeURIComponent(params[name] ?? '') : whole));
}
