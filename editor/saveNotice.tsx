/**
 * The checker's messages on a save, beside Save (local mode): Keystatic shows nothing of a written
 * save's, so they are read from its own request. Errors first, then the warnings this save
 * caused, then those already there; the note stays until the editor closes it.
 */
import { useState, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { decodeSaveMessages, SAVE_MESSAGES_HEADER, type SaveMessage } from './localApi';

const SAVE_URL = '/api/keystatic/update';

export function showSaveMessages(): void {
  const host = document.body.appendChild(document.createElement('div'));
  host.setAttribute('role', 'status');
  const root = createRoot(host);
  // The dev server reloads every page once it has checked a save: the editor's page keeps its form
  // and this note, so its reload is held back (a listener that never settles; the editor needs no
  // other message of the dev server).
  import.meta.hot?.on('vite:beforeFullReload', () => new Promise(() => {}));
  const keystaticFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await keystaticFetch(input, init);
    const header = input === SAVE_URL ? response.headers.get(SAVE_MESSAGES_HEADER) : null;
    if (header === null) return response;
    root.render(<SaveNotice key={Date.now()} messages={decodeSaveMessages(header)} />);
    return response;
  };
}

/** A picture the browser refuses (newPictures.ts), in the same place: its message stays until closed. */
export function showRefusal(text: string): void {
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  root.render(
    <section role="alert" style={{ ...NOTICE, borderColor: '#b3261e' }}>
      <p style={{ margin: '0 0 0.5em' }}>{text}</p>
      <button type="button" onClick={() => root.unmount()}>
        Close
      </button>
    </section>,
  );
}

function SaveNotice({ messages }: { messages: SaveMessage[] }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const errors = messages.filter((message) => message.severity === 'error');
  const warnings = messages.filter((message) => message.severity === 'warning');
  const caused = warnings.filter((message) => !message.before);
  const before = warnings.filter((message) => message.before);
  return (
    <section aria-label="The checker" style={{ ...NOTICE, borderColor: errors.length ? '#b3261e' : '#8a5a00' }}>
      <strong>{errors.length ? 'Not saved: fix this first.' : 'Saved.'}</strong>
      <Messages title="To fix" messages={errors} />
      <Messages title="Warnings this save caused" messages={caused} />
      {before.length > 0 && (
        <details>
          <summary>Warnings already there before this save ({before.length})</summary>
          <Messages messages={before} />
        </details>
      )}
      <button type="button" onClick={() => setOpen(false)}>
        Close
      </button>
    </section>
  );
}

function Messages({ title, messages }: { title?: string; messages: SaveMessage[] }) {
  if (messages.length === 0) return null;
  return (
    <>
      {title && <h2 style={HEADING}>{title}</h2>}
      <ul aria-label={title} style={{ margin: '0.25em 0 0.5em', paddingLeft: '1.2em' }}>
        {messages.map((message) => (
          <li key={message.text}>{message.text}</li>
        ))}
      </ul>
    </>
  );
}

const HEADING: CSSProperties = { margin: '0.5em 0 0', font: 'inherit', fontWeight: 600 };

const NOTICE: CSSProperties = {
  position: 'fixed',
  zIndex: 1000,
  top: 60,
  right: 32,
  maxWidth: '36em',
  maxHeight: 'calc(100vh - 90px)',
  overflowY: 'auto',
  padding: '0.75em 1em',
  background: '#fff',
  color: '#1a1a1a',
  border: '2px solid',
  borderRadius: 6,
  font: '14px/1.45 system-ui, sans-serif',
};
