import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded on first use: libvips adds about 25 MB to the process, which a gateway that checks
 * or draws no image (most restarts, and every request but uploads and image checks) never needs.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((m) => m.default);
  return loading;
}
