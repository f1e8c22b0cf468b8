/**
 * The checker's messages on a save, beside Save (local mode). Keystatic shows a refused save's
 * error only, and nothing of a written one: the server puts the messages of both in a header
 * (localApi.ts), read here from Keystatic's own request, and listed one per line in a notice
 * of ours under the Save button, which screen readers announce (role=status). The dev server
 * reloads the page once it has checked a written save: the notice is kept for the reloaded page.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { decodeSaveMessages, SAVE_MESSAGES_HEADER, type SaveMessage } from './localApi';

const SAVE_URL = '/api/keystatic/update';

const KEPT = 'editor-save-messages';
const KEPT_FOR_MS = 60_000;

interface Kept {
  path: string;
  at: number;
  messages: SaveMessage[];
}

export function showSaveMessages(): void {
  const host = document.body.appendChild(document.createElement('div'));
  host.setAttribute('role', 'status');
  const root = createRoot(host);
  const show = (messages: SaveMessage[]) => root.render(<SaveNotice key={Date.now()} messages={messages} />);
  const kept = JSON.parse(sessionStorage.getItem(KEPT) ?? 'null') as Kept | null;
  if (kept && kept.path === window.location.pathname && Date.now() - kept.at < KEPT_FOR_MS) show(kept.messages);
  const keystaticFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await keystaticFetch(input, init);
    const header = input === SAVE_URL ? response.headers.get(SAVE_MESSAGES_HEADER) : null;
    if (header === null) return response;
    const messages = decodeSaveMessages(header);
    const keep: Kept = { path: window.location.pathname, at: Date.now(), messages };
    sessionStorage.setItem(KEPT, JSON.stringify(keep));
    show(messages);
    return response;
  };
}

function SaveNotice({ messages }: { messages: SaveMessage[] }) {
  const [open, setOpen] = useState(true);
  const [place, setPlace] = useState(() => saveButton()?.getBoundingClientRect());
  useEffect(() => {
    if (place) return undefined;
    // A reloaded page draws its Save button a moment after the notice.
    const timer = setInterval(() => setPlace(saveButton()?.getBoundingClientRect()), 200);
    return () => clearInterval(timer);
  }, [place]);
  if (!open || messages.length === 0) return null;
  const refused = messages.some((message) => message.severity === 'error');
  return (
    <div style={{ ...beside(place), borderColor: refused ? '#b3261e' : '#8a5a00' }}>
      <strong>{refused ? 'Not saved: fix this first.' : 'Saved. The checker notes:'}</strong>
      <ul style={{ margin: '0.5em 0', paddingLeft: '1.2em' }}>
        {messages.map((message) => (
          <li key={message.text}>{(message.severity === 'error' ? 'Error: ' : 'Warning: ') + message.text}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => {
          sessionStorage.removeItem(KEPT);
          setOpen(false);
        }}
      >
        Close
      </button>
    </div>
  );
}

function saveButton(): HTMLElement | undefined {
  return [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Save');
}

/** Fixed under the Save button, its right edge on the button's (top right when it is not found). */
function beside(place: DOMRect | undefined): CSSProperties {
  return {
    position: 'fixed',
    zIndex: 1000,
    top: (place?.bottom ?? 0) + 8,
    right: Math.max(8, window.innerWidth - (place?.right ?? window.innerWidth)),
    maxWidth: '36em',
    padding: '0.75em 1em',
    background: '#fff',
    color: '#1a1a1a',
    border: '2px solid',
    borderRadius: 6,
    boxShadow: '0 4px 16px rgb(0 0 0 / 20%)',
    font: '14px/1.45 system-ui, sans-serif',
  };
}
