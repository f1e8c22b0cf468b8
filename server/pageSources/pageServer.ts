import type { Request, RequestHandler, Response } from 'express';

/** Where the pages come from: the build's files (`npm start`) or Vike through Vite (`npm run dev`). */
export interface PageServer {
  /** Answers GET and HEAD for the site's pages and files; calls next() for what it does not have. */
  handler: RequestHandler;
  /** A page's HTML as the site serves it, for answers that adapt it (the form-errors page). */
  pageHtml(urlPath: string): Promise<string | undefined>;
  sendNotFound(req: Request, res: Response): void;
  /** False in development, where Vite injects inline scripts for live reload. */
  strictCsp: boolean;
  close(): Promise<void>;
}
