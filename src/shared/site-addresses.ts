/**
 * The addresses an admin may give the portal to show (site settings, home banners), shared by
 * the server (which decides) and the back office (which previews only what the portal would
 * show).
 *
 * A picture is a path this site serves (`/favicon.svg`, `/files/uploads/...`): the portal's
 * content security policy loads pictures from its own origin only, so another site's address
 * would show nothing. A web address (a link, the client download) is an http(s) one. Anything
 * else (javascript:, data:, //host) is refused.
 */
export const SITE_PICTURE_PATH = /^\/(?!\/)[A-Za-z0-9._~\-/%]{1,300}$/;
export const WEB_ADDRESS = /^https?:\/\/[^\s<>"']{1,400}$/;

/** The picture files a browser shows by their name (what an upload is stored as, and the demo's SVGs). */
export const PICTURE_FILE = /\.(png|jpe?g|gif|webp|svg|avif)$/i;

/** Whether `value` is a picture path of this site the portal can show. */
export function isSitePicture(value: string): boolean {
  return SITE_PICTURE_PATH.test(value) && PICTURE_FILE.test(value);
}
