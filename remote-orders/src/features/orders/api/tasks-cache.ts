// The contact's tasks in the query cache (['tasks', contactId], see get-tasks.ts): the changes
// the spec §4 makes locally — a sent bid added at once, an edit, a delete — and their rollbacks.
// Only lists already in the cache change; one no view asked for stays unloaded.
import type { QueryClient } from '@tanstack/react-query';
import type { Task } from '@leafbid/domain';

export const TASKS_KEY = 'tasks';
export const tasksQueryKey = (contactId: string) => [TASKS_KEY, contactId] as const;

/** The id of a bid still being sent (the marketplace's optimistic task). */
export const TEMP_TASK_PREFIX = 'temp_';
export const isTempTask = (task: Pick<Task, 'id'>): boolean => task.id.startsWith(TEMP_TASK_PREFIX);

type Lists = Array<[readonly unknown[], Task[] | undefined]>;

function lists(client: QueryClient): Lists {
  return client.getQueriesData<Task[]>({ queryKey: [TASKS_KEY] });
}

function setList(client: QueryClient, key: readonly unknown[], tasks: Task[]): void {
  client.setQueryData<Task[]>(key, tasks);
}

/** The task with this id in any loaded list. */
export function findTask(client: QueryClient, taskId: string): Task | undefined {
  for (const [, tasks] of lists(client)) {
    const found = tasks?.find((t) => t.id === taskId);
    if (found) return found;
  }
  return undefined;
}

/**
 * A placed bid: it takes the place of `replaces` (the temp task it was sent as) where that is
 * listed, else it goes on top of its contact's list; a task already listed is not added twice.
 */
export function putTask(client: QueryClient, task: Task, replaces?: string): void {
  for (const [key, tasks] of lists(client)) {
    if (!tasks) continue;
    const at = replaces ? tasks.findIndex((t) => t.id === replaces) : -1;
    if (at !== -1) {
      const others = tasks.filter((t) => t.id !== replaces && t.id !== task.id);
      others.splice(Math.min(at, others.length), 0, task);
      setList(client, key, others);
    } else if (!tasks.some((t) => t.id === task.id) && key[1] === task.Who_Id?.id) {
      setList(client, key, [task, ...tasks]);
    }
  }
}

/** Puts `task` in place of the listed task with its id (nothing when it is not listed). */
export function replaceTask(client: QueryClient, task: Task): void {
  for (const [key, tasks] of lists(client)) {
    const current = tasks?.find((t) => t.id === task.id);
    if (tasks && current && current !== task)
      setList(
        client,
        key,
        tasks.map((t) => (t.id === task.id ? task : t)),
      );
  }
}

/** Takes the task out of every list. */
export function removeTask(client: QueryClient, taskId: string): void {
  for (const [key, tasks] of lists(client)) {
    if (tasks?.some((t) => t.id === taskId))
      setList(
        client,
        key,
        tasks.filter((t) => t.id !== taskId),
      );
  }
}

/** Puts a removed task back at `index` of the list under `key` (a refused delete). */
export function restoreTask(
  client: QueryClient,
  key: readonly unknown[],
  task: Task,
  index: number,
): void {
  const tasks = client.getQueryData<Task[]>(key);
  if (!tasks || tasks.some((t) => t.id === task.id)) return;
  const next = [...tasks];
  next.splice(Math.min(index, next.length), 0, task);
  setList(client, key, next);
}
