/**
 * The serving front (nginx before `next start`) as a test starts it: the entry through which tests
 * reach scripts/front/, whose other modules are the front's own (docs/architecture.md).
 */
export { startFront, type Front, type FrontStart } from './front/start';
