// Loaded (--import) into a server that startServerProcess runs: the test process holds the other
// end of its stdin, so when the test process ends in any way, killed included, stdin closes and
// the server ends too instead of living on as an orphan.
process.stdin.once('close', () => process.exit(1));
process.stdin.once('end', () => process.exit(1));
process.stdin.resume();
