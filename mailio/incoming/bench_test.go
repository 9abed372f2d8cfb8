package incoming

import (
	"os"
	"testing"
)

func benchmarkCorpus(b *testing.B, name string) {
	raw, err := os.ReadFile("testdata/corpus/" + name + ".eml")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(raw)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(raw, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseMultipart: a Gmail multipart/alternative reply with quotes.
func BenchmarkParseMultipart(b *testing.B) { benchmarkCorpus(b, "gmail_alternative_quoted") }

// BenchmarkParseChinese: a GB2312 base64 body with an RFC 2047 subject.
func BenchmarkParseChinese(b *testing.B) { benchmarkCorpus(b, "gb2312_base64") }

// BenchmarkParseHTML: an HTML-only Outlook reply.
func BenchmarkParseHTML(b *testing.B) { benchmarkCorpus(b, "outlook_html_only_reply") }
