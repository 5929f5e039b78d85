// Issue 18: a bid's short reference ('#Ab3xY9qL'), the same wherever it is shown. Issue 35: one rule
// for the buyer's Orders screen and the notifications the API writes, so both name a bid alike.

/** The task id without its 't_' prefix, first 8 characters: short enough to read out on a call. */
export const bidReference = (taskId: string): string => `#${taskId.replace(/^t_/, '').slice(0, 8)}`;
