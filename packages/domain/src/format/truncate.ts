/** Text cut to `max` characters with '...' when longer (card titles, column and file names: spec part 1 §9). */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

/** Avatars shown for a list of people: the first `max`, then '+N more' for the rest (spec part 1 §9). */
export function avatarStack<T>(people: readonly T[], max = 3): { shown: T[]; more: string | null } {
  const rest = people.length - max;
  return { shown: people.slice(0, max), more: rest > 0 ? `+${rest} more` : null };
}
