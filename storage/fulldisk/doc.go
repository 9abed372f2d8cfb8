// Package fulldisk lets a test fill the disk under a database: it limits
// the size any file of the process may grow to (RLIMIT_FSIZE), so that
// bbolt's writes past it fail with EFBIG as they would on a full disk,
// until the test gives the room back.
//
// The limit holds for the whole process. In the go test process it would
// also stop the test log that go test keeps for its cache: that log's
// buffered writes fail whenever its buffer happens to fill while the
// limit holds, and the package then fails after every test passed. So a
// test that fills the disk first calls AloneInAProcess, which runs it
// again in a process of its own that keeps no test log.
//
// It is for tests only, and works on Linux only; elsewhere the package
// is empty.
package fulldisk
