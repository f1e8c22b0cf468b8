/**
 * Strict security headers for every answer. The CSP allows only our own files: pages ship
 * no inline scripts or styles (JSON-LD blocks are data, which CSP does not execute), and
 * nothing loads from another host (no third-party requests: ARCHITECTURE.md).
 */
import type { RequestHandler } from 'express';
import helmet from 'helmet';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
};

/** Features the site never uses, switched off so an injected script cannot ask for them. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** @param strictCsp false only in development, where Vite injects inline scripts for live reload. */
export function createSecurityHeaders({ strictCsp }: { strictCsp: boolean }): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: strictCsp ? { useDefaults: false, directives: CONTENT_SECURITY_POLICY } : false,
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true, preload: false },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xContentTypeOptions: true,
      xFrameOptions: { action: 'deny' },
    }),
    (_req, res, next) => {
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      next();
    },
  ];
}
