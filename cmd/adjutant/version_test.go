package main

import (
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
)

// "adjutant version" says all a binary can tell of itself. One built
// without version control information (-buildvcs=false, a source tarball)
// used to print "adjutant dev" alone; it now names its module version and
// Go release and says that no commit is known.
func TestVersionSaysWhatTheBuildKnows(t *testing.T) {
	settings := func(kv ...string) []debug.BuildSetting {
		var s []debug.BuildSetting
		for i := 0; i+1 < len(kv); i += 2 {
			s = append(s, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return s
	}
	noVCS := &debug.BuildInfo{GoVersion: "go1.26.8", Path: "adjutant/cmd/adjutant", Main: debug.Module{Path: "adjutant", Version: "(devel)"},
		Settings: settings("GOOS", "linux", "GOARCH", "arm64")}
	withVCS := &debug.BuildInfo{GoVersion: "go1.26.8", Path: "adjutant/cmd/adjutant", Main: debug.Module{Path: "adjutant", Version: "(devel)"},
		Settings: settings("GOOS", "linux", "GOARCH", "amd64", "vcs.revision", "e67da96c0123456789abcdef0123456789abcdef", "vcs.time", "2026-11-27T03:00:00Z", "vcs.modified", "true")}
	released := &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "adjutant", Version: "v1.4.0"}}
	for _, c := range []struct {
		name  string
		info  *debug.BuildInfo
		wants []string
	}{
		{"no version control", noVCS, []string{"adjutant dev\n", "module adjutant (devel), built with go1.26.8 for linux/arm64\n",
			"commit: not known (built without version control information: with -buildvcs=false"}},
		{"a git checkout with changes", withVCS, []string{"adjutant dev-e67da96c0123+changes\n",
			"commit e67da96c0123456789abcdef0123456789abcdef of 2026-11-27T03:00:00Z, with uncommitted changes\n"}},
		{"a released module", released, []string{"adjutant v1.4.0\n", "module adjutant v1.4.0, built with go1.26.8", "commit: not known"}},
		{"no build information", nil, []string{"adjutant dev\n", "built with " + runtime.Version(), "module version and commit are not known"}},
	} {
		got := describeBuild(c.info)
		for _, w := range c.wants {
			if !strings.Contains(got, w) {
				t.Errorf("%s: the version lacks %q:\n%s", c.name, w, got)
			}
		}
	}
	code, out, errs := runCLI("version")
	if code != 0 || !strings.HasPrefix(out, "adjutant ") || !strings.Contains(out, "built with go") || strings.Count(out, "\n") < 3 {
		t.Errorf("adjutant version: exit %d\n%s%s", code, out, errs)
	}
}
