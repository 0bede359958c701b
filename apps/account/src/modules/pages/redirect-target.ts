/**
 * Where the sign-in pages may send the browser: a path of the SPA's route table (spec §2), on this
 * site. The value is parsed as a WHATWG URL against a stand-in origin, exactly as the browser
 * would resolve it, so `//host`, `/\host`, `/<TAB>/host`, `javascript:` and the like resolve to
 * another origin or scheme and are refused; what is left must be a known route. Anything else is
 * /main. The answer is the parsed URL's own path, already percent-encoded, so it is always safe in
 * a Location header.
 */
export const DEFAULT_REDIRECT = '/main';

const OWN_ORIGIN = 'http://app.invalid';
const ID = '[1-9][0-9]{0,15}';

const SPA_ROUTES: readonly RegExp[] = [
  '/main',
  `/aipaper/${ID}/${ID}`,
  `/aicheck/${ID}`,
  '/aicheck-list',
  '/assignment',
  '/assignment/create',
  `/assignment/edit/${ID}`,
  `/assignment-status/${ID}`,
  '/assignment-upload',
  '/class',
  '/model-essays',
  '/model-essay-setting',
  '/point',
  '/profile',
  '/class-manage',
  '/class-edit',
  '/admin-report',
  '/point-manage',
].map((route) => new RegExp(`^${route}$`));

export function safeRedirect(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 512)
    return DEFAULT_REDIRECT;
  // The parser would quietly drop tabs and newlines and turn `\` into `/`; a target that needs
  // either is not one the SPA ever sends, so it is refused before parsing.
  const hasControlOrBackslash = [...value].some(
    (c) => c.charCodeAt(0) < 0x20 || c === '\u007f' || c === '\\',
  );
  if (hasControlOrBackslash || !value.startsWith('/')) return DEFAULT_REDIRECT;
  let url: URL;
  try {
    url = new URL(value, OWN_ORIGIN);
  } catch {
    return DEFAULT_REDIRECT;
  }
  if (url.origin !== OWN_ORIGIN) return DEFAULT_REDIRECT;
  return SPA_ROUTES.some((route) => route.test(url.pathname)) ? url.pathname : DEFAULT_REDIRECT;
}
