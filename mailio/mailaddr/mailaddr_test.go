package mailaddr

import "testing"

func TestKeyOneFormPerAddress(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"bob@example.org", "bob@example.org"},
		{"  <Bob@Example.ORG> ", "bob@example.org"},
		{"bob@example.org.", "bob@example.org"},
		{"ｂｏｂ＠ｅｘａｍｐｌｅ．ｏｒｇ", "bob@example.org"},
		{"张伟@xn--fsqu00a.xn--fiqs8s", "张伟@例子.中国"},
		{"张伟@XN--FSQU00A.XN--FIQS8S.", "张伟@例子.中国"},
		{"张伟@例子.中国", "张伟@例子.中国"},
		{"张伟@例子。中国", "张伟@例子.中国"},
		{"gm+x@例子.中国", "gm+x@例子.中国"},
		{"Ｍüller@Bücher.DE", "müller@bücher.de"},
		{"mu\u0308ller@example.org", "m\u00fcller@example.org"}, // NFD to NFC
		{"odd_host@under_score.example", "odd_host@under_score.example"},
		{"no-at-sign", "no-at-sign"},
		{"", ""},
	} {
		got := Key(c.in)
		if got != c.want {
			t.Errorf("Key(%q) = %q, want %q", c.in, got, c.want)
		}
		if again := Key(got); again != got {
			t.Errorf("Key not idempotent on %q: %q", got, again)
		}
	}
}

func FuzzKey(f *testing.F) {
	for _, s := range []string{"bob@example.org", "张伟@xn--fsqu00a.xn--fiqs8s", "ｂｏｂ＠ｅｘａｍｐｌｅ．ｏｒｇ", "a@b.", "@", "x@xn--"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		k := Key(s)
		if Key(k) != k {
			t.Errorf("Key(%q) = %q, but Key of that is %q", s, k, Key(k))
		}
	})
}
