package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
)

// readBuildInfo is the binary's build information, or nil when it carries
// none.
func readBuildInfo() *debug.BuildInfo {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return nil
	}
	return info
}

// version is the module version, or the VCS revision for a development
// build, or "dev": the short form the judge's mail signs with.
func version() string { return versionOf(readBuildInfo()) }

func versionOf(info *debug.BuildInfo) string {
	if info == nil {
		return "dev"
	}
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	c := commitOf(info)
	if c.rev == "" {
		return "dev"
	}
	rev := c.rev
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if c.dirty {
		rev += "+changes"
	}
	return "dev-" + rev
}

// commit is what the build information says of the source's commit.
type commit struct {
	rev, time string
	dirty     bool
}

func commitOf(info *debug.BuildInfo) commit {
	var c commit
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			c.rev = s.Value
		case "vcs.time":
			c.time = s.Value
		case "vcs.modified":
			c.dirty = s.Value == "true"
		}
	}
	return c
}

// describeBuild is what "adjutant version" prints: the short version, then
// the module and Go release it was built from, then the commit, or, for a
// binary built without version control information (-buildvcs=false, or
// from a source tree that is no git checkout), that no commit is known, so
// that an operator reporting a problem says all the binary can tell.
func describeBuild(info *debug.BuildInfo) string {
	var b strings.Builder
	fmt.Fprintf(&b, "adjutant %s\n", versionOf(info))
	if info == nil {
		fmt.Fprintf(&b, "built with %s for %s/%s; the binary carries no build information, so its module version and commit are not known\n",
			runtime.Version(), runtime.GOOS, runtime.GOARCH)
		return b.String()
	}
	module, mv := info.Main.Path, info.Main.Version
	if module == "" {
		module = info.Path
	}
	if mv == "" {
		mv = "(devel)"
	}
	goVersion := info.GoVersion
	if goVersion == "" {
		goVersion = runtime.Version()
	}
	goos, goarch := runtime.GOOS, runtime.GOARCH
	for _, s := range info.Settings {
		switch s.Key {
		case "GOOS":
			goos = s.Value
		case "GOARCH":
			goarch = s.Value
		}
	}
	fmt.Fprintf(&b, "module %s %s, built with %s for %s/%s\n", module, mv, goVersion, goos, goarch)
	c := commitOf(info)
	switch {
	case c.rev == "":
		b.WriteString("commit: not known (built without version control information: with -buildvcs=false, or from a source tree that is not a git checkout)\n")
	default:
		fmt.Fprintf(&b, "commit %s", c.rev)
		if c.time != "" {
			fmt.Fprintf(&b, " of %s", c.time)
		}
		if c.dirty {
			b.WriteString(", with uncommitted changes")
		}
		b.WriteString("\n")
	}
	return b.String()
}
