import { BoldOutlined, FontSizeOutlined, ItalicOutlined, OrderedListOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useEditorState, type Editor } from '@tiptap/react';
import { Button } from 'antd';
import { useState, type KeyboardEvent, type ReactNode } from 'react';

interface Tool {
  label: string;
  icon: ReactNode;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const TOOLS: Tool[] = [
  { label: 'Bold', icon: <BoldOutlined />, isActive: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic', icon: <ItalicOutlined />, isActive: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  {
    label: 'Bullet list',
    icon: <UnorderedListOutlined />,
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    icon: <OrderedListOutlined />,
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Heading',
    icon: <FontSizeOutlined />,
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
];

/** Formatting buttons; one tab stop, arrow keys move between them (the WAI-ARIA toolbar pattern). */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const [current, setCurrent] = useState(0);
  const active = useEditorState({ editor, selector: ({ editor: e }) => TOOLS.map((tool) => tool.isActive(e)) });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const edge = { Home: 0, End: TOOLS.length - 1 }[event.key];
    if (step === undefined && edge === undefined) return;
    event.preventDefault();
    const next = edge ?? (current + (step ?? 0) + TOOLS.length) % TOOLS.length;
    setCurrent(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  };

  return (
    <div role="toolbar" aria-label="Formatting" className="ds-note-toolbar" onKeyDown={onKeyDown}>
      {TOOLS.map((tool, index) => (
        <Button
          key={tool.label}
          size="small"
          type={active[index] ? 'primary' : 'text'}
          icon={tool.icon}
          aria-label={tool.label}
          aria-pressed={active[index]}
          tabIndex={index === current ? 0 : -1}
          // Keeps the text selection: a mouse press would otherwise move focus out of the editor first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setCurrent(index);
            tool.run(editor);
          }}
        />
      ))}
    </div>
  );
}
