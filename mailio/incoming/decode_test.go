package incoming

import "testing"

func TestDecodeBase64(t *testing.T) {
	cases := []struct{ in, want, problem string }{
		{"QSBQYXItQnVy\r\n", "A Par-Bur", ""},
		{"QSBQ\r\nYXIt\r\nQnVy", "A Par-Bur", ""},
		{"QQ==", "A", ""},
		{"QQ==QkI=", "ABB", ""}, // two pieces joined
		{"QSBQYXItQn", "A Par-B", "truncated base64"},
		{"QSBQYXItQ", "A Par-", "truncated base64"},
		{"QSBQ*YXIt", "A Par-", "invalid base64 character"},
	}
	for _, c := range cases {
		got, problem := decodeBase64([]byte(c.in))
		if string(got) != c.want || problem != c.problem {
			t.Errorf("decodeBase64(%q) = %q, %q; want %q, %q", c.in, got, problem, c.want, c.problem)
		}
	}
}

func TestDecodeQP(t *testing.T) {
	cases := []struct{ in, want string }{
		{"A Par=2DBur\r\n", "A Par-Bur\n"},
		{"soft=\r\nbreak\r\n", "softbreak\n"},
		{"trailing   \r\nspace", "trailing\nspace"},
		{"=E9=99=B8=E8=BB=8D", "陸軍"},
		{"bad =ZZ escape = kept", "bad =ZZ escape = kept"},
		{"lower =e9=99=b8", "lower 陸"},
	}
	for _, c := range cases {
		if got := string(decodeQP([]byte(c.in))); got != c.want {
			t.Errorf("decodeQP(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
