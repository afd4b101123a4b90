/**
 * French sets a space before ":", ";", "?", "!" and "»" (and after "«"), and a line must never start
 * with the mark, yet browsers break a line at that space. The text itself is left exactly as written
 * (the specification's texts have a plain space there, and they are what the user, the tests and
 * screen readers read): the word and its mark are drawn in a span that does not wrap, so the line
 * breaks before the word instead.
 */
import { Children, cloneElement, isValidElement, type ReactNode } from 'react';

/** A word followed by its marks (" :", " ?", " »"…), or an opening "« " with the word after it. */
const GLUED = /(?:« )?[^\s«]+(?: [:;?!»]+)+|« \S+/g;

export function frenchSpacing(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(GLUED)) {
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push(
      <span key={match.index} className="nobr">
        {match[0]}
      </span>,
    );
    from = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/**
 * frenchSpacing for a whole tree of prose written as markup (the legal pages): every text in it, in
 * its paragraphs, lists and links alike.
 */
export function frenchSpacingIn(node: ReactNode): ReactNode {
  return Children.map(node, (child) => {
    if (typeof child === 'string') return frenchSpacing(child);
    if (isValidElement<{ children?: ReactNode }>(child) && child.props.children !== undefined)
      return cloneElement(child, undefined, frenchSpacingIn(child.props.children));
    return child;
  });
}
