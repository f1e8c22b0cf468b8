/**
 * A request as both engines store it: one row of consultation_requests joined with its outbox
 * row (the same columns in SQLite and PostgreSQL), and how such a row reads as a StoredRequest.
 */
import type { ConsultationRequest } from '../../consultation-request/schema';
import type { StoredRequest } from './store';

/**
 * A request row joined with its outbox row, as both engines select it (snake_case columns). A
 * failed mail the firm has marked as handled reads as mail status `resolved`.
 */
export interface RequestRow {
  id: string;
  created_at: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  legal_service_area: string;
  problem_description: string;
  goals: string;
  urgency_level: string;
  consulted_before: string;
  contact_method: string;
  best_time: string;
  language: string;
  mail_status: string | null;
  mail_attempts: number | null;
  mail_last_error: string | null;
  mail_queued_at: number | null;
}

export const SELECT_REQUESTS = `
  SELECT r.*, CASE WHEN o.status = 'failed' AND o.resolved_at IS NOT NULL THEN 'resolved' ELSE o.status END AS mail_status, o.attempts AS mail_attempts, o.last_error AS mail_last_error,
    o.created_at AS mail_queued_at
  FROM consultation_requests r LEFT JOIN outbox o ON o.request_id = r.id`;

/**
 * The mail statuses of a mail not sent: waiting, being sent, or failed and not resolved (a
 * resolved one reads as `resolved`). A purge keeps such a request unless told otherwise.
 */
export const UNSENT_MAIL_STATUSES: readonly string[] = ['pending', 'sending', 'failed'];

/** The condition that keeps a request whose mail is not sent out of a purge. */
export const KEEPS_UNSENT = `
  NOT EXISTS (SELECT 1 FROM outbox o WHERE o.request_id = consultation_requests.id
    AND o.status IN (${UNSENT_MAIL_STATUSES.map((status) => `'${status}'`).join(', ')}) AND o.resolved_at IS NULL)`;

/**
 * Counts, for RequestStore.countRetentionTrouble, with the cut-off and the present as the
 * first and second parameter (`$1`, `$2` or `?`, `?`), ISO strings as created_at holds them.
 */
export function retentionTroubleQuery(first: string, second: string): string {
  return `SELECT COUNT(*) FILTER (WHERE created_at < ${first} AND NOT ${KEEPS_UNSENT}) AS "keptUnsent",
      COUNT(*) FILTER (WHERE created_at > ${second}) AS future
    FROM consultation_requests`;
}

export function toStoredRequest(row: RequestRow): StoredRequest {
  return {
    id: row.id,
    createdAt: row.created_at,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    legalServiceArea: row.legal_service_area,
    problemDescription: row.problem_description,
    goals: row.goals,
    urgencyLevel: row.urgency_level as ConsultationRequest['urgencyLevel'],
    consultedBefore: row.consulted_before,
    contactMethod: row.contact_method as ConsultationRequest['contactMethod'],
    bestTime: row.best_time as ConsultationRequest['bestTime'],
    language: row.language as ConsultationRequest['language'],
    mailStatus: row.mail_status ?? 'none',
    mailAttempts: row.mail_attempts ?? 0,
    mailLastError: row.mail_last_error ?? '',
    mailQueuedAt: row.mail_queued_at ?? 0,
  };
}

/**
 * How long the time of each mail sent is kept (mail_sends): longer than the hour the cap counts,
 * and nothing else reads it.
 */
export const SENDS_KEPT_MS = 2 * 3_600_000;
