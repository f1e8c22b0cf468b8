import { useEffect, useRef, useState, type FocusEvent } from 'react';
import toast, { resolveValue, useToaster, type Toast } from 'react-hot-toast/headless';
import type { FailureReason } from '../../consultation-request/failures';
import type { Lang } from '../../lib/languages';
import { failureNotice, useFormWords } from './formWords';
import * as styles from './Notifications.css';

const NOTICE_DURATION_MS = 4000;
const MAX_VISIBLE_NOTICES = 3;
/** A horizontal swipe this long dismisses a notice. */
const SWIPE_DISMISS_PX = 50;

/** Notices on react-hot-toast's headless store: paused on hover or focus, closed by button or swipe; F8 focuses. */
export function Notifications() {
  const words = useFormWords();
  const { toasts, handlers } = useToaster();
  const { startPause, endPause } = handlers;
  const regionRef = useRef<HTMLElement>(null);
  const visible = toasts.filter((t) => t.visible);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const paused = useRef(false);
  useEffect(() => {
    const shouldPause = hovered || focused;
    // Only on a change: react-hot-toast's endPause without a pause first adds the whole clock
    // time to every notice's pause, and they would never close.
    if (shouldPause === paused.current) return;
    paused.current = shouldPause;
    if (shouldPause) startPause();
    else endPause();
  }, [hovered, focused, startPause, endPause]);

  useEffect(() => {
    // A notice removed while focused takes the focus with it and fires no blur: look again.
    setFocused(Boolean(regionRef.current?.contains(document.activeElement)));
  }, [toasts]);

  useEffect(() => {
    // Newest first: the older ones go.
    for (const old of visible.slice(MAX_VISIBLE_NOTICES)) toast.dismiss(old.id);
  }, [visible]);

  useEffect(() => {
    // Hover is tracked from the document, not by mouseenter/leave on the area: a notice swiped
    // away from under the pointer leaves no "leave" event behind, and the pause would stick.
    const trackHover = (event: PointerEvent) => {
      setHovered(Boolean(regionRef.current?.contains(event.target as Node)));
    };
    const trackPointerLeavingPage = (event: PointerEvent) => {
      if (event.relatedTarget === null) setHovered(false);
    };
    document.addEventListener('pointerover', trackHover);
    document.addEventListener('pointerout', trackPointerLeavingPage);
    return () => {
      document.removeEventListener('pointerover', trackHover);
      document.removeEventListener('pointerout', trackPointerLeavingPage);
    };
  }, []);

  useEffect(() => {
    const focusNotifications = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      const region = regionRef.current;
      (region?.querySelector<HTMLElement>(`.${styles.list} > *`) ?? region)?.focus();
    };
    document.addEventListener('keydown', focusNotifications);
    return () => document.removeEventListener('keydown', focusNotifications);
  }, []);

  const noteFocusLeaving = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      ref={regionRef}
      className={styles.region}
      aria-label={words.notifications}
      tabIndex={-1}
      onFocus={() => setFocused(true)}
      onBlur={noteFocusLeaving}
    >
      {/* Not a list: each notice is a status or an alert, roles a list item may not take. */}
      <div className={styles.list} aria-live="polite">
        {visible.map((t) => (
          <Notice key={t.id} notice={t} />
        ))}
      </div>
    </section>
  );
}

function Notice({ notice }: { notice: Toast }) {
  const words = useFormWords();
  const [offset, setOffset] = useState(0);
  const startX = useRef<number | null>(null);
  const reset = () => {
    startX.current = null;
    setOffset(0);
  };
  return (
    <div
      className={styles.notice}
      role="alert"
      tabIndex={-1}
      style={
        offset
          ? { transform: `translateX(${offset}px)`, opacity: 1 - Math.min(Math.abs(offset) / 200, 0.6) }
          : undefined
      }
      onPointerDown={(event) => {
        startX.current = event.clientX;
      }}
      onPointerMove={(event) => {
        if (startX.current === null) return;
        const distance = event.clientX - startX.current;
        // Capture only once it is clearly a swipe, so a click on the close button still lands there.
        if (Math.abs(distance) > 5 && !event.currentTarget.hasPointerCapture(event.pointerId)) {
          event.currentTarget.setPointerCapture(event.pointerId);
        }
        setOffset(distance);
      }}
      onPointerUp={() => {
        if (Math.abs(offset) >= SWIPE_DISMISS_PX) toast.dismiss(notice.id);
        reset();
      }}
      onPointerCancel={reset}
    >
      <div className={styles.body}>{resolveValue(notice.message, notice)}</div>
      <button type="button" className={styles.close} onClick={() => toast.dismiss(notice.id)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{words.dismissNotification}</span>
      </button>
    </div>
  );
}

/** The only notice there is: a send that failed (a success is said in place of the form). */
export function showErrorNotice(lang: Lang, reason?: FailureReason): void {
  const { title, description } = failureNotice(reason, lang);
  toast.error(
    <>
      <strong className={styles.title}>{title}</strong>
      <span className={styles.description}>{description}</span>
    </>,
    { duration: NOTICE_DURATION_MS },
  );
}
