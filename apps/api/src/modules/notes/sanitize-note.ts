import type sanitizeHtml from 'sanitize-html';

/**
 * What the note editor produces (tiptap's basic marks and blocks) and nothing else: no scripts,
 * styles, frames, event handlers or inline styles; links only to http(s) and mailto, always opened
 * in a new tab without an opener.
 */
const NOTE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Elements whose text must go with them, not be kept as stray text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'xmp',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
    'svg',
    'math',
  ],
};

let sanitizer: Promise<(html: string) => string> | undefined;

/** sanitize-html (and its HTML parser) loads with the first note saved, not with the server. */
export async function sanitizeNote(html: string): Promise<string> {
  sanitizer ??= import('sanitize-html').then(({ default: sanitize }) => {
    const options = { ...NOTE_HTML, transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) } };
    return (input: string) => sanitize(input, options);
  });
  return (await sanitizer)(html);
}
