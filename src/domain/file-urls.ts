/**
 * URLs of the files the gateway stores (images, videos, sheets), decision 005 and issue 27 §1. The
 * gateway stores and answers them path-absolute under its API base,
 * `/flightdeck/services/files/v1/images/{name}`: the same origin as the portal, so they load at
 * whatever host the portal is opened at (an IP address, a proxy, several gateways behind one name).
 * Events sent downstream name them absolute, from PUBLIC_URL. URLs stored absolute before
 * (`PUBLIC_URL` + that path) stay valid: they are ordinary http(s) URLs.
 */

/** Where the gateway's API is mounted; the portal calls it there too. */
export const API_BASE = '/flightdeck/services';
/** The files service, under the API base. */
export const FILES_PATH = '/files/v1';
/** Every file URL the gateway makes starts with this. */
export const OWN_FILES_PREFIX = `${API_BASE}${FILES_PATH}/`;

export type OwnFileKind = 'images' | 'videos';

/** The URL the gateway stores and answers for its file `name` of `kind`. */
export const ownFileUrl = (kind: OwnFileKind, name: string) => `${OWN_FILES_PREFIX}${kind}/${name}`;

/** Whether `url` names one of this gateway's files by its path (the stored form), of `kind` when given. */
export const isOwnFilePath = (url: string, kind?: OwnFileKind) => url.startsWith(kind ? `${OWN_FILES_PREFIX}${kind}/` : OWN_FILES_PREFIX) && !/\s/.test(url);

export const isHttpUrl = (url: string) => /^https?:\/\/\S+$/i.test(url);

/**
 * A document with every stored file URL of this gateway made absolute under `publicUrl` (an origin,
 * PUBLIC_URL): what leaves for systems that do not share the portal's origin (downstream events).
 */
export function withAbsoluteFileUrls<T>(value: T, publicUrl: string): T {
  if (typeof value === 'string') return (isOwnFilePath(value) ? `${publicUrl}${value}` : value) as T;
  if (Array.isArray(value)) return value.map((item) => withAbsoluteFileUrls(item, publicUrl)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withAbsoluteFileUrls(item, publicUrl)])) as T;
  }
  return value;
}
