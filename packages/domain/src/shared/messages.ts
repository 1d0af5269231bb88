/** Messages every domain shares; each domain's own catalogue (companyMessages, noteMessages...) holds the rest. */
export const commonMessages = {
  notFound: 'Not found',
  nulCharacter: 'Text must not contain the NUL character (U+0000).',
} as const;
