import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Names every test that passed only on a retry, at the end of the run. Playwright retries once in CI
 * so that one hiccup does not block a landing; this report keeps such a test from passing unseen: a
 * test that needs its retry is a bug to fix.
 */
export default class RetryReport implements Reporter {
  private readonly retried = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.retry > 0 && result.status === 'passed') {
      this.retried.set(
        `${test.location.file.split('/').pop()}:${test.location.line} › ${test.titlePath().slice(2).join(' › ')}`,
        result.retry,
      );
    }
  }

  onEnd(_result: FullResult): void {
    if (this.retried.size === 0) {
      console.log('\nRetries: no test needed one.');
      return;
    }
    console.log(`\nRetries: ${this.retried.size} test(s) passed only on a retry (flaky, to be fixed):`);
    for (const [name, retry] of this.retried) console.log(`  FLAKY  ${name} (passed on try ${retry + 1})`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
