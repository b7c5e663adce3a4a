/**
 * The serving front (nginx before `next start`) as a test or the bench starts it: the entry through
 * which tests and other folders reach scripts/front/, whose other modules are the front's own
 * (docs/architecture.md).
 */
export { NGINX_MODULES, tlsLines, type TlsListeners } from '@/scripts/front/config';
export {
  BROWSER_ACCEPT_ENCODING,
  browserCases,
  ENCODINGS,
} from '@/scripts/front/reused-connection';
export { startFront, type Front, type FrontStart } from '@/scripts/front/start';
