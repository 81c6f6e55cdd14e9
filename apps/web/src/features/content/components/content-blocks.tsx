import type { ContentBlock, ContentInline } from '@burrow/contract/content';
import { Link } from 'react-router';

const linkClass = 'font-medium text-indigo-800 underline hover:text-indigo-950';

/**
 * One run of text. Only text nodes and the elements chosen here are ever made: a content
 * file cannot add markup (decision 0099). Site paths go through the router, which adds the
 * reader's locale prefix; the server kept only safe links.
 */
function Inline({ inline }: { inline: ContentInline }) {
  if (inline.type === 'text') return inline.text;
  if (inline.type === 'strong')
    return <strong className="font-semibold text-slate-900">{inline.text}</strong>;
  if (inline.href.startsWith('/'))
    return (
      <Link to={inline.href} className={linkClass}>
        {inline.text}
      </Link>
    );
  const external = inline.href.startsWith('https://');
  return (
    <a
      href={inline.href}
      className={linkClass}
      {...(external ? { rel: 'noopener noreferrer' } : {})}
    >
      {inline.text}
    </a>
  );
}

function Inlines({ inlines }: { inlines: ContentInline[] }) {
  return inlines.map((inline, index) => <Inline key={index} inline={inline} />);
}

/** A content page's blocks as elements, in the site's type styles. */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <div className="flex flex-col gap-4 text-base leading-relaxed text-slate-700">
      {blocks.map((block, index) => {
        if (block.type === 'heading') {
          return block.level === 2 ? (
            <h2 key={index} className="mt-4 text-xl font-semibold text-slate-900">
              <Inlines inlines={block.inlines} />
            </h2>
          ) : (
            <h3 key={index} className="mt-2 text-lg font-semibold text-slate-900">
              <Inlines inlines={block.inlines} />
            </h3>
          );
        }
        if (block.type === 'paragraph') {
          return (
            <p key={index}>
              <Inlines inlines={block.inlines} />
            </p>
          );
        }
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List
            key={index}
            className={`flex flex-col gap-2 ps-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
          >
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Inlines inlines={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
