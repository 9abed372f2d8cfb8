package dipmap

import (
	"strings"
	"testing"
)

func BenchmarkResolve(b *testing.B) {
	n := StandardNames()
	inputs := []string{"lon", "St. Petersburg (north coast)", "聖彼得堡北岸", "nort", "lodnon"}
	for b.Loop() {
		for _, s := range inputs {
			_, _ = n.Resolve(s)
		}
	}
}

func BenchmarkResolveLongGarbage(b *testing.B) {
	n := StandardNames()
	s := strings.Repeat("a b/c(d) 北岸 ", 500)
	for b.Loop() {
		_, _ = n.Resolve(s)
	}
}

func BenchmarkStandardSpec(b *testing.B) {
	for b.Loop() {
		_ = StandardSpec()
	}
}
