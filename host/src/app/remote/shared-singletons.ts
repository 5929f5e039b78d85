// Every @leafbid/shared entry point must run from ONE build: its entry points import each other's
// stateful modules relatively (ui → ../bus/bus), so a root from one build and a ui from another
// would mean two buses. Among unloaded providers of the same version the federation runtime picks
// by name, not the host, so the host loads all of them from its own build before any remote
// starts; a loaded singleton is never replaced.
export function loadSharedSingletons(): Promise<unknown[]> {
  return Promise.all([
    import('@leafbid/shared'),
    import('@leafbid/shared/ui'),
    import('@leafbid/shared/platform'),
  ]);
}
