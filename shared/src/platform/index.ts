// @leafbid/shared/platform — the contract between the host and its remotes (issue 11): the
// remote description each remote publishes and the host reads at run time. Pure: zod only.
export * from './remote-description';
