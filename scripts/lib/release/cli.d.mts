// Types of cli.mjs (issue 37).
export const USAGE: string;
export function parseArguments(argv: string[]): {
  positional: string[];
  options: Record<string, string | true>;
};
/** Runs one `npm run release` command; answers its exit code (0, 1 refused, 2 usage). */
export function main(
  argv: string[],
  io?: {
    env?: Record<string, string | undefined>;
    stdout?: (line: string) => void;
    stderr?: (line: string) => void;
    now?: () => Date;
    build?: (remote: { packageName: string }) => void;
    root?: string;
  },
): Promise<number>;
