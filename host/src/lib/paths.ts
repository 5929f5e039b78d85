/** The dashboard's path: the host's own page, where the guards send a signed-in user and the first link. */
export const HOME_PATH = '/';
