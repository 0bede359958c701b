/**
 * Lets code outside React (the HTTP clients) move the router. The app registers the router's
 * navigate once; before that (or in tests) a full page load is the fallback.
 */
type Navigate = (path: string) => void;

let navigator: Navigate | null = null;

export function registerNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function goTo(path: string): void {
  if (navigator) navigator(path);
  else window.location.assign(path);
}

let leavingForLogin = false;

/**
 * The account service refused the token: to /login, which forwards to its sign-in page. Until
 * the browser gets there, no page may send it elsewhere (isLeavingForLogin).
 */
export function goToLogin(): void {
  leavingForLogin = true;
  goTo('/login');
}

/** Whether a refused token is taking the browser to /login (see goToLogin). */
export function isLeavingForLogin(): boolean {
  return leavingForLogin;
}
