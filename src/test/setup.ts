// Every unit test file (vitest.config.ts setupFiles): React's act() warns unless the environment
// says it is a test one.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
