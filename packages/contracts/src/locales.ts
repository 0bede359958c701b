/** The two interface languages: the web app's, the account service's sign-in pages' and the reports'. */
export const UI_LOCALES = ['en-us', 'zh-tw'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
