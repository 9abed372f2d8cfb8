//go:build linux

package fulldisk

import (
	"bytes"
	"os"
	"os/exec"
	"sync"
	"syscall"
	"testing"
)

// aloneEnv names the test that a process runs alone: the process of its
// own that AloneInAProcess starts has it set to that test's name.
const aloneEnv = "ADJUTANT_TEST_ALONE"

// AloneInAProcess runs the calling test again in a process of its own and
// reports false in this one, whose test is then done (failed if the test
// failed there, skipped if it skipped there); in that process it reports
// true, and the test goes on to fill the disk.
func AloneInAProcess(t *testing.T) bool {
	t.Helper()
	if os.Getenv(aloneEnv) == t.Name() {
		return true
	}
	cmd := exec.Command(os.Args[0], "-test.run", "^"+t.Name()+"$", "-test.v")
	cmd.Env = append(os.Environ(), aloneEnv+"="+t.Name())
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s, run in a process of its own: %v\n%s", t.Name(), err, out)
	}
	if bytes.Contains(out, []byte("--- SKIP")) {
		t.Skipf("skipped in its own process:\n%s", out)
	}
	return false
}

// Full makes every write to a file past its first 8 KiB (a bbolt file's
// two meta pages) fail with EFBIG, as a full disk fails bbolt's writes,
// until the returned function gives the room back. No other test may run
// meanwhile: the limit holds for the whole process.
func Full(t *testing.T) (room func()) {
	t.Helper()
	return LimitFileSize(t, 8192)
}

// LimitFileSize makes writes past size bytes of any file of the process
// fail with EFBIG until room is called, at the latest when the test ends.
// The test is skipped where the limit cannot be set.
func LimitFileSize(t *testing.T, size uint64) (room func()) {
	t.Helper()
	var old syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_FSIZE, &old); err != nil {
		t.Skipf("no file size limit here: %v", err)
	}
	full := old
	full.Cur = size
	if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &full); err != nil {
		t.Skipf("cannot limit the file size: %v", err)
	}
	var once sync.Once
	room = func() {
		once.Do(func() {
			if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &old); err != nil {
				t.Fatalf("restoring the file size limit: %v", err)
			}
		})
	}
	t.Cleanup(room)
	return room
}
