import toast from 'react-hot-toast/headless';
import type { FailureReason } from '../../consultation-request/failures';
import type { Lang } from '../../lib/languages';
import { failureNotice, NOTICE_DURATION_MS } from './noticeTexts';
import * as styles from './Notifications.css';

function NoticeBody({ title, description }: { title: string; description: string }) {
  return (
    <>
      <strong className={styles.title}>{title}</strong>
      <span className={styles.description}>{description}</span>
    </>
  );
}

/**
 * The destructive variant: announced assertively (role="alert"). A request refused by the rate
 * limit gets its own words (wait or call); every other failure the agreed error notice.
 */
export function showErrorNotice(lang: Lang, reason?: FailureReason): void {
  toast.error(<NoticeBody {...failureNotice(reason, lang)} />, { duration: NOTICE_DURATION_MS });
}
