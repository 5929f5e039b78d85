// The host shell's own texts (issue 17: each app owns its catalogue), en-CA. The remotes' page
// titles and navigation labels come from their descriptions; the platform's notices are in
// ./platform/messages.ts.

/**
 * Spec §2 "Screens and routes": the Dashboard is the host's own page: its '{Title}' of
 * '{Title} - Leafbid' and its navigation link.
 */
export const DASHBOARD_MESSAGES = {
  pageTitle: 'Dashboard',
  navigationLabel: 'Dashboard',
} as const;

/** The host shell's landmarks (spec §2 App shell, Dashboard). */
export const SHELL_MESSAGES = {
  mainNavigation: 'Main',
  dashboardSidebar: 'Dashboard sidebar',
} as const;

/**
 * Issue 11 (spec §6 "the operator may refuse, suspend or terminate access"): the host's banner for
 * a suspended account, with the operator's reason from the profile (Suspension_Reason).
 */
export const SUSPENSION_MESSAGES = {
  title: 'Your account is suspended',
  reason: (reason: string) => `Reason: ${reason}`,
  noReason: 'The operator gave no reason.',
  help: 'You can still update your profile in Settings. Please contact the Leafbid operator team to have your account reinstated.',
  /** Issue 18: where a suspended account uploads a current licence (/account-documents). */
  uploadDocuments: 'Upload a current licence or permit',
} as const;

/**
 * Issue 18: an address no page answers, and a page the signed-in user's role may not open, say so
 * (they used to land on the dashboard without a word).
 */
export const STATUS_PAGE_MESSAGES = {
  notFoundTitle: 'Page not found',
  notFoundText: (path: string) =>
    `There is no page at ${path}. The link may be mistyped, or the page may have moved.`,
  notAllowedTitle: 'Not allowed',
  notAllowedText: (roles: readonly string[]) =>
    `This page is for ${roles.join(' or ')} accounts only. If your company needs it, please contact the Leafbid operator team.`,
  backToDashboard: 'Go to the dashboard',
} as const;
