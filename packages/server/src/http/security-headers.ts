/**
 * The Content-Security-Policy of every answer (issue 12, finding 6): scripts only from the daemon's
 * own files, never inline, so a value injected into the page cannot run and read the session token.
 * The boot facts block (`<script type="application/json">`) is data, which the policy does not run.
 * Styles may be inline: antd writes its CSS-in-JS into style elements (docs/decisions.md). The push
 * socket is on the page's own host and port, which 'self' covers for ws: and wss: (CSP level 3).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Headers on every answer of the daemon, pages and calls alike. */
export const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'SAMEORIGIN',
};
