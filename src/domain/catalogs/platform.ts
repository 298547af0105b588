/**
 * The consumer platform's own name, which the spec writes as '{product}' (spec 3 §3
 * `is_{product}_favorite`, §9 external campaign providers '{product}, PRODEGE'). The sk_ role names
 * and the SK_WEBVIEW_SDK integration type point at "shopkick"; change it here if that guess is wrong.
 */
export const PLATFORM_KEY = 'shopkick' as const;
export const PLATFORM_PROVIDER = 'SHOPKICK' as const;
