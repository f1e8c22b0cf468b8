import toast from 'react-hot-toast/headless';
import type { FailureReason } from '../../consultation-request/failures';
import { failureNotice, NOTICE_DURATION_MS, SUCCESS_NOTICE } from './noticeTexts';
import * as styles from './Notifications.css';

function NoticeBody({ title, description }: { title: string; description: string }) {
  return (
    <>
      <strong className={styles.title}>{title}</strong>
      <span className={styles.description}>{description}</span>
    </>
  );
}

export function showSuccessNotice(): void {
  toast.success(<NoticeBody {...SUCCESS_NOTICE} />, { duration: NOTICE_DURATION_MS });
}

/**
 * The destructive variant: announced assertively (role="alert"). A request refused by the rate
 * limit gets its own words (wait or call); every other failure the agreed error notice.
 */
export function showErrorNotice(reason?: FailureReason): void {
  toast.error(<NoticeBody {...failureNotice(reason)} />, { duration: NOTICE_DURATION_MS });
}
