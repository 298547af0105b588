import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import DOMPurify from 'dompurify';
import { useState, type KeyboardEvent } from 'react';
import { Button, Dialog, DialogTrigger, Input, Label, Popover, TextField, ToggleButton, Toolbar } from 'react-aria-components';
import { isEmptyRichText, RICH_TEXT_PURIFY_OPTIONS } from '#domain/rich-text';
import './rich-text.css';

export const RICH_TEXT_TEXT = {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  bulletList: 'Bulleted list',
  // Named from its glyph on: '1.' is text a voice-control user may say (WCAG 2.5.3).
  orderedList: '1. Numbered list',
  link: 'Link',
  linkUrl: 'Link URL',
  applyLink: 'Apply',
  removeLink: 'Remove link',
  undo: 'Undo',
  redo: 'Redo',
} as const;

/** The same markup the gateway keeps on save (domain/rich-text.ts). */
export const sanitizeRichText = (html: string) => String(DOMPurify.sanitize(html, RICH_TEXT_PURIFY_OPTIONS));

export interface RichTextEditorProps {
  /** HTML; sanitised before the editor loads it. */
  value: string;
  /** Sanitised HTML, or '' for an empty document. */
  onChange: (html: string) => void;
  labelId: string;
  descriptionId?: string;
}

/**
 * A rich-text editor (Tiptap on ProseMirror) with a keyboard-reachable toolbar: bold, italic,
 * underline, lists, links, undo and redo. Loaded as its own chunk (ui/RichTextField) so only the
 * screens that edit rich text pay for it. Tab always leaves the editor (lists do not take it for
 * indenting), so keyboard users are never trapped in it.
 */
export default function RichTextEditor({ value, onChange, labelId, descriptionId }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        // No empty paragraph kept after a list: the stored HTML is what was typed.
        trailingNode: false,
        // No target=_blank: a stored link opens like any other; rel keeps the opener out of reach.
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: 'noopener noreferrer nofollow' } },
      }),
    ],
    content: sanitizeRichText(value),
    // The portal's CSP bars injected <style> elements; rich-text.css holds the editor's styles.
    injectCSS: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(descriptionId ? { 'aria-describedby': descriptionId } : {}),
        class: 'rich-text-content',
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChange(isEmptyRichText(html) ? '' : sanitizeRichText(html));
    },
  });

  // Lists bind Tab to indenting; stopping the key before ProseMirror sees it lets the browser move focus on.
  const keepTabForFocus = (e: KeyboardEvent) => {
    if (e.key === 'Tab') e.stopPropagation();
  };

  return (
    <div className="rich-text-editor">
      <FormattingToolbar editor={editor} />
      <div onKeyDownCapture={keepTabForFocus}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

function FormattingToolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const toggles = [
    { id: 'bold', label: RICH_TEXT_TEXT.bold, glyph: 'B', run: () => chain().toggleBold().run() },
    { id: 'italic', label: RICH_TEXT_TEXT.italic, glyph: 'I', run: () => chain().toggleItalic().run() },
    { id: 'underline', label: RICH_TEXT_TEXT.underline, glyph: 'U', run: () => chain().toggleUnderline().run() },
    { id: 'bulletList', label: RICH_TEXT_TEXT.bulletList, glyph: '•', run: () => chain().toggleBulletList().run() },
    { id: 'orderedList', label: RICH_TEXT_TEXT.orderedList, glyph: '1.', run: () => chain().toggleOrderedList().run() },
  ] as const;
  return (
    <Toolbar aria-label={RICH_TEXT_TEXT.toolbar} className="rich-text-toolbar">
      {toggles.map((t) => (
        <ToggleButton key={t.id} aria-label={t.label} className={`rich-text-button rich-text-${t.id}`} isSelected={state[t.id]} onChange={t.run}>
          <span aria-hidden="true">{t.glyph}</span>
        </ToggleButton>
      ))}
      <LinkButton editor={editor} isActive={state.link} href={state.href} />
      <Button aria-label={RICH_TEXT_TEXT.undo} className="rich-text-button" isDisabled={!state.canUndo} onPress={() => chain().undo().run()}>
        <span aria-hidden="true">↶</span>
      </Button>
      <Button aria-label={RICH_TEXT_TEXT.redo} className="rich-text-button" isDisabled={!state.canRedo} onPress={() => chain().redo().run()}>
        <span aria-hidden="true">↷</span>
      </Button>
    </Toolbar>
  );
}

/** Link: a popover asks for the URL of the selected text (or of the link the cursor is in). */
function LinkButton({ editor, isActive, href }: { editor: Editor; isActive: boolean; href: string }) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const apply = () => {
    const target = url.trim();
    const range = editor.chain().focus().extendMarkRange('link');
    (target ? range.setLink({ href: target }) : range.unsetLink()).run();
    setOpen(false);
  };
  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(next) => {
        if (next) setUrl(href);
        setOpen(next);
      }}
    >
      <ToggleButton aria-label={RICH_TEXT_TEXT.link} className="rich-text-button" isSelected={isActive} onChange={() => setOpen(true)}>
        <span aria-hidden="true" className="rich-text-link-glyph">Link</span>
      </ToggleButton>
      <Popover className="select-popover rich-text-link-popover">
        <Dialog aria-label={RICH_TEXT_TEXT.link} className="rich-text-link-dialog">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              e.stopPropagation();
              apply();
            }}
          >
            <TextField className="field" value={url} onChange={setUrl} type="url" autoFocus>
              <Label>{RICH_TEXT_TEXT.linkUrl}</Label>
              <Input />
            </TextField>
            <div className="popup-actions">
              <Button type="submit" className="button button-primary">{RICH_TEXT_TEXT.applyLink}</Button>
              {isActive && (
                <Button
                  className="button"
                  onPress={() => {
                    editor.chain().focus().extendMarkRange('link').unsetLink().run();
                    setOpen(false);
                  }}
                >
                  {RICH_TEXT_TEXT.removeLink}
                </Button>
              )}
            </div>
          </form>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
