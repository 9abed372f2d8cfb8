package outgoing_test

import (
	"strings"
	"testing"

	"adjutant/mailio/outgoing"
)

// BenchmarkComposeChinese composes a turn report of mostly Chinese text.
func BenchmarkComposeChinese(b *testing.B) {
	m := reply(strings.Repeat("陆军 巴黎 - 勃艮第：成功。\n", 100), "第一局 1901年春季 结果")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := outgoing.Compose(m); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkComposeASCII composes a typical English reply.
func BenchmarkComposeASCII(b *testing.B) {
	m := reply(strings.Repeat("A Par-Bur: accepted.\n", 100), "game1 Spring 1901 orders")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := outgoing.Compose(m); err != nil {
			b.Fatal(err)
		}
	}
}
