import { logRuntimeTo, runtimeChildName } from './runtime-log';

// Imported by the entry of a runtime a test starts in a child process (`runtime-child-main.ts`), before the app: its
// WARN and ERROR lines go to the test runtime log under the name of the test that started it.
logRuntimeTo(runtimeChildName());
