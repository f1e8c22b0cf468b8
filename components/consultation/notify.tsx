import toast from 'react-hot-toast/headless';
import { ERROR_NOTICE, NOTICE_DURATION_MS, SUCCESS_NOTICE } from './noticeTexts';
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

/** The destructive variant: announced assertively (role="alert"). */
export function showErrorNotice(): void {
  toast.error(<NoticeBody {...ERROR_NOTICE} />, { duration: NOTICE_DURATION_MS });
}
