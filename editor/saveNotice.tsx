/**
 * The checker's messages on a save, beside Save (local mode): Keystatic shows nothing of a written
 * save's, so they are read from its own request. The dev server reloads the page after a written
 * save: the notice is kept a minute for the reloaded page.
 */
import { useState, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { decodeSaveMessages, SAVE_MESSAGES_HEADER, type SaveMessage } from './localApi';

const SAVE_URL = '/api/keystatic/update';
const KEPT = 'editor-save-messages';

export function showSaveMessages(): void {
  const host = document.body.appendChild(document.createElement('div'));
  host.setAttribute('role', 'status');
  const root = createRoot(host);
  const show = (messages: SaveMessage[]) => root.render(<SaveNotice key={Date.now()} messages={messages} />);
  const kept = JSON.parse(sessionStorage.getItem(KEPT) ?? 'null') as { path: string; at: number; messages: [] } | null;
  if (kept?.path === window.location.pathname && Date.now() - kept.at < 60_000) show(kept.messages);
  const keystaticFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await keystaticFetch(input, init);
    const header = input === SAVE_URL ? response.headers.get(SAVE_MESSAGES_HEADER) : null;
    if (header === null) return response;
    const messages = decodeSaveMessages(header);
    sessionStorage.setItem(KEPT, JSON.stringify({ path: window.location.pathname, at: Date.now(), messages }));
    show(messages);
    return response;
  };
}

function SaveNotice({ messages }: { messages: SaveMessage[] }) {
  const [open, setOpen] = useState(true);
  if (!open || messages.length === 0) return null;
  const refused = messages.some((message) => message.severity === 'error');
  const close = () => {
    sessionStorage.removeItem(KEPT);
    setOpen(false);
  };
  return (
    <div style={{ ...NOTICE, borderColor: refused ? '#b3261e' : '#8a5a00' }}>
      <strong>{refused ? 'Not saved: fix this first.' : 'Saved. The checker notes:'}</strong>
      <ul style={{ margin: '0.5em 0', paddingLeft: '1.2em' }}>
        {messages.map((message) => (
          <li key={message.text}>{(message.severity === 'error' ? 'Error: ' : 'Warning: ') + message.text}</li>
        ))}
      </ul>
      <button type="button" onClick={close}>
        Close
      </button>
    </div>
  );
}

const NOTICE: CSSProperties = {
  position: 'fixed',
  zIndex: 1000,
  top: 60,
  right: 32,
  maxWidth: '36em',
  padding: '0.75em 1em',
  background: '#fff',
  color: '#1a1a1a',
  border: '2px solid',
  borderRadius: 6,
  font: '14px/1.45 system-ui, sans-serif',
};
