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

/** An error notice, announced as an alert; the rate limit has its own words (wait or call). */
export function showErrorNotice(lang: Lang, reason?: FailureReason): void {
  toast.error(<NoticeBody {...failureNotice(reason, lang)} />, { duration: NOTICE_DURATION_MS });
}
