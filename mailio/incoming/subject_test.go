package incoming

import (
	"testing"
	"unicode/utf8"
)

func TestSplitSubject(t *testing.T) {
	cases := []struct{ in, reply, bare string }{
		{"orders", "", "orders"},
		{"Re: orders", "Re: ", "orders"},
		{"RE: RE: orders", "RE: ", "orders"},
		{"AW: Re: orders", "AW: ", "orders"},
		{"aw:orders", "aw: ", "orders"},
		{"Re[2]: orders", "Re: ", "orders"},
		{"Re^3: orders", "Re: ", "orders"},
		{"SV: VS: Antw: orders", "SV: ", "orders"},
		{"Fwd: orders", "", "orders"},
		{"WG: AW: orders", "", "orders"},
		{"Re: Fwd: orders", "Re: ", "orders"},
		{"回复：回复：命令", "回复：", "命令"},
		{"回覆: 命令", "回覆：", "命令"},
		{"答复：轉寄：命令", "答复：", "命令"},
		{"轉寄：命令", "", "命令"},
		{"Re：　命令", "Re: ", "命令"},
		{"Reply to all", "", "Reply to all"},
		{"Revenge: Italy", "", "Revenge: Italy"},
		{"Re orders", "", "Re orders"},
		{"Re:", "Re: ", ""},
		{"[Dipl] Re: orders", "Re: ", "[Dipl] orders"},
		{"Re: [Dipl] Re: AW: orders", "Re: ", "[Dipl] orders"},
		{"[Dipl] orders", "", "[Dipl] orders"},
		{"[Dipl]Re:", "Re: ", "[Dipl]"},
		{"", "", ""},
	}
	for _, c := range cases {
		reply, bare := SplitSubject(c.in)
		if reply != c.reply || bare != c.bare {
			t.Errorf("SplitSubject(%q) = %q, %q; want %q, %q", c.in, reply, bare, c.reply, c.bare)
		}
	}
}

// FuzzSplitSubject: the bare subject has no prefix left, the reply prefix
// is one word and a colon, and the split loses nothing but prefixes.
// Seeds are in testdata/fuzz/FuzzSplitSubject.
func FuzzSplitSubject(f *testing.F) {
	f.Fuzz(func(t *testing.T, s string) {
		reply, bare := SplitSubject(s)
		if again, rest := SplitSubject(bare); again != "" || rest != bare {
			t.Fatalf("SplitSubject(%q) = %q, %q: the bare subject still has a prefix", s, reply, bare)
		}
		if reply != "" && !(len(reply) > 2 && (reply[len(reply)-2:] == ": " || reply[len(reply)-len("："):] == "：")) {
			t.Fatalf("SplitSubject(%q): reply prefix %q", s, reply)
		}
		if utf8.ValidString(s) && !utf8.ValidString(bare) {
			t.Fatalf("SplitSubject(%q) = %q: not UTF-8", s, bare)
		}
		if len(bare) > len(s) {
			t.Fatalf("SplitSubject(%q) = %q: longer", s, bare)
		}
	})
}

// A subject and a sender's name written in raw GBK or Big5 (no encoded
// words), as Foxmail and older Outlook Express send them, are read as the
// Chinese they are, not as replacement characters.
func TestRawLegacyChineseHeadersAreRead(t *testing.T) {
	cases := []struct{ subject, name, charset string }{
		{"\xce\xd2\xb5\xc4\xc3\xfc\xc1\xee", "\xb1\xab\xb2\xaa", "gbk"}, // 我的命令, 鲍勃
		{"\xa7\xda\xaa\xba\xa9R\xa5O", "\xc0j\xabk", "big5"},            // 我的命令, 鮑勃
	}
	for _, c := range cases {
		raw := "From: " + c.name + " <bob@example.org>\r\nSubject: orders " + c.subject + "\r\nContent-Type: text/plain; charset=" + c.charset + "\r\n\r\nHELP\r\n"
		m, err := Parse([]byte(raw), nil)
		if err != nil {
			t.Fatal(err)
		}
		if m.Subject != "orders 我的命令" {
			t.Errorf("%s: subject %q, want %q", c.charset, m.Subject, "orders 我的命令")
		}
		if want := map[string]string{"gbk": "鲍勃", "big5": "鮑勃"}[c.charset]; m.From.Name != want || m.From.Address != "bob@example.org" {
			t.Errorf("%s: from %q <%s>, want %q <bob@example.org>", c.charset, m.From.Name, m.From.Address, want)
		}
	}
}
