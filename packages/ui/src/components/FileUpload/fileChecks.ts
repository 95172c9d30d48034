/** What the checks need of a File, so they run without a DOM. */
export interface FileFacts {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

export type FileIssue = 'type' | 'size';

/**
 * Whether a file matches an `accept` list as the native picker reads it: `.png` (name ending),
 * `image/*` (type family) or `image/png` (exact type). An empty list accepts everything.
 */
export function isAccepted(file: FileFacts, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** Why a file cannot be sent, or undefined when it can. */
export function fileIssue(
  file: FileFacts,
  { accept = [], maxBytes }: { accept?: readonly string[]; maxBytes?: number | undefined },
): FileIssue | undefined {
  if (!isAccepted(file, accept)) return 'type';
  if (maxBytes !== undefined && file.size > maxBytes) return 'size';
  return undefined;
}
