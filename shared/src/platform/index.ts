// @leafbid/shared/platform — the contract between the host and its remotes (issue 11): the
// remote description each remote publishes and the host reads at run time, and the kernel's
// version (issue 17), and the rules that need no schema
// (description-rules.ts: where a description lives, who may open what). Pure: zod only.
export * from './remote-description';
export * from './description-rules';
export * from './kernel-version';
