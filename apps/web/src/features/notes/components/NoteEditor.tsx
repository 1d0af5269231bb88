import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import type { RefObject } from 'react';
import { EditorToolbar } from './EditorToolbar';
import type { NoteText } from './use-note-save';

const extensions = [StarterKit.configure({ heading: { levels: [3] }, codeBlock: false, horizontalRule: false })];

interface NoteEditorOptions {
  html: string;
  autofocus: boolean;
  textRef: RefObject<NoteText>;
}

export function useNoteEditor({ html, autofocus, textRef }: NoteEditorOptions): Editor {
  return useEditor({
    extensions,
    content: html,
    autofocus: autofocus ? 'end' : false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': 'Note text', class: 'ds-note-text' },
    },
    onCreate: ({ editor }) => {
      textRef.current = { html: editor.getHTML(), saved: editor.getHTML() };
    },
    onUpdate: ({ editor }) => {
      textRef.current.html = editor.getHTML();
    },
  });
}

export function NoteEditor({ editor }: { editor: Editor }) {
  return (
    <div className="ds-note-editor">
      <EditorToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
