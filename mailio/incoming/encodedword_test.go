package incoming

import "testing"

// A subject or name whose encoded words split a character between them
// reads whole, not as two replacement characters.
func TestEncodedWordsSplitInsideACharacter(t *testing.T) {
	for _, c := range []struct{ name, subject, from, wantSubject, wantName string }{
		{"gbk base64", "=?GBK?B?u9i4?= =?GBK?B?tKO6tdrSu77W?=", "=?GBK?B?1Q==?= =?GBK?B?xYa0?= <zhe@example.cn>",
			"回复：第一局", "张喆"},
		{"utf-8 base64 folded", "=?UTF-8?B?5Zue5Q==?=\r\n =?UTF-8?B?pI3vvJrlkb3ku6Q=?=", "Li <li@example.cn>",
			"回复：命令", "Li"},
		{"utf-8 q", "=?utf-8?Q?=E5=9B=9E=E5=A4?= =?utf-8?Q?=8D=EF=BC=9A=E5=91=BD=E4=BB=A4?=", "li@example.cn",
			"回复：命令", ""},
		{"text between words is kept", "=?UTF-8?B?5Zue?= and =?UTF-8?B?5aSN?=", "li@example.cn", "回 and 复", ""},
		{"different charsets are not joined", "=?GBK?B?u9i4tA==?= =?UTF-8?B?5aSN?=", "li@example.cn", "回复复", ""},
		{"a broken word stays as written", "=?UTF-8?Q?=ZZ?= =?UTF-8?B?5aSN?=", "li@example.cn", "=?UTF-8?Q?=ZZ?= 复", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			raw := "From: " + c.from + "\r\nSubject: " + c.subject + "\r\n\r\nA Par-Bur\r\n"
			m := mustParse(t, []byte(raw), nil)
			if m.Subject != c.wantSubject || m.From.Name != c.wantName {
				t.Errorf("Subject, name = %q, %q; want %q, %q", m.Subject, m.From.Name, c.wantSubject, c.wantName)
			}
		})
	}
}
