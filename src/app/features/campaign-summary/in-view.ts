const SUMMARY = /^\/campaigns\/view\/[^/]+\/?$/;

/** Whether the path (inside the basepath) is a campaign summary: what its palette commands act on. */
export const isCampaignSummary = (pathname: string) => SUMMARY.test(pathname);
