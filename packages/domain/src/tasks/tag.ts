/** A task's tag: the company's initials and a number that is never reused within the company, 'LE-7'. */
export const TASK_TAG_PATTERN = /^[\p{L}\p{N}]{1,2}-\d+$/u;

/** The initials of a company's name for its task tags: the first letter or digit of its first two words, upper case. */
export function companyInitials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0])
    .filter((letter): letter is string => !!letter)
    .slice(0, 2)
    .join('')
    .toUpperCase();
  return letters || 'T';
}

export const taskTag = (companyName: string, number: number) => `${companyInitials(companyName)}-${number}`;
